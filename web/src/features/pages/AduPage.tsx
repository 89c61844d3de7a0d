import { useEffect, useState } from "react";
import { ADU_INTRO, ADU_TABS, type AduTabId } from "@content/adu";
import { Container, PageHeader } from "@web/ui/kit";
import { Tabs } from "@web/ui/tabs";
import { OverviewTab, ProcessTab, RequirementsTab, ResourcesTab, TypesTab } from "./adu-tabs";

const PANELS: Record<AduTabId, () => React.JSX.Element> = {
  overview: OverviewTab,
  types: TypesTab,
  requirements: RequirementsTab,
  process: ProcessTab,
  resources: ResourcesTab,
};

const isTab = (v: string): v is AduTabId => ADU_TABS.some((t) => t.id === v);

export default function AduPage() {
  const [tab, setTab] = useState<AduTabId>("overview");

  // A link such as /adu#process opens that tab (read after hydration; the HTML shows Overview).
  useEffect(() => {
    const fromHash = window.location.hash.slice(1);
    if (isTab(fromHash)) setTab(fromHash);
  }, []);

  const select = (v: string) => {
    if (!isTab(v)) return;
    setTab(v);
    window.history.replaceState(window.history.state, "", v === "overview" ? window.location.pathname : `#${v}`);
  };

  return (
    <>
      <PageHeader title={ADU_INTRO.title} intro={ADU_INTRO.lead} />
      <Container className="py-8">
        <Tabs.Root value={tab} onValueChange={select} activationMode="automatic">
          <Tabs.List
            aria-label="ADU guide sections"
            className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
          >
            {ADU_TABS.map((t) => (
              <Tabs.Trigger
                key={t.id}
                value={t.id}
                className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-semibold whitespace-nowrap text-stone-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {ADU_TABS.map((t) => {
            const Panel = PANELS[t.id];
            return (
              <Tabs.Content key={t.id} value={t.id} className="scroll-mt-24 pt-8 focus-visible:outline-2">
                <Panel />
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
        <p className="mt-10 max-w-3xl rounded-lg border border-stone-200 bg-white p-4 text-sm leading-6 text-stone-700">
          {ADU_INTRO.disclaimer}
        </p>
      </Container>
    </>
  );
}
