import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { documentRecordUrl } from "@common/document-basics";
import type { PastMeeting } from "@common/document-records";
import type { OnDemandPage } from "@web/lib/on-demand";
import { QueryStatus } from "@web/ui/query-status";
import { Badge, Card, Container } from "@web/ui/kit";
import { pastMeetingsQuery } from "./api";
import { bodyLabel, formatMeetingDate } from "./format";
import { inlineLink } from "./record-parts";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function MeetingRow({ m }: { m: PastMeeting }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-stone-100 py-2 last:border-0">
      <Link to={documentRecordUrl(m.documentId)} className={inlineLink}>
        {formatMeetingDate(m.meetingDate)}
        <span className="sr-only"> meeting record</span>
      </Link>
      <span className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        {m.recognised ? `${plural(m.itemCount, "item")}, ${plural(m.motionCount, "motion")}` : "Text of the minutes"}
        {m.isSample && <Badge tone="warn">Sample</Badge>}
      </span>
    </li>
  );
}

/**
 * The recent meetings of each body that have a record, newest first, with their counts of items
 * and motions, each linking to its record (on the meetings page).
 */
export function PastMeetings({ id }: { id?: string }) {
  const meetings = useQuery(pastMeetingsQuery());
  const headingId = useId();
  return (
    <Container className="pb-12">
      <section id={id} aria-labelledby={headingId} className="grid scroll-mt-24 gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-brand-800">
            Past meetings
          </h2>
          <p className="mt-1 max-w-3xl text-stone-700">
            What each recent meeting decided, item by item, read from its minutes: open a meeting for its agenda items,
            motions and votes.
          </p>
        </div>
        {meetings.data ? (
          <ul className="grid gap-6 lg:grid-cols-2">
            {meetings.data.bodies.map((b) => (
              <li key={b.body}>
                <Card className="h-full">
                  <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
                    <FileText className="h-5 w-5 text-brand-700" aria-hidden />
                    {bodyLabel(b.body)}
                  </h3>
                  {b.meetings.length ? (
                    <ol className="mt-2" data-past-meetings={b.body}>
                      {b.meetings.map((m) => (
                        <MeetingRow key={m.documentId} m={m} />
                      ))}
                    </ol>
                  ) : (
                    <p className="mt-2 text-stone-700">No minutes of this body are in the library yet.</p>
                  )}
                  {b.total > b.meetings.length && (
                    <p className="mt-3 text-sm">
                      <Link to={`/documents?body=${b.body}`} className={inlineLink}>
                        All {b.total} meetings in the library
                      </Link>
                    </p>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <QueryStatus
            isLoading={meetings.isPending}
            error={meetings.error}
            what="past meetings"
            onRetry={() => void meetings.refetch()}
          />
        )}
      </section>
    </Container>
  );
}

/** The server renders the meetings page with the past meetings in it. */
export const pastMeetingsOnDemand: OnDemandPage = {
  queries: (_at, send) => [pastMeetingsQuery(send)],
};
