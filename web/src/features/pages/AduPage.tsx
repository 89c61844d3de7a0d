import { PageHeader } from "@web/ui/kit";

export default function AduPage() {
  return <PageHeader title="ADU Guide" />;
}
