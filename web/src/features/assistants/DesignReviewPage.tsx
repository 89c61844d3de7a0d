import { CalendarDays, ExternalLink as ExternalIcon, MapPin } from "lucide-react";
import { Link } from "react-router";
import { GOVERNMENT_BODIES } from "@content/government";
import { ApiError } from "@web/lib/request";
import { Card, Container, ExternalLink, PageHeader, buttonClass } from "@web/ui/kit";
import { ResearchChat, type ResearchChatConfig } from "./ResearchChat";

const DRB = GOVERNMENT_BODIES.find((b) => b.id === "design-review")!;
export const COUNTY_APPOINTMENTS_URL = "https://www.sandiegocounty.gov/content/sdc/pds.html";

const CHAT: ResearchChatConfig = {
  assistant: "design-review",
  title: "Design Review Research Assistant",
  welcome:
    "Ask about the board's design guidelines, signage rules and the projects it has reviewed. Answers cite the board's documents and pages.",
  examples: [
    "What do the design guidelines say about signs on Main Street?",
    "Which building colors and materials does the board prefer?",
    "What did the board recommend for the Town Center retail project?",
    "Do I need design review for a new storefront?",
  ],
  corpusLabel: (n) => `${n} design review ${n === 1 ? "document" : "documents"}`,
  failureToast: (err) => (err instanceof ApiError ? err.serverMessage : "Failed to get response"),
  exportable: false,
  placeholder: "Ask about design guidelines, signage and reviewed projects...",
};

export default function DesignReviewPage() {
  return (
    <>
      <PageHeader title="Ramona Design Review Board" intro={DRB.summary} />
      <Container className="grid gap-6 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <ResearchChat config={CHAT} />
        </div>
        <aside className="space-y-6" aria-label="About the board">
          <Card>
            <h2 className="text-xl font-bold text-brand-800">Board meetings</h2>
            <p className="mt-2 flex items-start gap-2 text-sm text-stone-800">
              <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
              {DRB.scheduleText}
            </p>
            <p className="mt-1 flex items-start gap-2 text-sm text-stone-800">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
              {DRB.place.name}, {DRB.place.address}
            </p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-800">
              {DRB.responsibilities.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <Link to="/meetings" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
              Next meeting dates and calendar files
            </Link>
          </Card>
          <Card>
            <h2 className="text-xl font-bold text-brand-800">Planning a project?</h2>
            <p className="mt-2 text-sm text-stone-700">
              Permits are decided by the County of San Diego Planning &amp; Development Services. Book a meeting with
              county staff before you submit.
            </p>
            <ExternalLink href={COUNTY_APPOINTMENTS_URL} className={buttonClass("primary", "mt-3")}>
              Schedule County Appointment
              <ExternalIcon className="h-4 w-4" aria-hidden />
            </ExternalLink>
          </Card>
        </aside>
      </Container>
    </>
  );
}
