import { PageHeader } from "@web/ui/kit";

export default function MeetingsPage() {
  return <PageHeader title="Meeting Agendas" />;
}
