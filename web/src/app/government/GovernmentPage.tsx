import GovernmentPage from "@web/features/pages/GovernmentPage";
import { renderFollow } from "../follow";

/** /government, with Follow on each body's card. */
export default function GovernmentRoute() {
  return <GovernmentPage follow={renderFollow} />;
}
