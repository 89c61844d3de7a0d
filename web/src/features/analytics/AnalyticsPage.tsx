import { PageHeader } from "@web/ui/kit";

export default function AnalyticsPage() {
  return <PageHeader title="AI Analytics" />;
}
