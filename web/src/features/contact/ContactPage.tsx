import { PageHeader } from "@web/ui/kit";

export default function ContactPage() {
  return <PageHeader title="Contact Us" />;
}
