import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { openDatabase } from "../../db/client";
import { queryRows } from "../../db/rows";
import { bearer, createApprovedAdmin, createResident, type TestAccount } from "../../test/accounts";
import { addIndexedDocument } from "../../test/assistants";
import { upload, waitForDocument } from "../../test/documents";
import { createTestApp, eventually, type TestApp } from "../../test/harness";
import { makePdf } from "../../test/pdfs";
import { linkIn, startSmtp, type SmtpReceiver } from "../../test/smtp";
import { indexDocumentText } from "../documents/minutes/index-document";
import { followLinks } from "./links";
import { createMailer } from "./mailer";
import { alertDeliveries, alertRuns, subscriptions } from "./schema";
import { AlertWorker } from "./worker";

/**
 * E-mail alerts through a local SMTP receiver: one message per subscriber and document, even when
 * the app restarts in the middle of a run; one-click unsubscribe; a weekly digest.
 */

const PUBLIC_URL = "https://ramona.example";
const DAY = 24 * 3600_000;
let t: TestApp;
let smtp: SmtpReceiver;
let admin: TestAccount;
let address = 1;
const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as unknown as FastifyBaseLogger;

const emailOf = (r: TestAccount) => `${r.username}@example.com`;
const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).map((a) => a?.text ?? "").join(",");
const mailsTo = (r: TestAccount) => smtp.messages.filter((m) => to(m).includes(emailOf(r)));
/** A header as sent (mailparser gathers the List-* headers under "list"). */
const headerOf = (m: ParsedMail, name: string) =>
  m.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "") ?? null;
const alertsTo = (r: TestAccount) => mailsTo(r).filter((m) => headerOf(m, "list-unsubscribe"));

async function subscribed(query: string | null, frequency: "immediate" | "weekly" = "immediate", confirm = true) {
  const r = await createResident(t);
  const target = query === null ? { kind: "body", body: "rcpg" } : { kind: "search", query };
  const res = await t.request({
    method: "POST",
    url: "/api/users/me/subscriptions",
    headers: bearer(r.token),
    payload: { target, frequency },
    remoteAddress: `10.3.0.${address++ % 250}`,
  });
  expect(res.status).toBe(201);
  await eventually(async () => mailsTo(r).length === 1);
  if (confirm) {
    const { token } = linkIn(mailsTo(r)[0]!, `${PUBLIC_URL}/subscriptions/confirm/`);
    expect((await t.request({ method: "POST", url: `/api/subscriptions/confirm/${token}` })).status).toBe(200);
  }
  return r;
}

const minutes = (date: string, item: string) =>
  makePdf([
    [
      `RAMONA COMMUNITY PLANNING GROUP`,
      `Minutes of the Regular Meeting of ${date}`,
      "1. CALL TO ORDER",
      "2. ROLL CALL",
    ],
    [
      item,
      "Motion by Member Ortiz, seconded by Member Lee, to recommend denial. Motion carried 5-0.",
      "9. ADJOURNMENT",
    ],
  ]);

async function index(title: string, date: string, item: string) {
  const res = await upload(
    t,
    admin.token,
    { name: `${title}.pdf`, data: await minutes(date, item) },
    { title, meetingDate: date },
  );
  expect(res.status).toBe(202);
  expect((await waitForDocument(t, admin.token, res.body.document.id)).status).toBe("active");
  return Number(res.body.document.id);
}

const runOf = async (documentId: number) =>
  (await t.database.db.select().from(alertRuns).where(eq(alertRuns.documentId, documentId)))[0];

/** Closes the app (the message being sent is finished) and builds another on the same database. */
async function restart(background = true) {
  await t.app.close();
  await t.database.close();
  const database = await openDatabase({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
  const app = await buildApp({ config: t.config, database, logger: false, background });
  await app.ready();
  const cleanup = t.close;
  t = {
    ...t,
    app,
    database,
    request: async (o) => {
      const res = await app.inject(o);
      const json = String(res.headers["content-type"] ?? "").includes("json") && res.body;
      return {
        status: res.statusCode,
        body: json ? JSON.parse(res.body) : res.body,
        headers: res.headers,
        raw: res.body,
      };
    },
    close: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp(
    { publicUrl: PUBLIC_URL, mail: { smtpUrl: smtp.url, from: "Ramona Alerts <alerts@example.org>" } },
    { background: true },
  );
  admin = await createApprovedAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("e-mail alerts", () => {
  let readers: TestAccount[];
  let towerDoc: number;

  it("sends exactly one message per subscriber and document, across a restart in the middle of the run", async () => {
    readers = [];
    for (let i = 0; i < 5; i++) readers.push(await subscribed("cell tower"));
    const bodyReader = await subscribed(null);
    const pending = await subscribed("cell tower", "immediate", false);
    const elsewhere = await subscribed("Dye Road solar");
    const weekly = await subscribed("cell tower", "weekly");

    smtp.delayMs = 400;
    towerDoc = await index("RCPG Minutes — April 2, 2026", "2026-04-02", "5. Cell Tower on Mussey Grade Road");
    await eventually(async () => smtp.messages.some((m) => headerOf(m, "list-unsubscribe")), 15_000);
    await restart();
    const beforeRestart = smtp.messages.filter((m) => headerOf(m, "list-unsubscribe")).length;
    expect(beforeRestart).toBeLessThan(6);
    smtp.delayMs = 0;
    await eventually(async () => (await runOf(towerDoc))?.finishedAt != null, 20_000);
    // Both instances sent part of the run.
    const senders = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(DISTINCT claimed_by)::int AS n FROM alert_deliveries WHERE document_id = ${towerDoc}`,
    );
    expect(Number(senders[0]!.n)).toBe(2);

    for (const r of [...readers, bodyReader]) expect(alertsTo(r), r.username).toHaveLength(1);
    for (const r of [pending, elsewhere, weekly]) expect(alertsTo(r), r.username).toHaveLength(0);
    expect(await runOf(towerDoc)).toMatchObject({ matched: 6, sent: 6, failed: 0, error: null });

    const mail = alertsTo(readers[0]!)[0]!;
    expect(mail.subject).toBe("“cell tower” in the minutes: RCPG Minutes — April 2, 2026");
    expect(mail.text).toContain("5. Cell Tower on Mussey Grade Road (Carried 5-0)");
    expect(mail.text).toContain(`${PUBLIC_URL}/documents/${towerDoc}#item-`);
    expect(mail.html).toContain(`${PUBLIC_URL}/api/documents/${towerDoc}/file#page=2`);
    expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(headerOf(mail, "list-unsubscribe")).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/subscriptions/unsubscribe/[A-Za-z0-9_-]{43}>$`),
    );
    expect(linkIn(mail, `${PUBLIC_URL}/unsubscribe/`).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }, 90_000);

  it("does not send again when the document is indexed again", async () => {
    const before = smtp.messages.length;
    await indexDocumentText(
      t.database.db,
      { id: towerDoc, title: "RCPG Minutes — April 2, 2026" },
      ["Cell Tower again"],
      "2026-04-02",
    );
    const other = await index("RCPG Minutes — May 7, 2026", "2026-05-07", "4. Pamo Road culvert");
    await eventually(async () => (await runOf(other))?.finishedAt != null, 20_000);
    // Only the follower of the whole body hears of the culvert.
    expect(smtp.messages.length).toBe(before + 1);
    expect((await t.database.db.select().from(alertRuns).where(eq(alertRuns.documentId, towerDoc))).length).toBe(1);
  }, 60_000);

  it("unsubscribes with one click, without a session, from the message's headers or its page", async () => {
    const [first, second] = [readers[0]!, readers[1]!];
    const headerUrl = /<([^>]+)>/.exec(headerOf(alertsTo(first)[0]!, "list-unsubscribe")!)![1]!;
    const oneClick = await t.request({
      method: "POST",
      url: new URL(headerUrl).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body.label).toBe("“cell tower” in the minutes");
    expect((await t.request({ method: "POST", url: new URL(headerUrl).pathname })).status).toBe(404);
    // The page's link: opening it (GET, as a mail scanner does) only reads what it would end.
    const { token } = linkIn(alertsTo(second)[0]!, `${PUBLIC_URL}/unsubscribe/`);
    const url = `/api/subscriptions/unsubscribe/${token}`;
    for (let i = 0; i < 2; i++) {
      const read = await t.request({ method: "GET", url });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ label: "“cell tower” in the minutes", frequency: "immediate" });
      expect(read.headers["cache-control"]).toBe("no-store");
    }
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, second.id))).toHaveLength(1);
    // The page's button posts it: then the subscription is gone, and the link reads as used.
    expect((await t.request({ method: "POST", url })).status).toBe(200);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, second.id))).toEqual([]);
    expect((await t.request({ method: "GET", url })).status).toBe(404);

    const next = await index("RCPG Minutes — June 4, 2026", "2026-06-04", "6. Cell Tower lighting plan");
    await eventually(async () => (await runOf(next))?.finishedAt != null, 20_000);
    expect(alertsTo(first)).toHaveLength(1);
    expect(alertsTo(second)).toHaveLength(1);
    expect(alertsTo(readers[2]!)).toHaveLength(2);
  }, 60_000);

  it("counts a refused message as a failure, and never resends one a stopped instance left sending", async () => {
    smtp.refusing = true;
    let refused: number;
    try {
      refused = await index("RCPG Minutes — July 2, 2026", "2026-07-02", "3. Cell Tower appeal");
      await eventually(async () => (await runOf(refused))?.finishedAt != null, 20_000);
    } finally {
      smtp.refusing = false;
    }
    const run = (await runOf(refused))!;
    expect(run).toMatchObject({ matched: 4, sent: 0, failed: 4 });
    expect(run.error).toContain("Try again later");

    // A delivery an instance claimed and then died with: once its lease ran out, "unknown", not resent.
    const before = smtp.messages.length;
    const [row] = await t.database.db.select().from(alertDeliveries).where(eq(alertDeliveries.runId, run.id)).limit(1);
    const dead = await t.database.db
      .insert(alertRuns)
      .values({ kind: "document", documentId: null, documentTitle: "Lost in a crash" })
      .returning();
    await t.database.db.insert(alertDeliveries).values({
      runId: dead[0]!.id,
      subscriptionId: row!.subscriptionId,
      items: [],
      status: "sending",
      claimedBy: "dead-instance",
      leaseExpiresAt: new Date(Date.now() - 1000),
    });
    await restart();
    await eventually(
      async () => (await t.database.db.select().from(alertRuns).where(eq(alertRuns.id, dead[0]!.id)))[0]!.failed === 1,
    );
    expect(smtp.messages.length).toBe(before);
    const runs = await t.request({ method: "GET", url: "/api/admin/alert-runs", headers: bearer(admin.token) });
    expect(runs.status).toBe(200);
    expect(runs.body.find((r: { id: number }) => r.id === dead[0]!.id)).toMatchObject({
      failed: 1,
      sent: 0,
      documentTitle: "Lost in a crash",
    });
    expect(runs.body.find((r: { documentId: number }) => r.documentId === towerDoc)).toMatchObject({
      kind: "document",
      sent: 6,
    });
  }, 60_000);

  it("sends one weekly digest per subscription and week, with the week's items", async () => {
    const weekly = await subscribed("grading permit", "weekly");
    const none = await subscribed("nothing like this", "weekly");
    const id = await addIndexedDocument(t.database.db, {
      title: "RCPG Minutes — August 6, 2026",
      meetingDate: "2026-08-06",
      pages: [
        "RAMONA COMMUNITY PLANNING GROUP\nMinutes of August 6, 2026\n1. CALL TO ORDER",
        "4. Grading permit on Highland Valley Road\nMotion to approve. Motion carried 5-0.\n5. ADJOURNMENT",
      ],
    });
    const worker = new AlertWorker({
      db: t.database.db,
      mailer: createMailer(t.config.mail),
      links: followLinks(PUBLIC_URL),
      log: silent,
    });
    worker.wake();
    await worker.idle();
    expect(await runOf(id)).toMatchObject({ matched: 1 }); // the follower of the whole body
    const nextWeek = new Date(Date.now() + 7 * DAY);
    await worker.sweepDigests(nextWeek);
    await worker.sweepDigests(nextWeek);
    await worker.sweepDigests(new Date(Date.now() + 14 * DAY));
    await worker.close();
    const digests = alertsTo(weekly);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe("This week: “grading permit” in the minutes");
    expect(digests[0]!.text).toContain("4. Grading permit on Highland Valley Road (Carried 5-0)");
    expect(alertsTo(none)).toHaveLength(0);
    const [digestRuns] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM alert_runs WHERE kind = 'digest' AND matched > 0`,
    );
    expect(Number(digestRuns!.n)).toBe(1);
    const stats = await t.request({ method: "GET", url: "/api/admin/follows", headers: bearer(admin.token) });
    expect(stats.body.emailAlerts).toBe(true);
    expect(stats.body.targets.find((x: { query: string | null }) => x.query === "grading permit")).toMatchObject({
      subscribers: 1,
    });
  }, 60_000);
});
