import { ExternalLink as ExternalIcon } from "lucide-react";
import { documentFileUrl, OUTCOME_LABELS, type MotionOutcome } from "@common/document-basics";
import type { AgendaItem } from "@common/meetings";
import { Badge } from "@web/ui/kit";

export const linkClass =
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline";
export const inlineLink = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700";

/** "5. Dye Road Solar Facility (PDS2018-MUP-18-022)" */
export const itemHeading = (i: { code: string | null; title: string }) => (i.code ? `${i.code}. ${i.title}` : i.title);

/** Whether the body will act on an item or only hear it, as the agenda says. */
export function ActionBadge({ action }: { action: AgendaItem["action"] }) {
  if (!action) return null;
  return (
    <Badge tone={action === "action" ? "warn" : "neutral"}>{action === "action" ? "Action" : "Information"}</Badge>
  );
}

const TONES: Record<MotionOutcome, "good" | "bad" | "warn" | "neutral"> = {
  carried: "good",
  failed: "bad",
  continued: "warn",
  withdrawn: "neutral",
  "no action": "neutral",
};

export function OutcomeBadge({ outcome }: { outcome: MotionOutcome | null }) {
  return outcome ? (
    <Badge tone={TONES[outcome]}>{OUTCOME_LABELS[outcome]}</Badge>
  ) : (
    <Badge tone="neutral">No vote recorded</Badge>
  );
}

/** A link that opens a document's PDF at a page, in a new tab. */
export function PageLink({ documentId, page, of }: { documentId: number; page: number; of: string }) {
  return (
    <a href={documentFileUrl(documentId, page)} target="_blank" rel="noopener" className={linkClass}>
      <ExternalIcon className="h-4 w-4" aria-hidden />
      Page {page}
      <span className="sr-only"> of {of} (PDF, opens in a new tab)</span>
    </a>
  );
}
