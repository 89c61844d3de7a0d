import { CheckCircle2, Clock3, MapPin, Target } from "lucide-react";
import {
  HIGHWAY67_CRISIS,
  HIGHWAY67_ENGAGEMENT,
  HIGHWAY67_IMPACT,
  HIGHWAY67_INTRO,
  HIGHWAY67_PROBLEM_AREAS,
  HIGHWAY67_PROJECT,
  HIGHWAY67_STUDIES,
  HIGHWAY67_TIMELINE,
} from "@content/highway67";
import { buttonClass, Card, Container, PageHeader } from "@web/ui/kit";
import { Section, SmartLink, TickList, TintCard } from "./parts";

export default function Highway67Page() {
  return (
    <>
      <PageHeader title={HIGHWAY67_INTRO.title} intro={HIGHWAY67_INTRO.lead} />
      <Container className="space-y-14 py-10">
        <section
          id="crisis"
          aria-labelledby="crisis-title"
          className="grid gap-6 rounded-2xl bg-alert-800 p-6 text-white shadow-md sm:p-8 md:grid-cols-[auto_1fr] md:items-center"
        >
          <p className="text-center md:pr-6 md:text-left" aria-hidden>
            <span className="block text-7xl leading-none font-extrabold">{HIGHWAY67_CRISIS.stat.value}</span>
            <span className="mt-1 block text-sm font-semibold text-red-100 uppercase">
              {HIGHWAY67_CRISIS.stat.label}
            </span>
          </p>
          <div>
            <h2 id="crisis-title" className="text-2xl font-bold">
              {HIGHWAY67_CRISIS.headline}
            </h2>
            <p className="mt-2 max-w-3xl leading-7 text-red-50">{HIGHWAY67_CRISIS.text}</p>
          </div>
        </section>

        <Section id="problem-areas" title="Problem areas">
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {HIGHWAY67_PROBLEM_AREAS.map((p) => (
              <li key={p.name}>
                <Card className="h-full">
                  <h3 className="flex items-start gap-2 font-semibold text-stone-900">
                    <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-alert-700" aria-hidden />
                    {p.name}
                  </h3>
                  <p className="mt-1.5 text-sm leading-6 text-stone-700">{p.issue}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="impact" title="Community impact">
          <div className="mt-4 grid gap-8 lg:grid-cols-2">
            <div className="max-w-prose">
              {HIGHWAY67_IMPACT.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-7 text-stone-800">
                  {p}
                </p>
              ))}
            </div>
            <TintCard>
              <h3 className="text-lg font-semibold text-brand-800">What you can do</h3>
              <TickList items={HIGHWAY67_IMPACT.actions} className="mt-3 text-base" />
            </TintCard>
          </div>
        </Section>

        <Section id="project" title={HIGHWAY67_PROJECT.title} intro={HIGHWAY67_PROJECT.summary}>
          <div className="mt-6 grid gap-8 lg:grid-cols-2">
            <div>
              <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
                <Target className="h-5 w-5 text-brand-600" aria-hidden />
                Six objectives
              </h3>
              <ol className="mt-3 space-y-2">
                {HIGHWAY67_PROJECT.objectives.map((o, i) => (
                  <li key={o} className="flex gap-3 text-stone-800">
                    <span
                      aria-hidden
                      className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
                    >
                      {i + 1}
                    </span>
                    <span className="leading-6">{o}</span>
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h3 className="text-lg font-semibold text-stone-900">Three alternatives</h3>
              <ul className="mt-3 space-y-3">
                {HIGHWAY67_PROJECT.alternatives.map((a) => (
                  <li key={a.name} className="rounded-xl border border-stone-200 bg-white p-4">
                    <p className="font-semibold text-brand-800">{a.name}</p>
                    <p className="mt-1 text-sm leading-6 text-stone-700">{a.description}</p>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Section>

        <Section id="timeline" title="Timeline">
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {HIGHWAY67_TIMELINE.map((t) => (
              <li key={t.when} className="relative rounded-xl border-t-4 border-brand-600 bg-white p-5 shadow-sm">
                <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                  <Clock3 className="h-4 w-4" aria-hidden />
                  {t.when}
                </p>
                <p className="mt-1 text-lg font-semibold text-stone-900">{t.what}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="studies" title="Studies">
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <Card>
              <h3 className="flex items-center gap-2 font-semibold text-stone-900">
                <CheckCircle2 className="h-5 w-5 text-brand-600" aria-hidden />
                Completed
              </h3>
              <TickList items={HIGHWAY67_STUDIES.completed} className="mt-3" />
            </Card>
            <Card>
              <h3 className="flex items-center gap-2 font-semibold text-stone-900">
                <Clock3 className="h-5 w-5 text-sun-700" aria-hidden />
                Ongoing
              </h3>
              <TickList items={HIGHWAY67_STUDIES.ongoing} tone="sun" className="mt-3" />
            </Card>
          </div>
        </Section>

        <section
          id="engage"
          aria-labelledby="engage-title"
          className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8"
        >
          <h2 id="engage-title" className="text-2xl font-bold text-brand-800">
            Make your voice heard
          </h2>
          <p className="mt-2 max-w-3xl leading-7 text-stone-800">{HIGHWAY67_ENGAGEMENT.text}</p>
          <SmartLink link={HIGHWAY67_ENGAGEMENT} className={buttonClass("primary", "mt-4")} />
        </section>
      </Container>
    </>
  );
}
