import ICAL from "ical.js";
import { parseFeed } from "@rowanmanning/feed-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_MAX_ENTRIES, FollowLinksSchema } from "@common/follows";
import { bearer, createApprovedAdmin, type TestAccount } from "../../test/accounts";
import { addIndexedDocument } from "../../test/assistants";
import { upload, waitForDocument } from "../../test/documents";
import { createTestApp, type TestApp } from "../../test/harness";
import { makePdf } from "../../test/pdfs";

const PUBLIC_URL = "https://ramona.example";
let t: TestApp;
let admin: TestAccount;
let address = 1;

const follow = (payload: unknown) =>
  t.request({
    method: "POST",
    url: "/api/follows",
    payload: payload as object,
    remoteAddress: `10.1.0.${address++ % 250}`,
  });
const feedPath = (url: string) => new URL(url.replace(/^webcal:/, "https:")).pathname;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: "GET", url: feedPath(url), headers });

const minutes = (date: string, items: string) => [
  `RAMONA COMMUNITY PLANNING GROUP\nMinutes of the Regular Meeting of ${date}\n1. CALL TO ORDER\n2. ROLL CALL\nPresent: five members.`,
  items,
  "9. ADJOURNMENT",
];

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  admin = await createApprovedAdmin(t);
  await addIndexedDocument(t.database.db, {
    title: "RCPG Minutes — March 7, 2019 <script>alert(1)</script> & co",
    meetingDate: "2019-03-07",
    pages: minutes(
      "March 7, 2019",
      "6. Cell Tower on Mussey Grade Road\nThe applicant presented a 60-foot cell tower.\nMotion by Member Ortiz, seconded by Member Lee, to recommend denial. Motion carried 5-0.\n7. Roads Report\nInformation only.",
    ),
  });
  await addIndexedDocument(t.database.db, {
    title: "Design Review Board — May 16, 2019",
    body: "design-review",
    meetingDate: "2019-05-16",
    pages: [
      "RAMONA DESIGN REVIEW BOARD\nMinutes of May 16, 2019\n1. CALL TO ORDER",
      "3. Cell Tower facade\nThe board reviewed the tower's colors.\nMotion by Member Ruiz to approve. Motion carried 4-1.\n4. ADJOURNMENT",
    ],
  });
});
afterAll(async () => t?.close());

describe("following without an account", () => {
  it("refuses what the contract refuses, with a JSON 400 and never a 5xx", async () => {
    const bad: unknown[] = [
      {},
      { kind: "topic", query: "x" },
      { kind: "search" },
      { kind: "search", query: "   " },
      { kind: "search", query: "\u0000\u0007" },
      { kind: "search", query: "x".repeat(201) },
      { kind: "search", query: 42 },
      { kind: "body" },
      { kind: "body", body: "city-council" },
      { kind: "body", body: "rcpg", query: "tower" },
      { kind: "search", query: "tower", extra: 1 },
      [],
    ];
    for (const payload of bad) {
      const res = await follow(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
    const notJson = await t.request({
      method: "POST",
      url: "/api/follows",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(notJson.status).toBe(400);
    const text = await t.request({
      method: "POST",
      url: "/api/follows",
      headers: { "content-type": "text/plain" },
      payload: "search",
    });
    expect(text.status).toBe(400);
  });

  it("answers the same links for the same target, however it is typed", async () => {
    const a = await follow({ kind: "search", query: "Cell  Tower" });
    const b = await follow({ kind: "search", query: "cell tower" });
    expect(a.status).toBe(201);
    expect(FollowLinksSchema.parse(a.body)).toEqual(b.body);
    expect(a.body.feedUrl).toMatch(new RegExp(`^${PUBLIC_URL}/feeds/[A-Za-z0-9_-]{43}\\.xml$`));
    expect(a.body.atomUrl).toBe(a.body.feedUrl.replace(/\.xml$/, ".atom"));
    expect(a.body.calendarUrl).toBe(a.body.feedUrl.replace(/^https:/, "webcal:").replace(/\.xml$/, ".ics"));
    expect(a.body.label).toBe("“Cell  Tower” in the minutes".replace("  ", " "));
    const other = await follow({ kind: "search", query: "cell tower", body: "rcpg" });
    expect(other.body.feedUrl).not.toBe(a.body.feedUrl);
    expect(Object.keys(a.body).sort()).toEqual(["atomUrl", "calendarUrl", "feedUrl", "id", "label"]);
  });

  it("serves a search's items as RSS and Atom, newest first, escaped", async () => {
    const links = (await follow({ kind: "search", query: "cell tower" })).body;
    const rss = await get(links.feedUrl);
    expect(rss.status).toBe(200);
    expect(rss.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(rss.headers["cache-control"]).toBe("public, max-age=300");
    expect(rss.raw).not.toContain("<script>");
    const feed = parseFeed(rss.raw);
    expect(feed.meta.type).toBe("rss");
    expect(feed.items.map((i) => i.title)).toEqual([
      "3. Cell Tower facade — Design Review Board — May 16, 2019",
      "6. Cell Tower on Mussey Grade Road — RCPG Minutes — March 7, 2019 <script>alert(1)</script> & co",
    ]);
    expect(feed.items[1]!.url).toMatch(new RegExp(`^${PUBLIC_URL}/documents/\\d+#item-\\d+$`));
    expect(feed.items[1]!.content).toContain("Carried 5-0");
    expect(rss.raw).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co");

    const atom = await get(links.atomUrl);
    expect(atom.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const parsed = parseFeed(atom.raw);
    expect(parsed.meta.type).toBe("atom");
    expect(parsed.authors.map((a) => a.name)).toEqual(["Ramona Community Guide"]);
    expect(atom.raw).toMatch(/<entry>[\s\S]*<id>[\s\S]*<updated>/);
    expect(parsed.items).toHaveLength(2);
    expect(parsed.items[1]!.title).toContain("<script>alert(1)</script> & co");
    expect(atom.raw).not.toContain("<script>");

    const again = await get(links.feedUrl, { "if-none-match": String(rss.headers.etag) });
    expect(again.status).toBe(304);
  });

  it("serves a body's records, and a calendar of its meetings and records", async () => {
    const links = (await follow({ kind: "body", body: "rcpg" })).body;
    const feed = parseFeed((await get(links.feedUrl)).raw);
    expect(feed.items.map((i) => i.title)).toEqual(["RCPG Minutes — March 7, 2019 <script>alert(1)</script> & co"]);
    expect(feed.items.length).toBeLessThanOrEqual(FEED_MAX_ENTRIES);

    const ics = await get(links.calendarUrl);
    expect(ics.status).toBe(200);
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const cal = new ICAL.Component(ICAL.parse(ics.raw));
    const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const upcoming = events.filter((e) => e.startDate.toJSDate() > new Date());
    expect(upcoming.length).toBe(6);
    const past = events.filter((e) => e.uid.startsWith("record-"));
    expect(past).toHaveLength(1);
    expect(past[0]!.startDate.toJSDate().toISOString()).toBe("2019-03-08T03:00:00.000Z"); // 7 PM in Ramona
    expect(past[0]!.component.getFirstPropertyValue("url")).toMatch(new RegExp(`^${PUBLIC_URL}/documents/\\d+$`));

    const water = (await follow({ kind: "body", body: "water-district" })).body;
    expect(parseFeed((await get(water.feedUrl)).raw).items).toEqual([]);
    const waterCal = new ICAL.Component(ICAL.parse((await get(water.calendarUrl)).raw));
    expect(waterCal.getAllSubcomponents("vevent").length).toBe(6);
  });

  it("a search's calendar carries the meetings of the bodies with minutes and the records it found", async () => {
    const links = (await follow({ kind: "search", query: "cell tower" })).body;
    const cal = new ICAL.Component(ICAL.parse((await get(links.calendarUrl)).raw));
    const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.filter((e) => e.uid.startsWith("record-"))).toHaveLength(2);
    expect(events.filter((e) => !e.uid.startsWith("record-"))).toHaveLength(12);
    expect(events.find((e) => e.uid.startsWith("record-") && e.description.includes("Mussey Grade"))).toBeTruthy();
  });

  it("answers 400 for a malformed feed address and 404 for an unknown one", async () => {
    for (const path of [
      "/feeds/short.xml",
      `/feeds/${"a".repeat(43)}.json`,
      `/feeds/${"a".repeat(43)}`,
      `/feeds/${"a".repeat(42)}!.xml`,
    ]) {
      const res = await t.request({ method: "GET", url: path });
      expect(res.status, path).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
    const unknown = await t.request({ method: "GET", url: `/feeds/${"a".repeat(43)}.ics` });
    expect(unknown.status).toBe(404);
    expect(typeof unknown.body.error).toBe("string");
  });

  it("a feed updates when a matching document is indexed", async () => {
    const links = (await follow({ kind: "search", query: "Dye Road solar" })).body;
    expect(parseFeed((await get(links.feedUrl)).raw).items).toEqual([]);
    const pdf = await makePdf(
      minutes(
        "June 6, 2024",
        "5. Dye Road Solar Facility\nThe applicant presented panels.\nMotion by Member Lee, seconded by Member Park, to recommend approval. Motion carried 4-1.",
      ).map((p) => [p]),
    );
    const res = await upload(
      t,
      admin.token,
      { name: "june.pdf", data: pdf },
      { title: "RCPG Minutes — June 6, 2024", meetingDate: "2024-06-06" },
    );
    expect(res.status).toBe(202);
    expect((await waitForDocument(t, admin.token, res.body.document.id)).status).toBe("active");
    const items = parseFeed((await get(links.feedUrl)).raw).items;
    expect(items.map((i) => i.title)).toEqual(["5. Dye Road Solar Facility — RCPG Minutes — June 6, 2024"]);
    expect(items[0]!.content).toContain(`${PUBLIC_URL}/api/documents/${res.body.document.id}/file#page=2`);
  });

  it("counts the feeds handed out, for admins only", async () => {
    const stats = await t.request({ method: "GET", url: "/api/admin/follows", headers: bearer(admin.token) });
    expect(stats.status).toBe(200);
    expect(stats.body.emailAlerts).toBe(false);
    const tower = stats.body.targets.find(
      (x: { kind: string; query: string | null; body: string | null }) =>
        x.kind === "search" && x.query?.toLowerCase() === "cell tower" && x.body === null,
    );
    expect(tower).toMatchObject({ subscribers: 0 });
    expect(tower.feedFollows).toBeGreaterThanOrEqual(4);
    const refused = await t.request({ method: "GET", url: "/api/admin/follows" });
    expect(refused.status).toBe(401);
  });
});
