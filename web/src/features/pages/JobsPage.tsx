import { PageHeader } from "@web/ui/kit";

export default function JobsPage() {
  return <PageHeader title="Employment" />;
}
