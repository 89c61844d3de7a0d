import HistoryPage from "@web/features/documents/HistoryPage";
import { renderFollow } from "../follow";

/** /documents/history, with Follow next to the search's results. */
export default function HistoryRoute() {
  return <HistoryPage follow={renderFollow} />;
}

export { onDemand } from "@web/features/documents/HistoryPage";
