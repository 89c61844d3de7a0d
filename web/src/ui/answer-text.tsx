import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { parseAnswerMarkup, type MarkupBlock, type MarkupSpan } from "@common/assistant-basics";
import type { AnswerSource } from "@common/assistants";
import { formatIsoDate } from "@common/dates";
import { documentRecordUrl } from "@common/document-basics";
import { API_PREFIX } from "@common/http";

function Span({ span, sources, idPrefix }: { span: MarkupSpan; sources: AnswerSource[]; idPrefix?: string }) {
  if (span.kind === "bold") return <strong className="font-semibold">{span.text}</strong>;
  if (span.kind === "text") return <>{span.text}</>;
  const source = sources.find((s) => s.n === span.n);
  if (!source) return null;
  const label = `Source ${span.n}: ${source.title}${source.page ? `, page ${source.page}` : ""}`;
  const className = "rounded px-0.5 text-xs font-semibold text-brand-700 underline";
  if (idPrefix) {
    return (
      <sup>
        <a href={`#${idPrefix}-${span.n}`} className={className} aria-label={label}>
          [{span.n}]
        </a>
      </sup>
    );
  }
  const internal = source.url.startsWith("/") && !source.url.startsWith(API_PREFIX);
  return (
    <sup>
      {internal ? (
        <Link to={source.url} className={className} aria-label={label}>
          [{span.n}]
        </Link>
      ) : (
        <a
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
          aria-label={`${label} (opens in a new tab)`}
        >
          [{span.n}]
        </a>
      )}
    </sup>
  );
}

function spans(b: MarkupBlock, sources: AnswerSource[], idPrefix?: string): ReactNode {
  return b.spans.map((s, i) => <Span key={i} span={s} sources={sources} idPrefix={idPrefix} />);
}

/**
 * An answer in the documented simple markup ('# ' / '## ' headings, **bold**), rendered as React
 * elements: the text is never treated as HTML. Citation markers link to their source.
 */
export function AnswerText({
  text,
  sources = [],
  idPrefix,
}: {
  text: string;
  sources?: AnswerSource[];
  idPrefix?: string;
}) {
  const blocks = parseAnswerMarkup(text);
  const out: ReactNode[] = [];
  let items: ReactNode[] = [];
  const flush = (key: number) => {
    if (items.length)
      out.push(
        <ul key={`ul-${key}`} className="my-2 list-disc space-y-1 pl-5">
          {items}
        </ul>,
      );
    items = [];
  };
  blocks.forEach((b, i) => {
    if (b.kind === "li") {
      items.push(<li key={i}>{spans(b, sources, idPrefix)}</li>);
      return;
    }
    flush(i);
    if (b.kind === "h1")
      out.push(
        <p key={i} role="heading" aria-level={3} className="mt-3 text-lg font-bold text-brand-800">
          {spans(b, sources, idPrefix)}
        </p>,
      );
    else if (b.kind === "h2")
      out.push(
        <p key={i} role="heading" aria-level={4} className="mt-3 font-bold text-brand-800">
          {spans(b, sources, idPrefix)}
        </p>,
      );
    else
      out.push(
        <p key={i} className="my-1.5">
          {spans(b, sources, idPrefix)}
        </p>,
      );
  });
  flush(blocks.length);
  return (
    <div className="leading-relaxed">
      {out.map((n, i) => (
        <Fragment key={i}>{n}</Fragment>
      ))}
    </div>
  );
}

/** "March 7, 2019" from "2019-03-07" (no time zone shifts). */
export const formatMeetingDate = (iso: string | null): string | null => formatIsoDate(iso);

/**
 * The numbered sources of an answer, each a link (a document opens at its page), a document's also
 * a link to its meeting record at the item of that page.
 */
export function SourceList({ sources, idPrefix }: { sources: AnswerSource[]; idPrefix?: string }) {
  return (
    <ol className="space-y-1.5 text-sm">
      {sources.map((s) => {
        const date = formatMeetingDate(s.meetingDate);
        const isDoc = s.documentId !== undefined;
        return (
          <li key={s.n} id={idPrefix ? `${idPrefix}-${s.n}` : undefined} className="flex gap-2">
            <span className="font-semibold text-stone-700">[{s.n}]</span>
            <span>
              {isDoc || !s.url.startsWith("/") ? (
                <a
                  href={s.url}
                  className="font-medium text-brand-700 underline"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {s.title}
                  {s.page ? `, page ${s.page}` : ""}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link to={s.url} className="font-medium text-brand-700 underline">
                  {s.title}
                </Link>
              )}
              {date && <span className="text-stone-700"> · Meeting date {date}</span>}
              {s.documentId !== undefined && (
                <>
                  {" · "}
                  <Link to={documentRecordUrl(s.documentId, s.page)} className="text-brand-700 underline">
                    meeting record<span className="sr-only"> of {s.title}</span>
                  </Link>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
