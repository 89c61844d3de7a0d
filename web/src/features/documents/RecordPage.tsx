import { useQuery, type QueryClient } from "@tanstack/react-query";
import { CalendarDays, Download, ExternalLink as ExternalIcon, History } from "lucide-react";
import { Link, useParams } from "react-router";
import { documentFileUrl } from "@common/document-basics";
import { meetingPageUrl } from "@common/meeting-basics";
import type { DocumentRecord, RecordItem } from "@common/document-records";
import type { RenderFollow } from "@web/lib/follow-slot";
import type { OnDemandPage, PageAt } from "@web/lib/on-demand";
import { useDocumentTitle } from "@web/lib/title";
import { QueryStatus } from "@web/ui/query-status";
import { Badge, buttonClass, Card, Container, PageHeader } from "@web/ui/kit";
import { recordQuery } from "./api";
import { bodyLabel, formatMeetingDate } from "./format";
import { Continuance, inlineLink, linkClass, MotionView, PageLink } from "./record-parts";

/** The document number of the path, or null when it is not one. */
const idOf = (raw: string | undefined) =>
  raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

const NOT_FOUND = { title: "Document not found", description: "This document is not in the public library." };

function meetingLine(r: DocumentRecord) {
  const date = formatMeetingDate(r.document.meetingDate);
  return `${bodyLabel(r.document.body)} ${date ? `meeting of ${date}` : "document (meeting date not set)"}`;
}

function describe(r: DocumentRecord) {
  const motions = r.items.reduce((n, i) => n + i.motions.length, 0);
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  return r.recognised
    ? `${meetingLine(r)}: ${plural(r.items.length, "agenda item")} and ${plural(motions, "motion")}, with outcomes, votes and the pages of the minutes.`
    : `${meetingLine(r)}: the text of its ${plural(r.pages.length, "page")} and the PDF of the minutes.`;
}

/** Which pages of the minutes each item holds the anchor of (`#page-N` lands on the first item covering N). */
function pageAnchors(items: RecordItem[], pageCount: number | null) {
  const out = new Map<number, number[]>();
  const last = Math.max(pageCount ?? 0, ...items.map((i) => i.pageTo));
  for (let p = 1; p <= last; p++) {
    const item = items.find((i) => i.pageFrom <= p && p <= i.pageTo) ?? items.find((i) => i.pageFrom >= p);
    if (item) out.set(item.ordinal, [...(out.get(item.ordinal) ?? []), p]);
  }
  return out;
}

function ItemCard({
  item,
  record,
  anchors,
  follow,
}: {
  item: RecordItem;
  record: DocumentRecord;
  anchors: number[];
  follow?: RenderFollow;
}) {
  const { id, title, body } = record.document;
  const pages = Array.from({ length: item.pageTo - item.pageFrom + 1 }, (_, k) => item.pageFrom + k);
  const heading = item.code ? `${item.code}. ${item.title}` : item.title;
  return (
    <li id={`item-${item.ordinal}`} className="scroll-mt-24">
      {anchors.map((p) => (
        <span key={p} id={`page-${p}`} className="block scroll-mt-24" />
      ))}
      <Card className="grid gap-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 className="text-lg font-semibold text-stone-900">{heading}</h2>
          <div className={`flex flex-wrap items-center text-sm text-stone-700 ${follow ? "gap-x-2" : "-mr-3"}`}>
            {pages.length > 1 ? (
              <>
                <span className="mr-1">Pages</span>
                {pages.map((p) => (
                  <PageLink key={p} documentId={id} page={p} label={String(p)} of={`${heading}, ${title}`} />
                ))}
              </>
            ) : (
              <PageLink documentId={id} page={item.pageFrom} of={`${heading}, ${title}`} />
            )}
            {follow?.({ kind: "search", query: item.title, body })}
          </div>
        </div>
        {item.excerpt && <p className="text-stone-700">{item.excerpt}</p>}
        {item.motions.length > 0 ? (
          <div className="grid gap-2">
            {item.motions.map((m, k) => (
              <MotionView key={k} motion={m} documentId={id} title={title} />
            ))}
          </div>
        ) : (
          <p className="text-sm text-stone-600">No motion recorded.</p>
        )}
        <Continuance item={item} />
      </Card>
    </li>
  );
}

function Record({ record, follow }: { record: DocumentRecord; follow?: RenderFollow }) {
  const { id, title, pageCount, isSample, body, meetingDate } = record.document;
  const motions = record.items.reduce((n, i) => n + i.motions.length, 0);
  const anchors = pageAnchors(record.items, pageCount);
  return (
    <>
      <PageHeader title={title} intro={meetingLine(record)}>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {pageCount != null && <Badge tone="neutral">{`${pageCount} page${pageCount === 1 ? "" : "s"}`}</Badge>}
          {isSample && <Badge tone="warn">Sample</Badge>}
          <a href={documentFileUrl(id)} target="_blank" rel="noopener" className={buttonClass("primary")}>
            <ExternalIcon className="h-4 w-4" aria-hidden />
            Open the PDF<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={documentFileUrl(id)} download className={buttonClass("secondary")}>
            <Download className="h-4 w-4" aria-hidden />
            Download
          </a>
          {meetingDate && (
            <Link
              to={meetingPageUrl(body, meetingDate)}
              className={buttonClass("secondary")}
              data-testid="meeting-link"
            >
              <CalendarDays className="h-4 w-4" aria-hidden />
              The meeting: agenda and decisions
            </Link>
          )}
        </div>
      </PageHeader>
      <Container className="grid gap-4 py-8">
        {record.recognised ? (
          <>
            <p className="text-stone-800" data-testid="record-summary">
              {record.items.length} agenda item{record.items.length === 1 ? "" : "s"}, {motions} motion
              {motions === 1 ? "" : "s"}, as read from the minutes. The PDF is the official record.
            </p>
            <ol className="grid gap-4" aria-label="Agenda items">
              {record.items.map((item) => (
                <ItemCard
                  key={item.ordinal}
                  item={item}
                  record={record}
                  anchors={anchors.get(item.ordinal) ?? []}
                  follow={follow}
                />
              ))}
            </ol>
          </>
        ) : (
          <>
            <p
              className="rounded-lg border border-sun-300 bg-sun-100/60 p-4 text-stone-800"
              data-testid="record-summary"
            >
              The agenda items of this document could not be recognised, so its record shows the beginning of each
              page's text. Open the PDF for the full minutes.
            </p>
            <ol className="grid gap-3" aria-label="Pages">
              {record.pages.map((p) => (
                <li key={p.page} id={`page-${p.page}`} className="scroll-mt-24">
                  <Card className="grid gap-2">
                    <h2 className="text-base font-semibold text-stone-900">Page {p.page}</h2>
                    <p className="text-stone-700">{p.excerpt}</p>
                    <div className="-ml-3">
                      <PageLink documentId={id} page={p.page} label={`Open page ${p.page}`} of={title} />
                    </div>
                  </Card>
                </li>
              ))}
            </ol>
          </>
        )}
        <p className="flex flex-wrap gap-1 text-sm">
          <Link to="/documents/history" className={linkClass}>
            <History className="h-4 w-4" aria-hidden />
            The history of a place or project
          </Link>
          <Link to="/documents" className={linkClass}>
            All public documents
          </Link>
        </p>
      </Container>
    </>
  );
}

function NotFound() {
  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-xl text-center">
        <h1 className="text-2xl font-bold text-brand-800">{NOT_FOUND.title}</h1>
        <p className="mt-3 text-stone-700">
          {NOT_FOUND.description} It may have been removed, or the link may be mistyped.
        </p>
        <p className="mt-4">
          <Link to="/documents" className={inlineLink}>
            Search the public documents
          </Link>
        </p>
      </Card>
    </Container>
  );
}

/**
 * /documents/{id}: a meeting's record, item by item, rendered by the server with its data; `follow`
 * offers to follow each item (its title as a search within the body), composed by the app.
 */
export default function RecordPage({ follow }: { follow?: RenderFollow }) {
  const id = idOf(useParams().id);
  const record = useQuery({ ...recordQuery(id ?? 0), enabled: id !== null });
  const data = id === null ? null : record.data;
  useDocumentTitle(data ? data.document.title : data === null ? NOT_FOUND.title : "Meeting record");
  if (data === null) return <NotFound />;
  if (!data) {
    return (
      <Container className="py-8">
        <QueryStatus
          isLoading={record.isPending}
          error={record.error}
          what="meeting record"
          onRetry={() => void record.refetch()}
        />
      </Container>
    );
  }
  return <Record record={data} follow={follow} />;
}

const recordOf = (at: PageAt, client: QueryClient) => {
  const id = idOf(at.params.id);
  return id === null ? null : (client.getQueryData<DocumentRecord | null>(recordQuery(id).queryKey) ?? null);
};

export const onDemand: OnDemandPage = {
  queries: (at, send) => {
    const id = idOf(at.params.id);
    return id === null ? [] : [recordQuery(id, send)];
  },
  head: (at, client) => {
    const r = recordOf(at, client);
    return r ? { title: r.document.title, description: describe(r) } : { ...NOT_FOUND, status: 404 };
  },
};
