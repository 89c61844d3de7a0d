import { PageHeader } from "@web/ui/kit";

export default function AdvertisePage() {
  return <PageHeader title="Advertise" />;
}
