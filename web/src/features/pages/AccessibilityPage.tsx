import { ACCESSIBILITY } from "@content/accessibility";
import { buttonClass, Container, PageHeader } from "@web/ui/kit";
import { Prose, Section, SmartLink } from "./parts";

export default function AccessibilityPage() {
  return (
    <>
      <PageHeader title={ACCESSIBILITY.title} intro={ACCESSIBILITY.lead} />
      <Container className="max-w-4xl space-y-10 py-10">
        {ACCESSIBILITY.sections.map((s) => (
          <Section key={s.id} id={s.id} title={s.title}>
            <Prose section={s} />
          </Section>
        ))}
        <Section
          id="report"
          title={ACCESSIBILITY.report.title}
          className="rounded-xl border border-brand-200 bg-brand-50 p-6"
        >
          <p className="mt-2 max-w-prose leading-7 text-stone-800">{ACCESSIBILITY.report.text}</p>
          <SmartLink link={ACCESSIBILITY.report.link} className={buttonClass("primary", "mt-4")} />
        </Section>
      </Container>
    </>
  );
}
