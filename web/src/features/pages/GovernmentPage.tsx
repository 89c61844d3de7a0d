import { PageHeader } from "@web/ui/kit";

export default function GovernmentPage() {
  return <PageHeader title="Government" />;
}
