import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appState } from "../../db/core-schema";
import { clientKey } from "../../http/client-address";

const SECRET_KEY = "feedback.visitor-secret";
const secrets = new WeakMap<Db, Promise<Buffer>>();

/** The installation's secret for visitor hashes, made on first use and kept in app_state. */
async function loadSecret(db: Db): Promise<Buffer> {
  const fresh = crypto.randomBytes(32).toString("base64url");
  await db
    .insert(appState)
    .values({ key: SECRET_KEY, value: { secret: fresh } })
    .onConflictDoNothing();
  const [row] = await db.select().from(appState).where(eq(appState.key, SECRET_KEY));
  const secret = (row?.value as { secret?: string } | undefined)?.secret;
  if (!secret) throw new Error("the visitor secret could not be stored");
  return Buffer.from(secret, "base64url");
}

/**
 * Who rated an answer, as a keyed hash of the address the rate limits count (the `clientKey` of
 * `req.ip`, which honours TRUST_PROXY: an IPv6 visitor by its /64): the same visitor gives the same
 * hash, and the address itself is never stored nor recoverable from it without the installation's secret.
 */
export async function visitorHash(db: Db, ip: string): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return crypto
    .createHmac("sha256", await secret)
    .update(`visitor:${clientKey(ip)}`)
    .digest("base64url");
}

/** The key of a rated answer: its stored message. */
export function answerKey(a: { messageId: number }): string {
  return `m:${a.messageId}`;
}
