import { useQuery } from "@tanstack/react-query";
import type { QueryLogLimit } from "@common/analytics";
import { getAnalytics, getContentGaps, getFeedbackSummary, getQueryLog } from "@common/analytics.api";
import type { AssistantName } from "@common/assistants";
import type { CallContract, CallResponse } from "@common/contract";
import { callKey, type CallArgs } from "@web/lib/api-client";
import { callAdmin } from "@web/lib/admin-session";
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

/** An admin call whose failure reads as the documented message, with the reason beside it. */
async function load<C extends CallContract>(call: C, args: CallArgs<C>, failure: string): Promise<CallResponse<C>> {
  try {
    return await callAdmin(call, args);
  } catch (err) {
    if (err instanceof ApiError) throw new AnalyticsFetchError(failure, err.serverMessage, err.status);
    throw new AnalyticsFetchError(failure, err instanceof Error ? err.message : null, null);
  }
}

/** GET /api/admin/ai-analytics, optionally for one assistant. */
export function useAnalytics(assistant: AssistantName | undefined) {
  const args = { query: { assistant } };
  return useQuery<CallResponse<typeof getAnalytics>, AnalyticsFetchError>({
    queryKey: callKey(getAnalytics, args),
    queryFn: () => load(getAnalytics, args, "Failed to fetch analytics"),
    // Every visit shows the figures as they are now.
    refetchOnMount: "always",
  });
}

/** GET /api/admin/ai-queries with a page size of 25, 50 or 100. */
export function useQueryLog(limit: QueryLogLimit, assistant: AssistantName | undefined) {
  const args = { query: { limit: String(limit) as `${QueryLogLimit}`, assistant } };
  return useQuery<CallResponse<typeof getQueryLog>, AnalyticsFetchError>({
    queryKey: callKey(getQueryLog, args),
    queryFn: () => load(getQueryLog, args, "Failed to fetch queries"),
    // Every visit shows the figures as they are now.
    refetchOnMount: "always",
  });
}

/** GET /api/admin/ai-feedback: the residents' ratings of the last 30 days, per assistant. */
export function useFeedbackSummary(assistant: AssistantName | undefined) {
  const args = { query: { assistant } };
  return useQuery<CallResponse<typeof getFeedbackSummary>, AnalyticsFetchError>({
    queryKey: callKey(getFeedbackSummary, args),
    queryFn: () => load(getFeedbackSummary, args, "Failed to fetch the ratings"),
    refetchOnMount: "always",
  });
}

/** GET /api/admin/ai-content-gaps: the declined questions of the last 30 days, grouped, most asked first. */
export function useContentGaps(assistant: AssistantName | undefined) {
  const args = { query: { assistant } };
  return useQuery<CallResponse<typeof getContentGaps>, AnalyticsFetchError>({
    queryKey: callKey(getContentGaps, args),
    queryFn: () => load(getContentGaps, args, "Failed to fetch the content gaps"),
    refetchOnMount: "always",
  });
}
