import { PageHeader } from "@web/ui/kit";

export default function RcpgPage() {
  return <PageHeader title="Ramona Community Planning Group" />;
}
