import { Link } from "react-router";
import { documentRecordUrl } from "@common/document-basics";
import type { RecordItem, RecordMotion } from "@common/document-records";
import { inlineLink, OutcomeBadge, PageLink } from "@web/ui/record-links";
import { formatMeetingDate } from "./format";

export { inlineLink, linkClass, OutcomeBadge, PageLink } from "@web/ui/record-links";

/** A link that opens the PDF at a page, in a new tab. */

/** "Ayes 5 · Noes 1 · Abstain 0": the counts the minutes print. */
function counts(m: RecordMotion) {
  const parts: string[] = [];
  if (m.ayes != null) parts.push(`Ayes ${m.ayes}`);
  if (m.noes != null) parts.push(`Noes ${m.noes}`);
  if (m.abstain != null) parts.push(`Abstain ${m.abstain}`);
  if (m.absent != null) parts.push(`Absent ${m.absent}`);
  return parts.join(" · ");
}

/** One motion: its text, mover and seconder, outcome and tally, the names on each side. */
export function MotionView({ motion, documentId, title }: { motion: RecordMotion; documentId: number; title: string }) {
  const by = [motion.movedBy && `Moved by ${motion.movedBy}`, motion.secondedBy && `seconded by ${motion.secondedBy}`]
    .filter(Boolean)
    .join(", ");
  const tally = counts(motion);
  const names: Array<[string, string[]]> = [
    ["Ayes", motion.ayeNames],
    ["Noes", motion.noNames],
    ["Abstained", motion.abstainNames],
    ["Absent", motion.absentNames],
  ];
  return (
    <div className="grid gap-1.5 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <p className="text-stone-900">
        {/* A motion printed only as its outcome ("Motion passed 4-0") reads as it is. */}
        {!/^(the\s+)?motion\b/i.test(motion.text) && <span className="font-semibold">Motion: </span>}
        {motion.text}
      </p>
      {by && <p className="text-sm text-stone-700">{by}</p>}
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
        <OutcomeBadge outcome={motion.outcome} />
        {motion.tallyText && <span className="font-semibold">{motion.tallyText}</span>}
        {tally && <span className="text-stone-700">({tally})</span>}
      </p>
      {names.some(([, list]) => list.length > 0) && (
        <dl className="grid gap-0.5 text-sm text-stone-800 sm:grid-cols-[auto_1fr] sm:gap-x-3">
          {names
            .filter(([, list]) => list.length > 0)
            .map(([label, list]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{list.join(", ")}</dd>
              </div>
            ))}
        </dl>
      )}
      <div>
        <PageLink documentId={documentId} page={motion.page} label={`Vote on page ${motion.page}`} of={title} />
      </div>
    </div>
  );
}

/** "Continued to April 4, 2019", linking to that meeting's record when the site has it. */
export function Continuance({ item }: { item: Pick<RecordItem, "continuedTo" | "continuedToDocumentId"> }) {
  if (!item.continuedTo) return null;
  const date = formatMeetingDate(item.continuedTo);
  return (
    <p className="text-sm text-stone-800">
      <span className="font-semibold">Continued to </span>
      {item.continuedToDocumentId ? (
        <Link to={documentRecordUrl(item.continuedToDocumentId)} className={inlineLink}>
          {date}
          <span className="sr-only"> (that meeting's record)</span>
        </Link>
      ) : (
        <>
          {date} <span className="text-stone-600">(no record of that meeting on this site)</span>
        </>
      )}
    </p>
  );
}
