import type { FastifyInstance } from "fastify";
import * as calls from "@common/documents.api";
import type { AppContext } from "../../context";
import { route } from "../../http/route";
import { searchHistory } from "./history";
import { pastMeetings } from "./past-meetings";
import { documentRecord } from "./record";

/** The meeting records: a meeting's decisions, a place's or project's history, the past meetings. */
export function registerRecordRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, calls.getDocumentRecord, { config: { rateLimit: { max: 300, timeWindow: "1 minute" } } }, ({ params }) =>
    documentRecord(ctx.db, params.id),
  );
  route(app, calls.documentHistory, { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } }, ({ query }) =>
    searchHistory(ctx.db, query.q, query.body || undefined),
  );
  route(app, calls.listPastMeetings, { config: { rateLimit: { max: 300, timeWindow: "1 minute" } } }, () =>
    pastMeetings(ctx.db),
  );
}
