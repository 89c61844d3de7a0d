import type { AgendaItem } from "@common/meetings";
import { Badge } from "@web/ui/kit";

export { inlineLink, linkClass, OutcomeBadge, PageLink } from "@web/ui/record-links";

/** "5. Dye Road Solar Facility (PDS2018-MUP-18-022)" */
export const itemHeading = (i: { code: string | null; title: string }) => (i.code ? `${i.code}. ${i.title}` : i.title);

/** Whether the body will act on an item or only hear it, as the agenda says. */
export function ActionBadge({ action }: { action: AgendaItem["action"] }) {
  if (!action) return null;
  return (
    <Badge tone={action === "action" ? "warn" : "neutral"}>{action === "action" ? "Action" : "Information"}</Badge>
  );
}

/** A link that opens a document's PDF at a page, in a new tab. */
