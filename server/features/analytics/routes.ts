import { DEFAULT_QUERY_LOG_LIMIT } from "@common/analytics";
import { getAnalytics, getContentGaps, getFeedbackSummary, getQueryLog } from "@common/analytics.api";
import type { Feature } from "../../context";
import { route } from "../../http/route";
import { makeGuards } from "../accounts/guards";
import { feedbackSummary } from "../feedback/stats";
import { loadContentGaps } from "./gaps";
import { loadAnalytics, loadQueryLog } from "./queries";

/**
 * Admin analytics of the assistants: the summary and the query log (document 001, section 7), the
 * residents' ratings and the content gaps.
 */
export const analyticsFeature: Feature = (app, ctx) => {
  const { requireAdmin } = makeGuards(ctx);

  route(app, getAnalytics, { preHandler: requireAdmin }, ({ query }) => loadAnalytics(ctx.db, query.assistant));

  route(app, getQueryLog, { preHandler: requireAdmin }, ({ query }) =>
    loadQueryLog(ctx.db, { limit: query.limit ?? DEFAULT_QUERY_LOG_LIMIT, assistant: query.assistant }),
  );

  route(app, getFeedbackSummary, { preHandler: requireAdmin }, ({ query }) => feedbackSummary(ctx.db, query.assistant));

  route(app, getContentGaps, { preHandler: requireAdmin }, ({ query }) => loadContentGaps(ctx.db, query.assistant));
};
