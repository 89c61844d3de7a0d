import crypto from "node:crypto";

/** A strong validator for a body: its SHA-256, quoted, as an HTTP ETag. */
export const etagOf = (body: string | Buffer) =>
  `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** Whether an If-None-Match header names this ETag (weakly compared, as GET allows) or is `*`. */
export function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(",").some((t) => {
    const v = t.trim();
    return v === "*" || v === etag || v === `W/${etag}`;
  });
}
