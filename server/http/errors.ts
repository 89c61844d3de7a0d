import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError, type ZodType } from "zod";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "too_large"
  | "unsupported_type"
  | "rate_limited"
  | "unavailable"
  | "internal";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** Every code an error body can carry. */
export const ERROR_CODES = Object.keys(STATUS) as ErrorCode[];

/** The one error type of the server; mapped once to `{ error, code }` JSON. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (m: string) => new AppError("bad_request", m);
export const unauthorized = (m = "Authentication required") => new AppError("unauthorized", m);
export const forbidden = (m = "Not allowed") => new AppError("forbidden", m);
export const notFound = (m = "Not found") => new AppError("not_found", m);
export const conflict = (m: string) => new AppError("conflict", m);

export function zodMessage(err: ZodError): string {
  return err.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}

/** Validates input against a shared schema; a mismatch is a 400 with a clear message. */
export function parseInput<T>(schema: ZodType<T>, value: unknown, what = "Request"): T {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw badRequest(`${what} is invalid: ${zodMessage(r.error)}`);
  return r.data;
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_type",
  FST_ERR_CTP_BODY_TOO_LARGE: "too_large",
  FST_REQ_FILE_TOO_LARGE: "too_large",
  FST_FILES_LIMIT: "too_large",
  FST_PARTS_LIMIT: "too_large",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "unsupported_type",
};

/** The answer to an address the router could not read, before any route or hook runs. */
export function frameworkError(err: FastifyError): { status: number; body: { error: string; code: ErrorCode } } {
  if (err.code === "FST_ERR_BAD_URL")
    return {
      status: 400,
      body: { error: "The address is not valid: it holds a broken %-encoding", code: "bad_request" },
    };
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH")
    return { status: 400, body: { error: "The address is not valid: a part of it is too long", code: "bad_request" } };
  return { status: 500, body: { error: "Something went wrong on our side. Please try again.", code: "internal" } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.status).send({ error: err.message, code: err.code });
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({ error: zodMessage(err), code: "bad_request" });
    }
    const fe = err as FastifyError;
    const mapped = fe.code ? FASTIFY_CODES[fe.code] : undefined;
    if (mapped) {
      return reply.status(STATUS[mapped]).send({ error: fe.message, code: mapped });
    }
    const status = fe.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: "Too many requests. Please wait and try again.", code: "rate_limited" });
    }
    if (status >= 400 && status < 500) {
      const message =
        fe.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "Request body is empty"
          : fe.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err.name === "SyntaxError"
            ? "Request body is not valid JSON"
            : fe.message;
      return reply.status(status).send({ error: message, code: status === 413 ? "too_large" : "bad_request" });
    }
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again.", code: "internal" });
  });
}
