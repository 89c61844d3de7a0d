import { HISTORY_INTRO, HISTORY_SECTIONS } from "@content/history";
import { PromoCards } from "@web/shell/PromoCards";
import { Container, PageHeader } from "@web/ui/kit";
import { Prose, Section } from "./parts";

export default function AboutPage() {
  return (
    <>
      <PageHeader title={HISTORY_INTRO.title} intro={HISTORY_INTRO.lead} />
      <Container className="py-10">
        <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
          <nav aria-label="On this page" className="hidden lg:block">
            <div className="sticky top-24">
              <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">On this page</p>
              <ol className="mt-3 space-y-2 border-l border-stone-200 text-sm">
                {HISTORY_SECTIONS.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="-ml-px block border-l-2 border-transparent pl-3 text-stone-700 hover:border-brand-600 hover:text-brand-800"
                    >
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <div className="space-y-12">
            {HISTORY_SECTIONS.map((s, i) => (
              <Section
                key={s.id}
                id={s.id}
                title={
                  <span className="flex items-baseline gap-3">
                    <span aria-hidden className="text-base font-semibold text-sun-700">
                      {String(i + 1).padStart(2, "0")}
                    </span>
                    {s.title}
                  </span>
                }
              >
                <Prose section={s} />
              </Section>
            ))}
          </div>
        </div>
        <PromoCards placement="footer" className="mt-14 border-t border-stone-200 pt-8" />
      </Container>
    </>
  );
}
