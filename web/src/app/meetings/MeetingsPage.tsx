import { ArrowDown } from "lucide-react";
import { pastMeetingsOnDemand, PastMeetings } from "@web/features/documents/PastMeetings";
import { AgendaStatus, agendaStatusQuery, UPCOMING_LISTED } from "@web/features/meetings/AgendaStatus";
import type { OnDemandPage } from "@web/lib/on-demand";
import { MeetingsHeader, UpcomingMeetings } from "@web/features/pages/UpcomingMeetings";
import { renderFollow } from "../follow";

const PAST_MEETINGS_ID = "past-meetings";

/**
 * /meetings: the next meetings of each body (from their schedules), each with its agenda once
 * posted and Follow, then the records of their past meetings (from the library), rendered by the
 * server with the past meetings and the posted agendas in it.
 */
export default function MeetingsPage() {
  return (
    <>
      <MeetingsHeader>
        <p className="mt-4">
          <a
            href={`#${PAST_MEETINGS_ID}`}
            className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
          >
            <ArrowDown className="h-4 w-4" aria-hidden />
            What past meetings decided
          </a>
        </p>
      </MeetingsHeader>
      <UpcomingMeetings follow={renderFollow} agenda={(m) => <AgendaStatus body={m.body} date={m.date} />} />
      <PastMeetings id={PAST_MEETINGS_ID} />
    </>
  );
}

export const onDemand: OnDemandPage = {
  queries: (at, send) => [...pastMeetingsOnDemand.queries(at, send), agendaStatusQuery(UPCOMING_LISTED, send)],
};
