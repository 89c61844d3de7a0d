import crypto from "node:crypto";

/** Session tokens: 32 random bytes (256 bits), base64url, 43 characters. Only the hash is stored. */
export const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString("base64url");
}

/** Whether a string has the shape of one of our tokens (anything else is refused unhashed). */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** SHA-256 of the token, hex: what the sessions table keeps. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** The token of an `Authorization: Bearer …` header, or null when absent or of another scheme. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return m?.[1] ?? null;
}
