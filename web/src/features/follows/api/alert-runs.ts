import { useQuery } from "@tanstack/react-query";
import { listAlertRuns } from "@common/follows.api";
import { callQuery } from "@web/lib/api-client";
import { callAdmin } from "@web/lib/admin-session";

/** Admin: GET /api/admin/alert-runs, the latest runs of alerts, newest first. */
export const alertRunsQuery = () => callQuery(listAlertRuns, {}, callAdmin);

export const useAlertRuns = () => useQuery(alertRunsQuery());
