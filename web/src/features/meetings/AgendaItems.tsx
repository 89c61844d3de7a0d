import type { PostedAgenda } from "@common/meetings";
import { formatDate } from "@web/lib/dates";
import { Card } from "@web/ui/kit";
import { ActionBadge, itemHeading, PageLink } from "./parts";

/** A posted agenda's items, each with action or information and its page of the agenda. */
export function AgendaItems({ agenda }: { agenda: PostedAgenda }) {
  return (
    <>
      <p className="text-sm text-stone-700">
        Agenda posted {formatDate(agenda.postedAt, "America/Los_Angeles")}. The PDF is the official agenda.
      </p>
      <ol className="grid gap-3" aria-label="Agenda items">
        {agenda.items.map((item) => (
          <li key={item.ordinal} id={`agenda-item-${item.ordinal}`} className="scroll-mt-24">
            <Card className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-stone-900">{itemHeading(item)}</h3>
                <ActionBadge action={item.action} />
              </div>
              <div className="-mr-3">
                <PageLink
                  documentId={agenda.documentId}
                  page={item.page}
                  of={`${itemHeading(item)}, ${agenda.title}`}
                />
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </>
  );
}
