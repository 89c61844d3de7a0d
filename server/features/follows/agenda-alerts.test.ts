import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextMeetingsOf } from "@common/schedule";
import { bodyById } from "@content/government";
import { bearer, createApprovedAdmin, createResident, type TestAccount } from "../../test/accounts";
import { upload, waitForDocument } from "../../test/documents";
import { createTestApp, eventually, type TestApp } from "../../test/harness";
import { makePdf } from "../../test/pdfs";
import { linkIn, startSmtp, type SmtpReceiver } from "../../test/smtp";
import { followLinks } from "./links";
import { createMailer } from "./mailer";
import { alertRuns } from "./schema";
import { AlertWorker } from "./worker";

/**
 * Alerts before the meeting, through a local SMTP receiver: a posted agenda that names a followed
 * place alerts once per item while the meeting is ahead, never for a past meeting, and the minutes
 * then tell the follower what was decided on that item.
 */

const PUBLIC_URL = "https://ramona.example";
let t: TestApp;
let smtp: SmtpReceiver;
let admin: TestAccount;

const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).map((a) => a?.text ?? "").join(",");
const alertsTo = (r: TestAccount) =>
  smtp.messages.filter(
    (m) => to(m).includes(`${r.username}@example.com`) && m.headerLines.some((h) => h.key === "list-unsubscribe"),
  );

const DAY = 24 * 3600_000;
const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as unknown as FastifyBaseLogger;

async function follow(query: string, frequency: "immediate" | "weekly" = "immediate") {
  const r = await createResident(t);
  const res = await t.request({
    method: "POST",
    url: "/api/users/me/subscriptions",
    headers: bearer(r.token),
    payload: { target: { kind: "search", query }, frequency },
  });
  expect(res.status).toBe(201);
  await eventually(async () => smtp.messages.some((m) => to(m).includes(r.username)));
  const mail = smtp.messages.find((m) => to(m).includes(r.username))!;
  const { token } = linkIn(mail, `${PUBLIC_URL}/subscriptions/confirm/`);
  expect((await t.request({ method: "POST", url: `/api/subscriptions/confirm/${token}` })).status).toBe(200);
  return r;
}

const agendaPdf = (label: string, extra = "") =>
  makePdf([
    [
      "RAMONA COMMUNITY PLANNING GROUP",
      `AGENDA of the Regular Meeting of ${label}`,
      "1. CALL TO ORDER",
      "2. PUBLIC COMMUNICATION",
      "3. Montecito Road Wireless Facility (PDS2023-MUP-23-002)",
      "Revised plans. Action.",
      "4. Dye Road Solar Facility (PDS2018-MUP-18-022)",
      `Request to add battery storage at Dye Road north of Highway 67. Action: recommendation to the County.${extra}`,
      "5. ADJOURNMENT",
    ],
  ]);

async function post(data: Buffer, fields: Record<string, string>) {
  const res = await upload(
    t,
    admin.token,
    { name: `${fields.meetingDate}-${Math.random()}.pdf`, data },
    { body: "rcpg", ...fields },
  );
  expect(res.status, res.raw).toBe(202);
  const doc = await waitForDocument(t, admin.token, res.body.document.id);
  expect(doc.status).toBe("active");
  await eventually(async () => {
    const [run] = await t.database.db.select().from(alertRuns).where(eq(alertRuns.documentId, doc.id));
    return run?.finishedAt != null;
  }, 20_000);
  return doc;
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

describe("alerts before the meeting", () => {
  const next = nextMeetingsOf(bodyById("rcpg")!, new Date(), 1)[0]!;
  const [weekday, monthDay] = next.dateLabel.split(", ");
  let reader: TestAccount;

  it("alerts once to an agenda item naming a followed place, with how to comment and the agenda page", async () => {
    reader = await follow("Dye Road");
    const bystander = await follow("Hanson Lane winery");
    await post(await agendaPdf(next.dateLabel), { meetingDate: next.date });
    await eventually(async () => alertsTo(reader).length === 1, 15_000);
    const mail = alertsTo(reader)[0]!;
    expect(mail.subject).toBe(
      `On the agenda of the Planning Group, ${weekday} ${monthDay}, 7:00 PM: item 4, Dye Road Solar Facility`,
    );
    expect(mail.text).toContain(
      `On the agenda of the Planning Group, ${weekday} ${monthDay}, 7:00 PM: item 4, Dye Road Solar Facility`,
    );
    expect(mail.text).toContain("How to comment: Anyone may speak.");
    expect(mail.text).toContain(`The agenda: ${PUBLIC_URL}/meetings/rcpg/${next.date}`);
    expect(mail.text).not.toContain("Montecito");
    expect(alertsTo(bystander)).toHaveLength(0);

    // The follow's feed gets the same item.
    const followed = await t.request({
      method: "POST",
      url: "/api/follows",
      payload: { kind: "search", query: "Dye Road" },
    });
    expect(followed.status).toBe(201);
    const feed = await t.request({ method: "GET", url: new URL(followed.body.feedUrl).pathname });
    expect(feed.status).toBe(200);
    expect(feed.raw).toContain(
      `On the agenda of the Planning Group, ${weekday} ${monthDay}, 7:00 PM: item 4, Dye Road Solar Facility`,
    );
    expect(feed.raw).toContain(`${PUBLIC_URL}/meetings/rcpg/${next.date}`);

    // An amended agenda of the same meeting names the item again: no second alert.
    await post(await agendaPdf(next.dateLabel, " Amended."), { meetingDate: next.date, kind: "agenda" });
    await new Promise((r) => setTimeout(r, 500));
    expect(alertsTo(reader)).toHaveLength(1);
  });

  it("never alerts for a meeting already past", async () => {
    const before = alertsTo(reader).length;
    await post(await agendaPdf("Thursday, June 6, 2024"), { meetingDate: "2024-06-06", kind: "agenda" });
    await new Promise((r) => setTimeout(r, 500));
    expect(alertsTo(reader)).toHaveLength(before);
  });

  it("after the meeting, tells the follower what the minutes decided on the item of the alert", async () => {
    const before = alertsTo(reader).length;
    const minutes = await makePdf([
      [
        "RAMONA COMMUNITY PLANNING GROUP",
        `Minutes of the Regular Meeting of ${next.dateLabel}`,
        "1. CALL TO ORDER",
        "The Chair called the meeting to order.",
        "2. Battery storage at the Dye Road solar site (PDS2018-MUP-18-022)",
        "Motion by the Chair, seconded by the Secretary, to recommend approval of the battery storage. Motion carried 11-2-0.",
        "3. ADJOURNMENT",
      ],
    ]);
    await post(minutes, { meetingDate: next.date });
    await eventually(async () => alertsTo(reader).length === before + 1, 15_000);
    const mail = alertsTo(reader).at(-1)!;
    expect(mail.subject).toBe(`What the Planning Group decided on ${next.date}: item 4, Dye Road Solar Facility`);
    expect(mail.text).toMatch(
      /item 4, Dye Road Solar Facility \(on the agenda you were alerted to on \d{4}-\d{2}-\d{2}\): Carried 11-2-0/,
    );
    expect(mail.text).toContain(`${PUBLIC_URL}/meetings/rcpg/${next.date}`);
  });
  it("gives a weekly follower the agenda items of meetings still ahead, as planned, and none of a past meeting", async () => {
    const weekly = await follow("Dye Road", "weekly");
    const far = new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10);
    await post(await agendaPdf("a meeting two months ahead"), { meetingDate: far, kind: "agenda" });
    // The digest of this week, sent a week from now.
    const worker = new AlertWorker({
      db: t.database.db,
      mailer: createMailer(t.config.mail),
      links: followLinks(PUBLIC_URL),
      log: silent,
    });
    await worker.sweepDigests(new Date(Date.now() + 7 * DAY));
    await worker.close();
    await eventually(async () => alertsTo(weekly).length === 1, 15_000);
    const digest = alertsTo(weekly)[0]!;
    expect(digest.text).toContain("Dye Road Solar Facility");
    expect(digest.text).toContain(`${PUBLIC_URL}/meetings/rcpg/${far}`);
    expect(digest.text).toMatch(/How to comment/);
    expect(digest.text).not.toContain("2024-06-06");
  });
});
