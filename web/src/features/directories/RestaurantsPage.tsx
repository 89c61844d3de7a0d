import { PageHeader } from "@web/ui/kit";

export default function RestaurantsPage() {
  return <PageHeader title="Restaurant Directory" />;
}
