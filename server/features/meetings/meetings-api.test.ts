import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextMeetingsOf } from "@common/schedule";
import { bodyById } from "@content/government";
import { bearer, createApprovedAdmin, type TestAccount } from "../../test/accounts";
import { upload, waitForDocument } from "../../test/documents";
import { createTestApp, type TestApp } from "../../test/harness";
import { makePdf } from "../../test/pdfs";
import { demoAgendas } from "../documents/demo/agendas";
import { renderPdf } from "../documents/demo/pdf";

/** Minutes of a past planning group meeting that took up its agenda's items in another order. */
const pastAgenda = (date: string) => [
  [
    "RAMONA COMMUNITY PLANNING GROUP",
    `AGENDA of the Regular Meeting of ${date}`,
    "1. CALL TO ORDER",
    "2. Quartz Hill Storage (PDS2024-MUP-24-001)",
    "Major use permit for a storage yard at Quartz Hill Road (APN 281-555-01-00). Action: recommendation to the County.",
    "3. Highland Valley Road Trail",
    "Report of the trails subcommittee. Information only; no action will be taken.",
    "4. Closed Session on Litigation",
    "Information only.",
    "5. ADJOURNMENT",
  ],
];
const pastMinutes = (date: string) => [
  [
    "RAMONA COMMUNITY PLANNING GROUP",
    `Minutes of the Regular Meeting of ${date}`,
    "1. CALL TO ORDER",
    "The Chair called the meeting to order at 7:00 PM.",
    "2. Highland Valley Road Trail",
    "The trails subcommittee reported on the trail. Information only; no action taken.",
    "3. Storage yard on Quartz Hill Road (PDS2024-MUP-24-001)",
    "Motion by the Chair, seconded by the Secretary, to recommend approval of the storage yard. Motion carried 12-1-0.",
    "4. Election of Officers",
    "The group elected the member in Seat 3 as Chair. Motion carried 14-0-1.",
    "5. ADJOURNMENT",
    "The meeting adjourned at 8:30 PM.",
  ],
];

describe("meetings: agendas, upcoming meetings and a meeting's page data", () => {
  let t: TestApp;
  let admin: TestAccount;
  const now = new Date();
  const next = nextMeetingsOf(bodyById("rcpg")!, now, 2);
  const agendaIds: number[] = [];
  const PAST = "2024-06-06";

  const send = async (data: Buffer, name: string, fields: Record<string, string>) => {
    const res = await upload(t, admin.token, { name, data }, fields);
    expect(res.status, res.raw).toBe(202);
    return waitForDocument(t, admin.token, res.body.document.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
    const agenda = demoAgendas(now).find((d) => d.body === "rcpg" && d.meetingDate === next[0]!.date)!;
    // No kind given: the reader suggests it from the text.
    const doc = await send(await renderPdf(agenda.title, agenda.pages), agenda.fileName, {
      title: agenda.title,
      body: "rcpg",
    });
    agendaIds.push(doc.id);
    const past = await send(await makePdf(pastAgenda("June 6, 2024")), "agenda-2024-06-06.pdf", {
      body: "rcpg",
      meetingDate: PAST,
      kind: "agenda",
    });
    agendaIds.push(past.id);
    await send(await makePdf(pastMinutes("June 6, 2024")), "minutes-2024-06-06.pdf", {
      body: "rcpg",
      meetingDate: PAST,
    });
  }, 120_000);
  afterAll(async () => t.close());

  it("reads an agenda's kind from its text, and keeps the kind an admin gives or changes", async () => {
    const doc = await t.request({
      method: "GET",
      url: `/api/admin/documents/${agendaIds[0]}`,
      headers: bearer(admin.token),
    });
    expect(doc.body).toMatchObject({ kind: "agenda", kindSource: "read", meetingDate: next[0]!.date });
    const given = await t.request({
      method: "GET",
      url: `/api/admin/documents/${agendaIds[1]}`,
      headers: bearer(admin.token),
    });
    expect(given.body).toMatchObject({ kind: "agenda", kindSource: "given" });

    const other = await send(await makePdf([["A staff report on Main Street parking."]]), "report.pdf", {
      body: "rcpg",
      kind: "other",
    });
    expect(other).toMatchObject({ kind: "other", kindSource: "given" });
    const patched = await t.request({
      method: "PATCH",
      url: `/api/admin/documents/${other.id}`,
      headers: bearer(admin.token),
      payload: { kind: "minutes" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ kind: "minutes", kindSource: "given" });
    const bad = await t.request({
      method: "PATCH",
      url: `/api/admin/documents/${other.id}`,
      headers: bearer(admin.token),
      payload: { kind: "memo" },
    });
    expect(bad.status).toBe(400);
    const badUpload = await upload(t, admin.token, { name: "x.pdf", data: await makePdf([["x"]]) }, { kind: "memo" });
    expect(badUpload.status).toBe(400);
  });

  it("GET /api/meetings/upcoming lists the next meetings with their agenda's items once posted", async () => {
    const res = await t.request({ method: "GET", url: "/api/meetings/upcoming?body=rcpg&limit=2" });
    expect(res.status).toBe(200);
    expect(res.body.meetings.map((m: any) => m.date)).toEqual(next.map((m) => m.date));
    const [first, second] = res.body.meetings;
    expect(first.url).toBe(`/meetings/rcpg/${next[0]!.date}`);
    expect(first.agenda.documentId).toBe(agendaIds[0]);
    const solar = first.agenda.items.find((i: any) => /Dye Road Solar Facility/.test(i.title));
    expect(solar).toMatchObject({ code: "5", action: "action", refs: ["PDS2018-MUP-18-022", "280-150-11-00"] });
    expect(solar.page).toBe(1);
    expect(second.agenda).toBeNull();

    const all = await t.request({ method: "GET", url: "/api/meetings/upcoming" });
    expect(all.status).toBe(200);
    expect(new Set(all.body.meetings.map((m: any) => m.body))).toEqual(
      new Set(["rcpg", "design-review", "water-district"]),
    );
    expect(all.body.meetings).toHaveLength(6);
    for (const url of [
      "/api/meetings/upcoming?body=council",
      "/api/meetings/upcoming?limit=0",
      "/api/meetings/upcoming?limit=x",
      "/api/meetings/upcoming?when=1",
    ]) {
      const bad = await t.request({ method: "GET", url });
      expect(bad.status, url).toBe(400);
      expect(typeof bad.body.error).toBe("string");
    }
  });

  it("GET /api/meetings/{body}/{date} before the meeting: the agenda, the time and place, how to take part", async () => {
    const res = await t.request({ method: "GET", url: `/api/meetings/rcpg/${next[0]!.date}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      body: "rcpg",
      date: next[0]!.date,
      status: "upcoming",
      timeLabel: "7:00 PM",
      place: { name: "Ramona Community Library" },
      minutes: null,
      matches: [],
    });
    expect(res.body.publicComment.join(" ")).toMatch(/three minutes/);
    expect(res.body.documents).toEqual([
      expect.objectContaining({ id: agendaIds[0], kind: "agenda", recordUrl: `/documents/${agendaIds[0]}` }),
    ]);
    // A regular meeting with nothing posted yet is still a meeting.
    const later = await t.request({ method: "GET", url: `/api/meetings/rcpg/${next[1]!.date}` });
    expect(later.status).toBe(200);
    expect(later.body.agenda).toBeNull();
  });

  it("after the meeting: each agenda item beside what the minutes decided, and what they added or dropped", async () => {
    const res = await t.request({ method: "GET", url: `/api/meetings/rcpg/${PAST}` });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("past");
    expect(res.body.documents.map((d: any) => d.kind).sort()).toEqual(["agenda", "minutes"]);
    const rows = res.body.matches.map((m: any) => [m.agenda?.title ?? null, m.minutes?.title ?? null, m.by]);
    expect(rows).toContainEqual([
      "Quartz Hill Storage (PDS2024-MUP-24-001)",
      "Storage yard on Quartz Hill Road (PDS2024-MUP-24-001)",
      "project",
    ]);
    expect(rows).toContainEqual(["Highland Valley Road Trail", "Highland Valley Road Trail", "title"]);
    expect(rows).toContainEqual(["Closed Session on Litigation", null, null]);
    expect(rows).toContainEqual([null, "Election of Officers", null]);
    const storage = res.body.matches.find((m: any) => m.by === "project").minutes;
    expect(storage).toMatchObject({ outcome: "carried", tallyText: "12-1-0" });

    // The history of the place tells the agenda's item as planned, the minutes' as decided.
    const history = await t.request({ method: "GET", url: "/api/documents/history?q=PDS2024-MUP-24-001" });
    expect(history.status).toBe(200);
    expect(history.body.entries.map((e: any) => [e.from, e.outcome])).toEqual([
      ["agenda", null],
      ["minutes", "carried"],
    ]);
  });

  it("refuses an unknown body or a malformed date with 400, and a day without a meeting with 404", async () => {
    for (const url of [
      "/api/meetings/council/2026-12-03",
      "/api/meetings/rcpg/2026-13-01",
      "/api/meetings/rcpg/2026-02-30",
      "/api/meetings/rcpg/tomorrow",
    ]) {
      const res = await t.request({ method: "GET", url });
      expect(res.status, url).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
    const none = await t.request({ method: "GET", url: "/api/meetings/rcpg/2026-12-04" });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe("not_found");
  });

  it("the calendar files carry the agenda's link and items, and say when none is posted", async () => {
    const res = await t.request({ method: "GET", url: "/api/meetings/rcpg.ics" });
    expect(res.status).toBe(200);
    const unfolded = res.raw.replace(/\r\n /g, "");
    expect(unfolded).toContain(`/meetings/rcpg/${next[0]!.date}`);
    expect(unfolded).toContain("Dye Road Solar Facility (PDS2018-MUP-18-022)");
    expect(unfolded).toMatch(/Agenda posted: https:\/\/\S+\/meetings\/rcpg\//);
    expect(unfolded).toContain("Agenda not yet posted.");
    expect(unfolded).toContain("SEQUENCE:1");

    // One meeting's own file, from its page.
    const one = await t.request({ method: "GET", url: `/api/meetings/rcpg/${next[0]!.date}/calendar.ics` });
    expect(one.status).toBe(200);
    expect(String(one.headers["content-disposition"])).toBe(`attachment; filename="rcpg-${next[0]!.date}.ics"`);
    const event = one.raw.replace(/\r\n /g, "");
    expect(event.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(event).toContain("Dye Road Solar Facility (PDS2018-MUP-18-022)");
    expect(event).toContain(`URL:https://`);
    expect((await t.request({ method: "GET", url: "/api/meetings/rcpg/2026-12-04/calendar.ics" })).status).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/meetings/rcpg/2026-13-04/calendar.ics" })).status).toBe(400);
  });
});
