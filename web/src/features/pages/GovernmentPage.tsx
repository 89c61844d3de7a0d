import { CalendarDays, Clock, Info, MapPin, Users } from "lucide-react";
import { GOVERNMENT_BODIES, GOVERNMENT_INTRO } from "@content/government";
import type { RenderFollow } from "@web/lib/follow-slot";
import { buttonClass, Card, Container, PageHeader } from "@web/ui/kit";
import { NextMeetingDate } from "./NextMeeting";
import { Section, SmartLink, textLink, TickList } from "./parts";

/** /government: the local bodies, what they do and when they meet; `follow` offers to follow each (composed by the app). */
export default function GovernmentPage({ follow }: { follow?: RenderFollow }) {
  return (
    <>
      <PageHeader title={GOVERNMENT_INTRO.title} intro={GOVERNMENT_INTRO.lead} />
      <Container className="py-10">
        <section
          id="advisory"
          aria-labelledby="advisory-title"
          className="rounded-xl border border-sun-300 bg-sun-100/60 p-5 sm:p-6"
        >
          <h2 id="advisory-title" className="flex items-center gap-2 text-lg font-bold text-stone-900">
            <Info className="h-5 w-5 text-sun-700" aria-hidden />
            Advisory only
          </h2>
          {GOVERNMENT_INTRO.advisory.map((p) => (
            <p key={p} className="mt-2 max-w-4xl leading-7 text-stone-800">
              {p}
            </p>
          ))}
        </section>

        <Section id="bodies" title="Local bodies and when they meet" className="mt-12">
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            {GOVERNMENT_BODIES.map((b) => (
              <Card key={b.id} id={b.id} className="flex scroll-mt-24 flex-col">
                <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{b.kind}</p>
                <h3 className="mt-1 text-xl font-bold text-brand-800">{b.name}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-700">{b.summary}</p>
                <dl className="mt-4 space-y-2 rounded-lg bg-stone-50 p-3 text-sm">
                  <div className="flex gap-2">
                    <dt className="shrink-0">
                      <Clock className="mt-0.5 h-4 w-4 text-brand-600" aria-hidden />
                      <span className="sr-only">Meets</span>
                    </dt>
                    <dd className="font-medium text-stone-900">{b.scheduleText}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="shrink-0">
                      <MapPin className="mt-0.5 h-4 w-4 text-brand-600" aria-hidden />
                      <span className="sr-only">Where</span>
                    </dt>
                    <dd className="text-stone-800">
                      {b.place.name}
                      <span className="block text-stone-600">{b.place.address}</span>
                    </dd>
                  </div>
                  {b.members && (
                    <div className="flex gap-2">
                      <dt className="shrink-0">
                        <Users className="mt-0.5 h-4 w-4 text-brand-600" aria-hidden />
                        <span className="sr-only">Members</span>
                      </dt>
                      <dd className="text-stone-800">{b.members} members</dd>
                    </div>
                  )}
                  <div className="flex gap-2">
                    <dt className="shrink-0">
                      <CalendarDays className="mt-0.5 h-4 w-4 text-brand-600" aria-hidden />
                      <span className="sr-only">Next meeting</span>
                    </dt>
                    <dd className="text-stone-800">
                      Next: <NextMeetingDate body={b.id} />
                    </dd>
                  </div>
                </dl>
                <TickList items={b.responsibilities} className="mt-4" />
                <div className="mt-auto flex flex-wrap gap-2 pt-5">
                  <SmartLink link={b.action} className={buttonClass("primary")} />
                  {follow?.({ kind: "body", body: b.id })}
                </div>
              </Card>
            ))}
          </div>
        </Section>

        <div className="mt-10 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-stone-700">See the next three meetings of each body and add them to your calendar.</p>
          <div className="flex flex-wrap gap-3">
            <SmartLink
              link={{ label: "Meeting calendar", href: "/meetings", internal: true }}
              className={buttonClass("secondary")}
            />
            <SmartLink link={GOVERNMENT_INTRO.countyLink} className={textLink} />
          </div>
        </div>
      </Container>
    </>
  );
}
