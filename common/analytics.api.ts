import { z } from "zod";
import {
  AiAnalyticsSchema,
  AiQueryLogEntrySchema,
  AnalyticsQuerySchema,
  ContentGapSchema,
  FeedbackSummarySchema,
  QueryLogQuerySchema,
} from "./analytics";
import { defineCall } from "./contract";

/** Admin analytics of the assistants (document 001, section 7). */
export const getAnalytics = defineCall({
  method: "GET",
  path: "/api/admin/ai-analytics",
  query: AnalyticsQuerySchema,
  response: AiAnalyticsSchema,
  what: { query: "Analytics query" },
});

export const getQueryLog = defineCall({
  method: "GET",
  path: "/api/admin/ai-queries",
  query: QueryLogQuerySchema,
  response: z.array(AiQueryLogEntrySchema),
  what: { query: "Query log request" },
});

/** Per assistant, the share of rated answers marked not helpful over the last 30 days, and the reasons. */
export const getFeedbackSummary = defineCall({
  method: "GET",
  path: "/api/admin/ai-feedback",
  query: AnalyticsQuerySchema,
  response: FeedbackSummarySchema,
  what: { query: "Feedback summary query" },
});

/** The questions the assistants declined over the last 30 days, grouped by meaning, most asked first. */
export const getContentGaps = defineCall({
  method: "GET",
  path: "/api/admin/ai-content-gaps",
  query: AnalyticsQuerySchema,
  response: z.array(ContentGapSchema),
  what: { query: "Content gaps query" },
});
