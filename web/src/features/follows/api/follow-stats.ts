import { useQuery } from "@tanstack/react-query";
import { followStats } from "@common/follows.api";
import { callQuery } from "@web/lib/api-client";
import { callAdmin } from "@web/lib/admin-session";

/** Admin: GET /api/admin/follows, the followers of each body and each followed search. */
export const followStatsQuery = () => callQuery(followStats, {}, callAdmin);

export const useFollowStats = () => useQuery(followStatsQuery());
