import RecordPage from "@web/features/documents/RecordPage";
import { renderFollow } from "../follow";

/** /documents/{id}, with Follow on each agenda item. */
export default function RecordRoute() {
  return <RecordPage follow={renderFollow} />;
}

export { onDemand } from "@web/features/documents/RecordPage";
