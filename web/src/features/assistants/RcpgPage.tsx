import { CalendarDays, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { GOVERNMENT_BODIES } from "@content/government";
import { Card, Container, PageHeader } from "@web/ui/kit";
import { OfficialDocuments } from "./OfficialDocuments";
import { ResearchChat, type ResearchChatConfig } from "./ResearchChat";

const RCPG = GOVERNMENT_BODIES.find((b) => b.id === "rcpg")!;

const CHAT: ResearchChatConfig = {
  assistant: "rcpg",
  title: "AI Archivist: Planning Group Research",
  welcome:
    "Welcome! I'm the planning group archivist. Ask me about the group's decisions, land use policies and meeting actions; every answer names the minutes, meeting date and page it comes from.",
  examples: [
    "How did the planning group vote on the Dye Road solar project?",
    "What has the group said about widening Highway 67?",
    "When did the group review the Town Center retail project?",
  ],
  corpusLabel: (n) => `${n} planning group documents (2011-2025)`,
  failureToast: () => "Failed to get response from AI assistant. Please try again.",
  exportable: true,
  placeholder: "Ask about planning group decisions, votes and meetings...",
};

export default function RcpgPage() {
  return (
    <>
      <PageHeader
        title="Ramona Community Planning Group"
        intro="Research fifteen years of planning group minutes with an archivist that cites its sources: the document, the meeting date and the page."
      />
      <Container className="grid gap-6 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <ResearchChat config={CHAT} />
        </div>
        <aside className="space-y-6" aria-label="About the planning group">
          <Card>
            <h2 className="text-xl font-bold text-brand-800">About the group</h2>
            <p className="mt-2 text-sm text-stone-700">{RCPG.summary}</p>
            <h3 className="mt-4 flex items-center gap-2 font-semibold text-stone-900">
              <Users className="h-4 w-4 text-brand-700" aria-hidden />
              Current leadership
            </h3>
            <ul className="mt-2 space-y-1 text-sm text-stone-800">
              {(RCPG.leadership ?? []).map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-stone-700">Members' names are listed in the member roster below.</p>
            <h3 className="mt-4 flex items-center gap-2 font-semibold text-stone-900">
              <CalendarDays className="h-4 w-4 text-brand-700" aria-hidden />
              Meeting schedule
            </h3>
            <p className="mt-1 text-sm text-stone-800">{RCPG.scheduleText}</p>
            <p className="mt-1 flex items-start gap-1 text-sm text-stone-800">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
              {RCPG.place.name}, {RCPG.place.address}
            </p>
            <Link to="/meetings" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
              Next meeting dates and calendar files
            </Link>
          </Card>
          <OfficialDocuments />
        </aside>
      </Container>
    </>
  );
}
