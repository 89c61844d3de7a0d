import { getHealth } from "@common/health.api";
import type { Feature } from "../../context";
import { route } from "../../http/route";
import { ingestionBacklog } from "../documents/service";

const startedAt = Date.now();

export const healthFeature: Feature = (app, ctx) => {
  route(app, getHealth, {}, async (_input, _req, reply) => {
    const dbOk = await ctx.database.ping();
    const ingestion = dbOk ? await ingestionBacklog(ctx.db).catch(() => null) : null;
    return reply.status(dbOk ? 200 : 503).send({
      status: dbOk ? "ok" : "degraded",
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      database: { kind: ctx.database.kind, ok: dbOk },
      ingestion,
    });
  });
};
