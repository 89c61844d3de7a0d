import { PageHeader } from "@web/ui/kit";

export default function AboutPage() {
  return <PageHeader title="About Ramona" />;
}
