import Fastify, { type FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { registerErrorHandler } from "./http/errors";
import { securityHeaders } from "./http/security";
import { registerWeb } from "./http/web";
import { features } from "./features";
import type { AppContext } from "./context";
import { MAX_UPLOAD_BYTES } from "@common/documents";
import { API_PREFIX } from "@common/http";

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Logger setting; tests pass false. */
  logger?: boolean | object;
  /** Start background work (demonstration content, ingestion queue). Tests opt in. */
  background?: boolean;
};

/** Builds the whole server from a configuration and an open database. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  registerErrorHandler(app);
  await app.register(helmet, securityHeaders);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    background: opts.background ?? false,
  };
  for (const feature of features) {
    await app.register(async (scope) => feature(scope, ctx));
  }

  app.all(`${API_PREFIX}*`, async (req, reply) =>
    reply.status(404).send({ error: `No API route ${req.method} ${req.url.split("?")[0]}`, code: "not_found" }),
  );
  await registerWeb(app, config);
  return app;
}
