import { PageHeader } from "@web/ui/kit";

export default function TermsPage() {
  return <PageHeader title="Terms of Use" />;
}
