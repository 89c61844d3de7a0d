import { z } from "zod";
import { AiAnalyticsSchema, AiQueryLogEntrySchema, AnalyticsQuerySchema, QueryLogQuerySchema } from "./analytics";
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
