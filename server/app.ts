import { EventEmitter } from "node:events";
import zlib from "node:zlib";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { clientKey, fastifyTrustProxy } from "./http/client-address";
import { frameworkError, registerErrorHandler } from "./http/errors";
import { loggedUrl, serializeRequest } from "./http/log-redaction";
import { registerSecurityHeaders } from "./http/security";
import { ReadCache } from "./http/read-cache";
import { registerWeb } from "./http/web";
import { features } from "./features";
import type { AppContext, AppEvents } from "./context";
import { MAX_UPLOAD_BYTES } from "@common/documents";
import { API_PREFIX } from "@common/http";

const ADMIN_PREFIX = `${API_PREFIX}admin/`;

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Logger setting; tests pass false. */
  logger?: boolean | object;
  /** Start background work (demonstration content, ingestion queue). Tests opt in. */
  background?: boolean;
  /** Told of every route as it is registered (the route fuzz test drives each one). */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * One log line a request, when it completes (its method, address with its secrets redacted, status
 * and time), not Fastify's two: the second line was a third of the cost of a read served from memory.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = {
      req: { method: request.method, url: loggedUrl(request) },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/** Logger options whose `req` serializer redacts the secrets of addresses (`http/log-redaction.ts`). */
function withRedaction(logger: boolean | object): boolean | object {
  if (typeof logger !== "object") return logger ? { serializers: { req: serializeRequest } } : false;
  const given = logger as { serializers?: Record<string, unknown> };
  return { ...logger, serializers: { ...given.serializers, req: serializeRequest } };
}

/** Builds the whole server from a configuration and an open database. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: withRedaction(opts.logger ?? { level: config.logLevel }),
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // An address the router cannot read (a broken %-encoding, an overlong part) gets the app's error body.
    frameworkErrors: (err, _req, reply) => {
      const { status, body } = frameworkError(err);
      return (reply as FastifyReply).status(status).send(body);
    },
  });

  if (opts.onRoute) app.addHook("onRoute", opts.onRoute);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // Every text response goes out compressed when the browser takes it (Brotli, else gzip); pages
  // and assets carry copies compressed at build, which this leaves as they are.
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Every per-address limit counts a client once: an IPv6 address by its /64 (http/client-address.ts).
  await app.register(rateLimit, { global: false, keyGenerator: (req) => clientKey(req.ip) });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });

  const reads = new ReadCache();
  await reads.follow(database);
  app.addHook("onClose", () => reads.close());
  // An admin's change is seen by the next read on this instance at once (other instances drop
  // their copies when the database's notification reaches them).
  app.addHook("onSend", (req, reply, payload, done) => {
    if (req.method !== "GET" && req.method !== "HEAD" && req.url.startsWith(ADMIN_PREFIX) && reply.statusCode < 400)
      reads.invalidate(null);
    done(null, payload);
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    background: opts.background ?? false,
    reads,
    events: new EventEmitter<AppEvents>(),
  };
  for (const feature of features) {
    await app.register(async (scope) => feature(scope, ctx));
  }

  const noApiRoute = async (req: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ error: `No API route ${req.method} ${req.url.split("?")[0]}`, code: "not_found" });
  app.all(`${API_PREFIX}*`, noApiRoute);
  app.all(API_PREFIX.replace(/\/$/, ""), noApiRoute); // "/api" and "/api/" themselves
  await registerWeb(app, config);
  return app;
}
