import { PageHeader } from "@web/ui/kit";

export default function BusinessPage() {
  return <PageHeader title="Business Directory" />;
}
