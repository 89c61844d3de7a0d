import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AGENDA_PREVIEW_ITEMS, isProceduralItem, meetingPageUrl } from "@common/meeting-basics";
import { upcomingQuery } from "./api";
import { itemHeading } from "./parts";

/** How many meetings of each body the meetings page lists. */
export const UPCOMING_LISTED = 3;

const BODIES_WITH_AGENDAS = new Set(["rcpg", "design-review"]);

/**
 * Under a next meeting on /meetings: "Agenda posted" with its first items and a link to the
 * meeting's page, or "Agenda not yet posted" (for the bodies whose agendas this site posts).
 */
export function AgendaStatus({ body, date }: { body: string; date: string }) {
  const upcoming = useQuery(upcomingQuery(UPCOMING_LISTED));
  if (!BODIES_WITH_AGENDAS.has(body) || !upcoming.data) return null;
  const agenda = upcoming.data.meetings.find((m) => m.body === body && m.date === date)?.agenda;
  const link = (
    <Link to={meetingPageUrl(body, date)} className="font-semibold text-brand-800 underline underline-offset-2">
      {agenda ? "Read the agenda" : "The meeting's page"}
      <span className="sr-only"> of {date}</span>
    </Link>
  );
  if (!agenda)
    return (
      <p className="mt-1 text-sm font-normal text-stone-700" data-agenda-status="none">
        Agenda not yet posted. {link}
      </p>
    );
  // The matters the meeting takes up, not the call to order and the roll call.
  const matters = agenda.items.filter((i) => !isProceduralItem(i.title));
  const shown = (matters.length ? matters : agenda.items).slice(0, AGENDA_PREVIEW_ITEMS);
  const more = agenda.items.length - shown.length;
  return (
    <div className="mt-1 text-sm font-normal text-stone-800" data-agenda-status="posted">
      <p className="font-semibold text-brand-800">Agenda posted</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {shown.map((i) => (
          <li key={i.ordinal}>{itemHeading(i)}</li>
        ))}
        {more > 0 && <li className="list-none text-stone-600">and {more} more items</li>}
      </ul>
      <p className="mt-1">{link}</p>
    </div>
  );
}

/** The meetings page asks for the next meetings' agendas with its first render (on the server too). */
export const agendaStatusQuery = upcomingQuery;
