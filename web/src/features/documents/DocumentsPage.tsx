import { PageHeader } from "@web/ui/kit";

export default function DocumentsPage() {
  return <PageHeader title="Public Documents" />;
}
