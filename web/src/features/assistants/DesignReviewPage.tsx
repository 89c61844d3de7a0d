import { PageHeader } from "@web/ui/kit";

export default function DesignReviewPage() {
  return <PageHeader title="Ramona Design Review Board" />;
}
