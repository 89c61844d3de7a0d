import { Briefcase } from "lucide-react";
import { JOB_LINKS, JOBS_INTRO, JOBS_MORE } from "@content/jobs";
import { buttonClass, Card, Container, PageHeader } from "@web/ui/kit";
import { Section, SmartLink, textLink } from "./parts";

export default function JobsPage() {
  return (
    <>
      <PageHeader title={JOBS_INTRO.title} intro={JOBS_INTRO.lead} />
      <Container className="py-10">
        <Section id="listings" title="Where to find openings" intro={JOBS_INTRO.tip}>
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {JOB_LINKS.map((j) => (
              <li key={j.href + j.employer}>
                <Card className="flex h-full flex-col">
                  <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
                    <Briefcase className="h-5 w-5 text-brand-600" aria-hidden />
                    {j.employer}
                  </h3>
                  <p className="mt-1.5 text-sm leading-6 text-stone-700">{j.description}</p>
                  <div className="mt-auto pt-4">
                    <SmartLink link={j} className={buttonClass("secondary")} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
        <p className="mt-10 text-stone-700">
          Looking for private-sector work? <SmartLink link={JOBS_MORE} className={textLink} />
        </p>
      </Container>
    </>
  );
}
