import { PageHeader } from "@web/ui/kit";

export default function ServicesPage() {
  return <PageHeader title="Community Services" />;
}
