import * as Collapsible from "@radix-ui/react-collapsible";
import { useQuery } from "@tanstack/react-query";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { DECLINE_REASON_LABELS, type AnswerTrace, type DeclineReason } from "@common/answer-trace";
import { formatCalendarDate } from "@web/lib/dates";
import { QueryStatus } from "@web/ui/query-status";
import { traceQuery } from "./api";

/** What each path of the engine is called on the page. */
const PATH_LABELS: Record<AnswerTrace["path"], string> = {
  reviewed: "a reviewed answer",
  schedule: "the meeting schedules",
  directory: "the restaurant and business directories",
  content: "this site's pages",
  items: "an agenda item of the minutes",
  passages: "passages of the documents",
  declined: "nothing: it declined",
};

/** How the lead was written, by the ask kind's strategy. */
const LEAD_LABELS: Record<string, string> = {
  vote: "the vote as recorded",
  motion: "the motion as printed",
  continuance: "where the item was put off",
  continuances: "the item followed from one continuance to the next",
  timeline: "one line per meeting",
  sentence: "the sentence that best answers",
  passages: "the best passages",
};

/**
 * The features a trace may list, in the order and words shown; one that is `read` only for some
 * questions (the body named, only when the question names one) is a column only when a candidate has it.
 */
const FEATURES: Array<{ key: string; label: string; read?: "sometimes" }> = [
  { key: "coverage", label: "Holds of the question" },
  { key: "localCoverage", label: "In one place" },
  { key: "repetition", label: "Comes back to it" },
  { key: "pairsPrinted", label: "Prints its phrases" },
  { key: "searchRank", label: "Search rank" },
  { key: "nearBest", label: "Near the best" },
  { key: "subjectPrinted", label: "Names the subject" },
  { key: "bodyNamed", label: "Minutes of the body named", read: "sometimes" },
];

const shown = (key: string, v: number | undefined) =>
  v === undefined
    ? "—"
    : key === "nearBest" || key === "subjectPrinted"
      ? v
        ? "yes"
        : "no"
      : key === "searchRank"
        ? String(v + 1)
        : `${Math.round(v * 100)}%`;

/** A log-odds as a share: 0 is even odds (50%). */
const asShare = (logOdds: number) => `${Math.round(100 / (1 + Math.exp(-logOdds)))}%`;

function TraceBody({ trace, reason }: { trace: AnswerTrace | null; reason: DeclineReason | null }) {
  if (!trace)
    return (
      <p className="text-sm text-stone-700">
        No trace was kept for this answer (it was given before traces were kept).
      </p>
    );
  const { analysis } = trace;
  const span = [analysis.when.from, analysis.when.to].filter(Boolean).map((d) => formatCalendarDate(d!));
  const columns = FEATURES.filter((f) => !f.read || trace.candidates.some((c) => c.features[f.key] !== undefined));
  return (
    <div className="grid gap-3 text-sm text-stone-800">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {reason && (
          <>
            <dt className="font-semibold">Declined because</dt>
            <dd>
              {DECLINE_REASON_LABELS[reason]}
              {trace.declineDetail && (
                <>
                  {" "}
                  (“<span className="break-words">{trace.declineDetail}</span>”)
                </>
              )}{" "}
              <code className="text-xs text-stone-600">{reason}</code>
            </dd>
          </>
        )}
        <dt className="font-semibold">Answered from</dt>
        <dd>{PATH_LABELS[trace.path]}</dd>
        {trace.composed && (
          <>
            <dt className="font-semibold">Led with</dt>
            <dd>{LEAD_LABELS[trace.composed] ?? trace.composed}</dd>
          </>
        )}
        {trace.confidence?.score != null && (
          <>
            <dt className="font-semibold">Confidence</dt>
            <dd>
              {asShare(trace.confidence.score)}
              {trace.confidence.threshold != null &&
                ` (an answer needs ${asShare(trace.confidence.threshold)}, by the fitted model)`}
            </dd>
          </>
        )}
        <dt className="font-semibold">Question read as</dt>
        <dd className="break-words">
          {analysis.kind}
          {analysis.vote && analysis.kind !== "vote" ? ", with a vote" : ""}
          {analysis.spans ? ", over time" : ""}
          {analysis.order ? `, the ${analysis.order} meeting` : ""}
          {analysis.topic ? ` — about “${analysis.topic}”` : ""}
          {analysis.body?.length ? ` — asked of the ${analysis.body.join(" ")}` : ""}
          {span.length ? ` — ${span.join(" to ")}` : ""}
        </dd>
        {trace.terms.length > 0 && (
          <>
            <dt className="font-semibold">Rarest words</dt>
            <dd className="break-words">
              {trace.terms
                .slice(0, 8)
                .map((t) => `${t.lexeme} (${t.df} passage${t.df === 1 ? "" : "s"})`)
                .join(", ")}
            </dd>
          </>
        )}
      </dl>
      {trace.candidates.length > 0 ? (
        <div className="overflow-x-auto" role="region" aria-label="Items weighed" tabIndex={0}>
          <table className="w-full min-w-[36rem] border-collapse text-left text-xs">
            <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-stone-700 uppercase">
              Items weighed, best first
            </caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-1 pr-2 align-bottom">
                  Item
                </th>
                {columns.map(({ key, label }) => (
                  <th key={key} scope="col" className="max-w-[7rem] py-1 pr-2 align-bottom">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {trace.candidates.map((c, i) => (
                <tr
                  key={`${c.documentId}-${c.pageFrom}-${i}`}
                  className={`border-b border-stone-200 align-top ${i === trace.chosen ? "bg-brand-50" : ""}`}
                >
                  <th scope="row" className="py-1 pr-2 font-normal break-words">
                    {i === trace.chosen && <strong className="text-brand-800">Chosen: </strong>}
                    {c.itemTitle || "(no item title)"}
                    <span className="block text-stone-600">
                      {c.title}
                      {c.meetingDate ? `, ${formatCalendarDate(c.meetingDate)}` : ""}, page
                      {c.pageTo > c.pageFrom ? `s ${c.pageFrom}–${c.pageTo}` : ` ${c.pageFrom}`}
                    </span>
                  </th>
                  {columns.map(({ key }) => (
                    <td key={key} className="py-1 pr-2 tabular-nums">
                      {shown(key, c.features[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No agenda item or passage was weighed.</p>
      )}
    </div>
  );
}

/** The trace of a rated answer, fetched when opened: "Why this answer", or "Why declined" for a decline. */
export function AnswerTraceDetails({
  messageId,
  declineReason,
}: {
  messageId: number;
  declineReason: DeclineReason | null;
}) {
  const [open, setOpen] = useState(false);
  const trace = useQuery({ ...traceQuery(messageId), enabled: open, staleTime: Infinity });
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className="group inline-flex min-h-10 items-center gap-1 rounded-lg px-2 -ml-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
        {declineReason ? "Why declined" : "Why this answer"}
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-2 rounded-lg border border-stone-200 bg-stone-50 p-3">
        {trace.data ? (
          <TraceBody trace={trace.data.trace} reason={trace.data.declineReason} />
        ) : (
          <QueryStatus
            isLoading={trace.isLoading}
            error={trace.error}
            what="this answer's trace"
            onRetry={() => void trace.refetch()}
          />
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
