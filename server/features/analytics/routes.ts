import { AnalyticsQuerySchema, DEFAULT_QUERY_LOG_LIMIT, QueryLogQuerySchema } from "@common/analytics";
import type { Feature } from "../../context";
import { parseInput } from "../../http/errors";
import { makeGuards } from "../accounts/guards";
import { loadAnalytics, loadQueryLog } from "./queries";

/** Admin analytics of the assistants: the summary and the query log (document 001, section 7). */
export const analyticsFeature: Feature = (app, ctx) => {
  const { requireAdmin } = makeGuards(ctx);

  app.get("/api/admin/ai-analytics", { preHandler: requireAdmin }, async (req) => {
    const query = parseInput(AnalyticsQuerySchema, req.query, "Analytics query");
    return loadAnalytics(ctx.db, query.assistant);
  });

  app.get("/api/admin/ai-queries", { preHandler: requireAdmin }, async (req) => {
    const query = parseInput(QueryLogQuerySchema, req.query, "Query log request");
    return loadQueryLog(ctx.db, { limit: query.limit ?? DEFAULT_QUERY_LOG_LIMIT, assistant: query.assistant });
  });
};
