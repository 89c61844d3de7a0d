import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMAIL_UNAVAILABLE_MESSAGE,
  MAX_SUBSCRIPTIONS,
  SUBSCRIPTION_LIMIT_MESSAGE,
  SubscriptionSchema,
} from "@common/follows";
import { users } from "../accounts/schema";
import { bearer, createApprovedAdmin, createResident, type TestAccount } from "../../test/accounts";
import { createTestApp, eventually, type TestApp } from "../../test/harness";
import { linkIn, startSmtp, type SmtpReceiver } from "../../test/smtp";
import { hashToken } from "../accounts/tokens";
import { CONFIRMATION_COOLDOWN_MINUTES, CONFIRMATION_MAILS_PER_DAY } from "./confirmation-mails";
import { CONFIRMATION_SUBJECT } from "./messages";
import { confirmationMails, subscriptions } from "./schema";

const PUBLIC_URL = "https://ramona.example";
let t: TestApp;
let smtp: SmtpReceiver;
let address = 1;
const from = () => `10.2.0.${address++ % 250}`;

const subscribe = (who: TestAccount, payload: unknown) =>
  t.request({
    method: "POST",
    url: "/api/users/me/subscriptions",
    headers: bearer(who.token),
    payload: payload as object,
    remoteAddress: from(),
  });
const list = (who: TestAccount) =>
  t.request({ method: "GET", url: "/api/users/me/subscriptions", headers: bearer(who.token) });
const post = (url: string) => t.request({ method: "POST", url, remoteAddress: from() });
const mailsTo = (who: TestAccount) =>
  smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(`${who.username}@example.com`));
/** Moves the resident's recorded confirmation mails back in time, as if `minutes` had passed. */
const age = (who: TestAccount, minutes: number) =>
  t.database.db
    .update(confirmationMails)
    .set({ sentAt: sql`${confirmationMails.sentAt} - make_interval(mins => ${minutes})` })
    .where(eq(confirmationMails.addressHash, hashToken(`${who.username}@example.com`)));
const pastCooldown = (who: TestAccount) => age(who, CONFIRMATION_COOLDOWN_MINUTES + 1);

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    mail: { smtpUrl: smtp.url, from: "Ramona Alerts <alerts@example.org>" },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("e-mail subscriptions", () => {
  it("offers e-mail alerts when SMTP is configured", async () => {
    expect((await t.request({ method: "GET", url: "/api/follows/options" })).body).toEqual({ emailAlerts: true });
  });

  it("subscribes with a double opt-in: a confirmation link by mail makes it active", async () => {
    const r = await createResident(t);
    const res = await subscribe(r, { target: { kind: "search", query: "Highway 67" } });
    expect(res.status).toBe(201);
    const sub = SubscriptionSchema.parse(res.body);
    expect(sub).toMatchObject({ state: "pending", frequency: "immediate", label: "“Highway 67” in the minutes" });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        "atomUrl",
        "body",
        "calendarUrl",
        "confirmation",
        "createdAt",
        "feedUrl",
        "frequency",
        "id",
        "kind",
        "label",
        "query",
        "state",
      ].sort(),
    );
    await eventually(async () => mailsTo(r).length === 1);
    const mail = mailsTo(r)[0]!;
    expect(mail.from?.text).toContain("alerts@example.org");
    expect(mail.html).toContain(`${PUBLIC_URL}/subscriptions/confirm/`);
    const { token } = linkIn(mail, `${PUBLIC_URL}/subscriptions/confirm/`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]!;
    expect(stored.confirmHash).not.toBe(token);

    // Opening the link (as a mail scanner does) only reads what it would confirm.
    for (let i = 0; i < 2; i++) {
      const read = await t.request({
        method: "GET",
        url: `/api/subscriptions/confirm/${token}`,
        remoteAddress: from(),
      });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ label: "“Highway 67” in the minutes", frequency: "immediate" });
      expect(read.headers["cache-control"]).toBe("no-store");
    }
    expect((await list(r)).body[0].state).toBe("pending");

    const confirmed = await post(`/api/subscriptions/confirm/${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.label).toBe("“Highway 67” in the minutes");
    // The link is used up: posting or reading it again is refused with a reason.
    const twice = await post(`/api/subscriptions/confirm/${token}`);
    expect(twice.status).toBe(404);
    expect(twice.body.error).toMatch(/already used/);
    expect((await t.request({ method: "GET", url: `/api/subscriptions/confirm/${token}` })).status).toBe(404);
    expect(
      (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]!.confirmHash,
    ).toBeNull();
    expect((await list(r)).body).toEqual([{ ...sub, state: "active" }]);

    // The same target again (however typed) answers the same subscription, and mails nothing more.
    const again = await subscribe(r, { target: { kind: "search", query: "highway  67" }, frequency: "weekly" });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(sub.id);
    expect(mailsTo(r)).toHaveLength(1);
    // Its private feed is not the public one.
    const pub = await t.request({
      method: "POST",
      url: "/api/follows",
      payload: { kind: "search", query: "Highway 67" },
    });
    expect(pub.body.feedUrl).not.toBe(sub.feedUrl);
    const feed = await t.request({ method: "GET", url: new URL(sub.feedUrl).pathname });
    expect(feed.status).toBe(200);
    expect(feed.headers["cache-control"]).toBe("private, max-age=300");
  });

  it("a pending subscription asked again gets a new link; an expired link answers 410", async () => {
    const r = await createResident(t);
    const first = await subscribe(r, { target: { kind: "body", body: "design-review" }, frequency: "weekly" });
    expect(first.status).toBe(201);
    await eventually(async () => mailsTo(r).length === 1);
    const old = linkIn(mailsTo(r)[0]!, `${PUBLIC_URL}/subscriptions/confirm/`).token;
    await pastCooldown(r);
    const second = await subscribe(r, { target: { kind: "body", body: "design-review" } });
    expect(second.status).toBe(200);
    await eventually(async () => mailsTo(r).length === 2);
    expect((await post(`/api/subscriptions/confirm/${old}`)).status).toBe(404);
    const fresh = linkIn(mailsTo(r)[1]!, `${PUBLIC_URL}/subscriptions/confirm/`).token;
    await t.database.db
      .update(subscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, first.body.id));
    const expired = await post(`/api/subscriptions/confirm/${fresh}`);
    expect(expired.status).toBe(410);
    expect((await t.request({ method: "GET", url: `/api/subscriptions/confirm/${fresh}` })).status).toBe(410);
    expect(typeof expired.body.error).toBe("string");
    expect((await list(r)).body[0].state).toBe("pending");
  });

  it("mails one confirmation per address per cool-down, however often it is asked", async () => {
    const r = await createResident(t);
    const first = await subscribe(r, { target: { kind: "search", query: "Main Street" } });
    expect(first.status).toBe(201);
    expect(first.body.confirmation).toEqual({ mail: "sent", retryAfterMinutes: null, earlierLink: false });
    // Asked again within the cool-down: the answer says a link went out recently, and when another can.
    const { confirmation: _sent, ...subscription } = first.body;
    for (let i = 0; i < 9; i++) {
      const again = await subscribe(r, { target: { kind: "search", query: "Main Street" } });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({
        ...subscription,
        confirmation: { mail: "recently-sent", retryAfterMinutes: CONFIRMATION_COOLDOWN_MINUTES, earlierLink: true },
      });
    }
    // Another follow within the cool-down: made, but no mail, and no link of its own yet.
    const other = await subscribe(r, { target: { kind: "body", body: "rcpg" } });
    expect(other.status).toBe(201);
    expect(other.body.state).toBe("pending");
    expect(other.body.confirmation).toEqual({
      mail: "recently-sent",
      retryAfterMinutes: CONFIRMATION_COOLDOWN_MINUTES,
      earlierLink: false,
    });
    await eventually(async () => mailsTo(r).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(r)).toHaveLength(1);
    // The link mailed still works: asking again did not replace it.
    const { token } = linkIn(mailsTo(r)[0]!, `${PUBLIC_URL}/subscriptions/confirm/`);
    expect((await post(`/api/subscriptions/confirm/${token}`)).status).toBe(200);
    // After the cool-down, asking again for the other one mails its link.
    await pastCooldown(r);
    expect((await subscribe(r, { target: { kind: "body", body: "rcpg" } })).status).toBe(200);
    await eventually(async () => mailsTo(r).length === 2);
  });

  it(`mails one address at most ${CONFIRMATION_MAILS_PER_DAY} confirmations a day`, async () => {
    const r = await createResident(t);
    for (let i = 0; i < CONFIRMATION_MAILS_PER_DAY + 3; i++) {
      const res = await subscribe(r, { target: { kind: "search", query: `daily cap ${i}` } });
      expect(res.status).toBe(201);
      await pastCooldown(r);
    }
    await eventually(async () => mailsTo(r).length === CONFIRMATION_MAILS_PER_DAY);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(r)).toHaveLength(CONFIRMATION_MAILS_PER_DAY);
    const capped = await subscribe(r, { target: { kind: "search", query: "daily cap 7" } });
    expect(capped.body.confirmation).toMatchObject({ mail: "recently-sent", earlierLink: false });
    expect(capped.body.confirmation.retryAfterMinutes).toBeGreaterThan(20 * 60);
    await age(r, 24 * 60);
    expect((await subscribe(r, { target: { kind: "search", query: "daily cap 0" } })).status).toBe(200);
    await eventually(async () => mailsTo(r).length === CONFIRMATION_MAILS_PER_DAY + 1);
  });

  it("keeps what the requester typed out of the subject, and escapes it in the body", async () => {
    const r = await createResident(t);
    const hostile = "x\nBcc: victim@example.net <script>alert(1)</script> Urgent: verify your bank";
    const res = await subscribe(r, { target: { kind: "search", query: hostile } });
    expect(res.status).toBe(201);
    await eventually(async () => mailsTo(r).length === 1);
    const mail = mailsTo(r)[0]!;
    expect(mail.subject).toBe(CONFIRMATION_SUBJECT);
    expect(mail.subject).not.toMatch(/script|Bcc|bank/i);
    expect(mail.headers.get("bcc")).toBeUndefined();
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.text).toContain("If you did not ask for this, ignore this message");
  });

  it("refuses bad input and bad links with JSON 4xx, and others' subscriptions with 404", async () => {
    const r = await createResident(t);
    for (const payload of [
      {},
      { target: { kind: "search" } },
      { target: { kind: "body", body: "rcpg" }, frequency: "daily" },
      { target: { kind: "search", query: "x".repeat(201) } },
      { target: { kind: "search", query: "tower" }, extra: true },
    ]) {
      const res = await subscribe(r, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
    for (const bad of ["short", "a".repeat(44), `${"a".repeat(42)}=`]) {
      expect((await post(`/api/subscriptions/confirm/${bad}`)).status).toBe(400);
      expect((await post(`/api/subscriptions/unsubscribe/${bad}`)).status).toBe(400);
    }
    expect((await post(`/api/subscriptions/confirm/${"b".repeat(43)}`)).status).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/subscriptions/confirm/${"b".repeat(43)}` })).status).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/subscriptions/confirm/short" })).status).toBe(400);
    expect((await post(`/api/subscriptions/unsubscribe/${"b".repeat(43)}`)).status).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/subscriptions/unsubscribe/${"b".repeat(43)}` })).status).toBe(
      404,
    );
    expect((await t.request({ method: "GET", url: "/api/subscriptions/unsubscribe/short" })).status).toBe(400);
    // Mail clients post a form (RFC 8058), url-encoded or multipart: read, and answered as JSON.
    for (const [type, payload] of [
      ["application/x-www-form-urlencoded", "List-Unsubscribe=One-Click"],
      [
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      ],
    ]) {
      const res = await t.request({
        method: "POST",
        url: `/api/subscriptions/unsubscribe/${"c".repeat(43)}`,
        headers: { "content-type": type! },
        payload: payload!,
      });
      expect(res.status, type).toBe(404);
      expect(typeof res.body.error).toBe("string");
    }

    const mine = await subscribe(r, { target: { kind: "body", body: "rcpg" } });
    const other = await createResident(t);
    const del = (who: TestAccount, id: unknown) =>
      t.request({ method: "DELETE", url: `/api/users/me/subscriptions/${id}`, headers: bearer(who.token) });
    expect((await del(other, mine.body.id)).status).toBe(404);
    expect((await del(r, "abc")).status).toBe(400);
    expect((await del(r, mine.body.id)).status).toBe(200);
    expect((await list(r)).body).toEqual([]);

    expect((await t.request({ method: "GET", url: "/api/users/me/subscriptions" })).status).toBe(401);
    const admin = await createApprovedAdmin(t);
    expect((await list(admin)).status).toBe(403);
  });

  it(`keeps at most ${MAX_SUBSCRIPTIONS} subscriptions a resident, and deletes them with the account`, async () => {
    const r = await createResident(t);
    await t.database.db.insert(subscriptions).values(
      Array.from({ length: MAX_SUBSCRIPTIONS }, (_, i) => ({
        userId: r.id,
        kind: "search" as const,
        query: `topic ${i}`,
        targetKey: `search||topic ${i}`,
        feedToken: `feed-${r.id}-${i}`,
        confirmHash: `hash-${r.id}-${i}`,
        confirmExpiresAt: new Date(Date.now() + 3600_000),
      })),
    );
    const res = await subscribe(r, { target: { kind: "search", query: "one too many" } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(SUBSCRIPTION_LIMIT_MESSAGE);
    expect((await subscribe(r, { target: { kind: "search", query: "Topic 3" } })).status).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, r.id));
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(eq(subscriptions.userId, r.id));
    expect(Number(left!.n)).toBe(0);
  });

  it("undoes a new subscription whose confirmation could not be sent", async () => {
    const r = await createResident(t);
    smtp.refusing = true;
    try {
      const res = await subscribe(r, { target: { kind: "search", query: "Mussey Grade" } });
      expect(res.status).toBe(503);
    } finally {
      smtp.refusing = false;
    }
    expect((await list(r)).body).toEqual([]);
    // A mail that could not be sent does not count towards the cool-down.
    expect((await subscribe(r, { target: { kind: "search", query: "Mussey Grade" } })).status).toBe(201);
    await eventually(async () => mailsTo(r).length === 1);
  });
});

describe("without SMTP", () => {
  it("offers feeds only and answers 503 to a subscription", async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.request({ method: "GET", url: "/api/follows/options" })).body).toEqual({
        emailAlerts: false,
      });
      const r = await createResident(plain);
      const res = await plain.request({
        method: "POST",
        url: "/api/users/me/subscriptions",
        headers: bearer(r.token),
        payload: { target: { kind: "body", body: "rcpg" } },
      });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(EMAIL_UNAVAILABLE_MESSAGE);
    } finally {
      await plain.close();
    }
  });
});
