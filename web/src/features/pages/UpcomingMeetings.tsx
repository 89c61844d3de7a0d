import { CalendarPlus, Clock, FileText, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { meetingsCalendarUrl, type Meeting } from "@common/schedule";
import { GOVERNMENT_BODIES, MEETINGS_INTRO } from "@content/government";
import type { RenderFollow } from "@web/lib/follow-slot";
import { buttonClass, Card, Container, PageHeader } from "@web/ui/kit";
import { meetingText, useNextMeetings } from "./NextMeeting";
import { textLink } from "./parts";

/**
 * The meetings page's header and the next meetings of each body, with their calendars and where
 * their minutes are (the page, with its past meetings, is composed in app/meetings/).
 */
export function MeetingsHeader({ children }: { children?: ReactNode }) {
  return (
    <PageHeader title={MEETINGS_INTRO.title} intro={MEETINGS_INTRO.lead}>
      {children}
    </PageHeader>
  );
}

/**
 * The next meetings of each body; `follow` offers to follow each body and `agenda` tells whether a
 * meeting's agenda is posted (both composed by the app).
 */
export function UpcomingMeetings({ follow, agenda }: { follow?: RenderFollow; agenda?: (m: Meeting) => ReactNode }) {
  const upcoming = useNextMeetings(3);
  return (
    <>
      <Container className="py-10">
        <ul className="grid gap-6 lg:grid-cols-3">
          {GOVERNMENT_BODIES.map((b) => {
            const meetings = upcoming?.find((u) => u.body === b.id)?.meetings;
            return (
              <li key={b.id} id={b.id} className="scroll-mt-24">
                <Card className="flex h-full flex-col">
                  <h2 className="text-xl font-bold text-brand-800">{b.name}</h2>
                  <p className="mt-2 flex items-start gap-2 text-sm font-medium text-stone-900">
                    <Clock className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
                    {b.scheduleText}
                  </p>
                  <p className="mt-1 flex items-start gap-2 text-sm text-stone-700">
                    <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
                    <span>
                      {b.place.name}, {b.place.address}
                    </span>
                  </p>
                  <h3 className="mt-5 text-sm font-semibold tracking-wide text-stone-600 uppercase">Next meetings</h3>
                  <ol className="mt-2 space-y-2" aria-live="polite" data-meetings={b.id}>
                    {meetings
                      ? meetings.map((m, i) => (
                          <li
                            key={m.start}
                            className={`rounded-lg px-3 py-2 text-sm ${i === 0 ? "bg-brand-50 font-semibold text-brand-800" : "bg-stone-50 text-stone-800"}`}
                          >
                            <time dateTime={m.start}>{meetingText(m)}</time>
                            {agenda?.(m)}
                          </li>
                        ))
                      : [0, 1, 2].map((i) => (
                          <li key={i} className="h-9 animate-pulse rounded-lg bg-stone-100">
                            <span className="sr-only">Loading dates</span>
                          </li>
                        ))}
                  </ol>
                  <div className="mt-auto flex flex-col gap-3 pt-5">
                    <a href={meetingsCalendarUrl(b.id)} download className={buttonClass("primary")}>
                      <CalendarPlus className="h-4 w-4" aria-hidden />
                      Add to calendar
                      <span className="sr-only"> ({b.shortName}, .ics file)</span>
                    </a>
                    {follow?.({ kind: "body", body: b.id })}
                    {b.minutes && (
                      <Link to={b.minutes.href} className={`${textLink} text-sm`}>
                        <FileText className="h-4 w-4" aria-hidden />
                        {b.minutes.label}
                      </Link>
                    )}
                    {b.id === "rcpg" && (
                      <Link to="/rcpg" className={`${textLink} text-sm`}>
                        Ask the AI Archivist about past meetings
                      </Link>
                    )}
                    {b.id === "water-district" && (
                      <a
                        href={b.action.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`${textLink} text-sm`}
                      >
                        Agendas and minutes on rmwd.org
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 max-w-3xl rounded-lg border border-sun-300 bg-sun-100/60 p-4 text-sm leading-6 text-stone-800">
          {MEETINGS_INTRO.note}
        </p>
      </Container>
    </>
  );
}
