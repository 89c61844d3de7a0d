import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { API_PREFIX } from "@common/http";
import { PAGE_STARTER_SOURCE } from "./page-starter";

/**
 * Strict security headers on every response: no inline script but the page starter (allowed by its
 * hash), no plugins, no framing by others. Images: the site's own and the businesses' photos, which
 * admins give as https addresses anywhere (no page uses a data: image).
 */
const securityHeaders: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'", PAGE_STARTER_SOURCE],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "https:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "frame-src": ["'self'"],
      "object-src": ["'none'"],
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

/**
 * Powerful browser features the site never uses, denied to its pages and to anything they embed
 * (the clipboard, which the feed links' Copy button writes, stays allowed). Only names browsers
 * know: an unknown one is reported on every page.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The answers of these calls carry sessions, accounts and admin data: no cache may keep them. */
const PRIVATE_API = [`${API_PREFIX}users/`, `${API_PREFIX}admin/`];
const isPrivateApi = (url: string) => PRIVATE_API.some((prefix) => url.startsWith(prefix));

/** The headers Helmet sets with these options, worked out once (they are the same for every response). */
function securityHeaderValues(): Record<string, string> {
  const headers: Record<string, string> = { "permissions-policy": PERMISSIONS_POLICY };
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
  // Set as the answer leaves, so that it holds for every answer of these calls: errors, refusals
  // by the rate limits, and reads that would otherwise be revalidated (`no-cache`).
  app.addHook("onSend", (req, reply, payload, done) => {
    // The route's own path too: the router also matches an address with %-encoded letters.
    if (isPrivateApi(req.url) || isPrivateApi(req.routeOptions.url ?? "")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
