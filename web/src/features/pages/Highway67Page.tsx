import { PageHeader } from "@web/ui/kit";

export default function Highway67Page() {
  return <PageHeader title="Highway 67 Safety" />;
}
