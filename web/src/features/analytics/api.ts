import { useQuery } from "@tanstack/react-query";
import type { AiAnalytics, AiQueryLogEntry, AssistantName, QueryLogLimit } from "@common/analytics";
import { adminRequest } from "@web/lib/admin-session";
import { ApiError } from "@web/lib/request";

/** A failed analytics call: the documented message, plus the server's reason when there is one. */
export class AnalyticsFetchError extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "AnalyticsFetchError";
  }
}

async function getJson<T>(url: string, failure: string): Promise<T> {
  let res: Response;
  try {
    res = await adminRequest("GET", url);
  } catch (err) {
    if (err instanceof ApiError) throw new AnalyticsFetchError(failure, err.serverMessage, err.status);
    throw new AnalyticsFetchError(failure, err instanceof Error ? err.message : null, null);
  }
  return (await res.json()) as T;
}

function withParams(path: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v));
  const q = search.toString();
  return q ? `${path}?${q}` : path;
}

/** GET /api/admin/ai-analytics, optionally for one assistant. */
export function useAnalytics(assistant: AssistantName | undefined) {
  return useQuery<AiAnalytics, AnalyticsFetchError>({
    queryKey: ["/api/admin/ai-analytics", { assistant }],
    queryFn: () => getJson(withParams("/api/admin/ai-analytics", { assistant }), "Failed to fetch analytics"),
    // Every visit shows the figures as they are now.
    refetchOnMount: "always",
  });
}

/** GET /api/admin/ai-queries with a page size of 25, 50 or 100. */
export function useQueryLog(limit: QueryLogLimit, assistant: AssistantName | undefined) {
  return useQuery<AiQueryLogEntry[], AnalyticsFetchError>({
    queryKey: ["/api/admin/ai-queries", { limit, assistant }],
    queryFn: () => getJson(withParams("/api/admin/ai-queries", { limit, assistant }), "Failed to fetch queries"),
    // Every visit shows the figures as they are now.
    refetchOnMount: "always",
  });
}
