import { PageHeader } from "@web/ui/kit";

export default function AdminPage() {
  return <PageHeader title="Admin" />;
}
