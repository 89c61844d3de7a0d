import { PageHeader } from "@web/ui/kit";

export default function HomePage() {
  return <PageHeader title="Ask about Ramona" />;
}
