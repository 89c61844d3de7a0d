import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { openDatabase, type Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import { bearer, createApprovedAdmin, createResident, type TestAccount } from "../../test/accounts";
import { upload, waitForDocument } from "../../test/documents";
import { createTestApp, eventually, testDatabaseUrl, type TestApp } from "../../test/harness";
import { makePdf } from "../../test/pdfs";
import { linkIn, startSmtp, type SmtpReceiver } from "../../test/smtp";

/**
 * Two instances on one PostgreSQL database send one run's alerts at the same time: each
 * subscriber gets exactly one message. Needs TEST_DATABASE_URL (the embedded database is one
 * process's alone; alerts.test.ts restarts an instance on it instead).
 */

const PUBLIC_URL = "https://ramona.example";
const READERS = 12;

describe.skipIf(!testDatabaseUrl)("alerts sent by two instances on one PostgreSQL", () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let second: Awaited<ReturnType<typeof buildApp>> | undefined;
  let secondDb: Database | undefined;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      { publicUrl: PUBLIC_URL, mail: { smtpUrl: smtp.url, from: "alerts@example.org" } },
      { background: true },
    );
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await t?.close();
    await smtp?.close();
  });

  it("each subscriber gets exactly one message", async () => {
    const readers: TestAccount[] = [];
    for (let i = 0; i < READERS; i++) {
      const r = await createResident(t);
      const res = await t.request({
        method: "POST",
        url: "/api/users/me/subscriptions",
        headers: bearer(r.token),
        payload: { target: { kind: "search", query: "water tank" } },
        remoteAddress: `10.4.0.${i + 1}`,
      });
      expect(res.status).toBe(201);
      readers.push(r);
    }
    await eventually(async () => smtp.messages.length === READERS);
    for (const m of smtp.messages) {
      const { token } = linkIn(m, `${PUBLIC_URL}/subscriptions/confirm/`);
      expect((await t.request({ method: "POST", url: `/api/subscriptions/confirm/${token}` })).status).toBe(200);
    }
    smtp.messages.length = 0;
    smtp.delayMs = 150;

    const admin = await createApprovedAdmin(t);
    const pdf = await makePdf([
      ["RAMONA COMMUNITY PLANNING GROUP", "Minutes of the Regular Meeting of March 5, 2026", "1. CALL TO ORDER"],
      ["4. Water tank on Mount Woodson", "Motion to recommend approval. Motion carried 5-0.", "5. ADJOURNMENT"],
    ]);
    const res = await upload(
      t,
      admin.token,
      { name: "tank.pdf", data: pdf },
      { title: "RCPG Minutes — March 5, 2026", meetingDate: "2026-03-05" },
    );
    expect((await waitForDocument(t, admin.token, res.body.document.id)).status).toBe("active");
    await eventually(async () => smtp.messages.length > 0, 15_000);
    // A second instance starts while the first is sending, and takes its part of the run.
    secondDb = await openDatabase({ dataDir: "", databaseUrl: t.config.databaseUrl });
    second = await buildApp({ config: t.config, database: secondDb, logger: false, background: true });
    await second.ready();
    await eventually(async () => smtp.messages.length >= READERS, 30_000);
    await new Promise((r) => setTimeout(r, 500));

    const recipients = smtp.messages.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text);
    expect(recipients.sort()).toEqual(readers.map((r) => `${r.username}@example.com`).sort());
    const [senders] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(DISTINCT claimed_by)::int AS n FROM alert_deliveries WHERE status = 'sent'`,
    );
    expect(Number(senders!.n)).toBe(2);
  }, 120_000);
});
