import type { FastifyRequest } from "fastify";

/**
 * What request logs must not print: the secrets some addresses carry. A feed's token
 * (`/feeds/{token}.xml`), a subscription's confirmation and unsubscribe tokens (the API's and the
 * pages' mail links), a page visit's chat session id (it shows that the visit's answers are its
 * own), and token-like query parameters.
 */
export const REDACTED = "[redacted]";

const SECRET_PATHS: Array<[RegExp, string]> = [
  [/^(\/feeds\/)[^/?#.]+/, `$1${REDACTED}`],
  [/^(\/api\/subscriptions\/(?:confirm|unsubscribe)\/)[^/?#]+/, `$1${REDACTED}`],
  [/^(\/subscriptions\/confirm\/)[^/?#]+/, `$1${REDACTED}`],
  [/^(\/unsubscribe\/)[^/?#]+/, `$1${REDACTED}`],
  [/^(\/api\/[^/]+\/chat-history\/)[^/?#]+/, `$1${REDACTED}`],
];
const SECRET_QUERY = /([?&](?:token|access_token|key|secret|signature|sig|session|sessionid)=)[^&#]*/gi;
/** The route parameters whose values are secrets, wherever they appear in the address. */
const SECRET_PARAMS = new Set(["token", "sessionId"]);

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** An address with its secrets replaced by `[redacted]` (the path read %-decoded, as the router reads it). */
export function redactUrl(url: string): string {
  const q = url.search(/[?#]/);
  let path = decoded(q < 0 ? url : url.slice(0, q));
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  return path + (q < 0 ? "" : url.slice(q).replace(SECRET_QUERY, `$1${REDACTED}`));
}

/**
 * A request's address as its log line prints it: `redactUrl`, and the values of its route's secret
 * parameters wherever they still appear (however the address was written).
 */
export function loggedUrl(request: FastifyRequest): string {
  let url = redactUrl(request.url);
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (SECRET_PARAMS.has(name) && typeof value === "string" && value.length >= 8)
      url = url.split(value).join(REDACTED);
  }
  return url;
}

/** The logger's `req` serializer: method and address (redacted), and for a request, where it came from. */
export function serializeRequest(req: { method?: string; url?: string; ip?: string; host?: string }) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    ...(req.host === undefined ? {} : { host: req.host }),
    ...(req.ip === undefined ? {} : { remoteAddress: req.ip }),
  };
}
