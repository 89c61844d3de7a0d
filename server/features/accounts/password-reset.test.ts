import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_REQUESTED_MESSAGE } from "@common/accounts";
import { auditLog } from "../../db/core-schema";
import { bearer, createResident, type TestAccount } from "../../test/accounts";
import { createTestApp, eventually, type TestApp } from "../../test/harness";
import { startSmtp, type SmtpReceiver } from "../../test/smtp";
import { confirmationMails } from "../follows/schema";
import { RESET_SUBJECT } from "./reset-mail";
import { passwordResets } from "./schema";
import { createSession } from "./sessions";
import { hashToken } from "./tokens";

const PUBLIC_URL = "https://ramona.example";
const NEW_PASSWORD = "Julian-apple-1870";
let t: TestApp;
let smtp: SmtpReceiver;
let address = 0;
const from = () => `10.6.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    mail: { smtpUrl: smtp.url, from: "Ramona <site@example.org>" },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const emailOf = (who: TestAccount) => `${who.username}@example.com`;
const request = (email: string, remoteAddress = from()) =>
  t.request({ method: "POST", url: "/api/users/password-reset", payload: { email }, remoteAddress });
const confirm = (token: string, newPassword = NEW_PASSWORD) =>
  t.request({
    method: "POST",
    url: "/api/users/password-reset/confirm",
    payload: { token, newPassword },
    remoteAddress: from(),
  });
const login = (username: string, password: string) =>
  t.request({ method: "POST", url: "/api/users/login", payload: { username, password }, remoteAddress: from() });
const mailsTo = (email: string) => smtp.messages.filter((m) => JSON.stringify(m.to ?? "").includes(email));

/** Asks for a reset and waits for its mail; the token of the mail's link. */
async function resetToken(who: TestAccount, count = 1): Promise<string> {
  expect((await request(emailOf(who))).status).toBe(202);
  await eventually(async () => mailsTo(emailOf(who)).length >= count);
  const mail = mailsTo(emailOf(who)).at(-1)!;
  const url = (mail.text ?? "").split(/\s+/).find((w) => w.startsWith(`${PUBLIC_URL}/reset-password?token=`))!;
  return new URL(url).searchParams.get("token")!;
}

describe("POST /api/users/password-reset", () => {
  it("answers 202 with the same body for a known and an unknown address; mails only the known one", async () => {
    const me = await createResident(t);
    const known = await request(emailOf(me));
    const unknown = await request("nobody-at-all@example.com");
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    expect(known.headers["cache-control"]).toBe("no-store");
    await eventually(async () => mailsTo(emailOf(me)).length === 1);
    const mail = mailsTo(emailOf(me))[0]!;
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(mailsTo("nobody-at-all@example.com")).toEqual([]);
  });

  it("keeps only the hash of the token, with an expiry an hour away", async () => {
    const me = await createResident(t);
    const token = await resetToken(me);
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, me.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBe(60);
  });

  it("mails one link per address per cool-down; a later request replaces the earlier link", async () => {
    const me = await createResident(t);
    const first = await resetToken(me);
    expect((await request(emailOf(me))).status).toBe(202);
    // The second request inside the cool-down mails nothing; the first link still works.
    const rows = () => t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, me.id));
    expect((await rows())[0]!.tokenHash).toBe(hashToken(first));
    await t.database.db
      .update(confirmationMails)
      .set({ sentAt: sql`${confirmationMails.sentAt} - make_interval(mins => 6)` })
      .where(eq(confirmationMails.addressHash, hashToken(emailOf(me))));
    const second = await resetToken(me, 2);
    expect(second).not.toBe(first);
    expect(await rows()).toHaveLength(1);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
  });

  it("limits the requests of one client address (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await request(`someone${i}@example.com`, "10.5.5.5")).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe("POST /api/users/password-reset/confirm", () => {
  it("sets the password, uses the link up and ends every session", async () => {
    const me = await createResident(t);
    const other = await createSession(t.database.db, { kind: "user", userId: me.id });
    const token = await resetToken(me);
    const res = await confirm(token);
    expect(res.status, res.raw).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const s of [me.token, other])
      expect((await t.request({ method: "GET", url: "/api/users/me", headers: bearer(s) })).status).toBe(401);
    expect((await login(me.username, me.password)).status).toBe(401);
    expect((await login(me.username, NEW_PASSWORD)).status).toBe(200);
    expect(await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, me.id))).toEqual([]);
    // One-time: the same link again is refused.
    const again = await confirm(token, "Another-pass-2040");
    expect(again.status).toBe(400);
    expect((await login(me.username, NEW_PASSWORD)).status).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.password_reset"), eq(auditLog.targetId, String(me.id))));
    expect(audit).toMatchObject({ actorKind: "user", adminUsername: me.username, targetId: String(me.id) });
  });

  it("refuses an expired link and leaves the password as it was", async () => {
    const me = await createResident(t);
    const token = await resetToken(me);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, me.id));
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("This reset link is not valid or has expired. Ask for a new one.");
    expect((await login(me.username, me.password)).status).toBe(200);
  });

  it("refuses an unknown or malformed token, and a new password that breaks the rules", async () => {
    const me = await createResident(t);
    expect((await confirm("A".repeat(43))).status).toBe(400);
    expect((await confirm("short")).status).toBe(400);
    const token = await resetToken(me);
    expect((await confirm(token, "password123")).status).toBe(400);
    expect((await confirm(token, me.username)).status).toBe(400);
    // A refused password leaves the link usable.
    expect((await confirm(token)).status).toBe(200);
  });
});

describe("without SMTP", () => {
  it("answers the same 202 and mails nothing", async () => {
    const bare = await createTestApp({ mail: null });
    try {
      const me = await createResident(bare);
      const res = await bare.request({
        method: "POST",
        url: "/api/users/password-reset",
        payload: { email: emailOf(me) },
      });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(await bare.database.db.select().from(passwordResets)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
