import { PageHeader } from "@web/ui/kit";

export default function PrivacyPage() {
  return <PageHeader title="Privacy Policy" />;
}
