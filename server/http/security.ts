import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { PAGE_STARTER_SOURCE } from "./page-starter";

/**
 * Strict security headers on every response: no inline script but the page starter (allowed by its
 * hash), no framing by others.
 */
const securityHeaders: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'", PAGE_STARTER_SOURCE],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "https:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "frame-src": ["'self'"],
      "object-src": ["'self'"],
      "frame-ancestors": ["'self'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
    },
  },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: "same-origin" },
  hsts: { maxAge: 15552000, includeSubDomains: true },
  xFrameOptions: { action: "sameorigin" },
};

/** The headers Helmet sets with these options, worked out once (they are the same for every response). */
function securityHeaderValues(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(securityHeaders)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Sets the security headers on every response. Helmet's Fastify plugin built Helmet anew for each
 * request (parsing the content security policy every time); the headers never change, so they are
 * computed once.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaderValues();
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
