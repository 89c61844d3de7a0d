import type { ItemMatch, MeetingDetail } from "@common/meetings";
import { Card } from "@web/ui/kit";
import { itemHeading, OutcomeBadge, PageLink } from "./parts";

const BY: Record<NonNullable<ItemMatch["by"]>, string> = {
  number: "matched by its number",
  project: "matched by its project number",
  title: "matched by its title",
};

function Decision({ match, meeting }: { match: ItemMatch; meeting: MeetingDetail }) {
  const { agenda, minutes } = match;
  const minutesTitle = meeting.minutes?.title ?? "the minutes";
  return (
    <li>
      <Card className="grid gap-2 p-4 sm:grid-cols-2 sm:gap-6">
        <div>
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">On the agenda</p>
          {agenda ? (
            <h3 className="mt-1 font-semibold text-stone-900">{itemHeading(agenda)}</h3>
          ) : (
            <p className="mt-1 text-stone-700">Not on the agenda: added at the meeting.</p>
          )}
        </div>
        <div>
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">What the minutes say</p>
          {minutes ? (
            <div className="mt-1 grid gap-1">
              <p className="flex flex-wrap items-center gap-2">
                {!agenda && <span className="font-semibold text-stone-900">{itemHeading(minutes)}</span>}
                <OutcomeBadge outcome={minutes.outcome} />
                {minutes.tallyText && <span className="text-sm text-stone-800">{minutes.tallyText}</span>}
                {match.by && agenda && <span className="text-xs text-stone-600">({BY[match.by]})</span>}
              </p>
              {minutes.motion && <p className="text-sm text-stone-700">{minutes.motion}</p>}
              <div className="-ml-3">
                <PageLink
                  documentId={minutes.documentId}
                  page={minutes.page}
                  of={`${itemHeading(minutes)}, ${minutesTitle}`}
                />
              </div>
            </div>
          ) : (
            <p className="mt-1 text-stone-700">Not taken up in the minutes.</p>
          )}
        </div>
      </Card>
    </li>
  );
}

/** After the meeting: each agenda item beside what the minutes decided, then the items they added. */
export function Decisions({ meeting }: { meeting: MeetingDetail }) {
  return (
    <ol className="grid gap-3" aria-label="Agenda items and decisions">
      {meeting.matches.map((m, k) => (
        <Decision key={k} match={m} meeting={meeting} />
      ))}
    </ol>
  );
}
