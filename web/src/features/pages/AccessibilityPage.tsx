import { PageHeader } from "@web/ui/kit";

export default function AccessibilityPage() {
  return <PageHeader title="Accessibility" />;
}
