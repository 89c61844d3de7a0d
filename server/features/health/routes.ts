import type { Feature } from "../../context";

const startedAt = Date.now();

export const healthFeature: Feature = (app, ctx) => {
  app.get("/api/health", async (_req, reply) => {
    const dbOk = await ctx.database.ping();
    return reply.status(dbOk ? 200 : 503).send({
      status: dbOk ? "ok" : "degraded",
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      database: { kind: ctx.database.kind, ok: dbOk },
    });
  });
};
