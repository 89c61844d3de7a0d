import { ExternalLink as ExternalIcon } from "lucide-react";
import { documentFileUrl, OUTCOME_LABELS, type MotionOutcome } from "@common/document-basics";
import { Badge } from "./kit";

/** A link shown as a small button (a page of a PDF, all meetings, all documents). */
export const linkClass =
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline";
/** A link within a line of text. */
export const inlineLink = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700";

const TONES: Record<MotionOutcome, "good" | "bad" | "warn" | "neutral"> = {
  carried: "good",
  failed: "bad",
  continued: "warn",
  withdrawn: "neutral",
  "no action": "neutral",
};

/** The outcome of a motion as a badge: "Carried", "Failed", … or "No vote recorded". */
export function OutcomeBadge({ outcome }: { outcome: MotionOutcome | null }) {
  return outcome ? (
    <Badge tone={TONES[outcome]}>{OUTCOME_LABELS[outcome]}</Badge>
  ) : (
    <Badge tone="neutral">No vote recorded</Badge>
  );
}

/** A page of a document's PDF, opening in a new tab; `of` says which document to a screen reader. */
export function PageLink({
  documentId,
  page,
  label,
  of,
}: {
  documentId: number;
  page: number;
  label?: string;
  of?: string;
}) {
  return (
    <a href={documentFileUrl(documentId, page)} target="_blank" rel="noopener" className={linkClass}>
      <ExternalIcon className="h-4 w-4" aria-hidden />
      {label ?? `Page ${page}`}
      <span className="sr-only">{of ? ` of ${of}` : ""} (PDF, opens in a new tab)</span>
    </a>
  );
}
