import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UpcomingMeeting } from "@common/meetings";
import { nextMeetingsOf } from "@common/schedule";
import { bodyById } from "@content/government";
import { createApprovedAdmin } from "../../test/accounts";
import { upload, waitForDocument } from "../../test/documents";
import { createTestApp, type TestApp } from "../../test/harness";
import { makePdf } from "../../test/pdfs";
import { demoAgendas } from "../documents/demo/agendas";
import { renderPdf } from "../documents/demo/pdf";
import { answerFromAgendas, isAgendaQuestion, subjectWords } from "./agenda-answers";

const meeting = (body: "rcpg" | "design-review", date: string, items: string[] | null): UpcomingMeeting => ({
  body,
  bodyName: body === "rcpg" ? "Ramona Community Planning Group" : "Ramona Design Review Board",
  date,
  dateLabel: "Thursday, December 3, 2026",
  time: "19:00",
  timeLabel: "7:00 PM",
  start: `${date}T03:00:00.000Z`,
  end: `${date}T05:00:00.000Z`,
  place: { name: "Ramona Community Library", address: "1275 Main Street" },
  url: `/meetings/${body}/${date}`,
  agenda: items && {
    documentId: 9,
    title: "Planning Group Agenda — December 3, 2026 (sample)",
    fileUrl: "/api/documents/9/file",
    postedAt: "2026-11-28T00:00:00.000Z",
    isSample: true,
    items: items.map((title, k) => ({
      ordinal: k + 1,
      code: String(k + 5),
      title,
      page: 1,
      action: "action",
      refs: [],
    })),
  },
});

describe("answers from posted agendas", () => {
  const posted = [
    meeting("rcpg", "2026-12-03", [
      "Dye Road Solar Facility (PDS2018-MUP-18-022)",
      "Main Street Streetscape Improvements",
    ]),
    meeting("design-review", "2026-12-17", null),
  ];

  it("tells what is coming up from what was decided", () => {
    for (const q of [
      "What's on the planning group's agenda next week?",
      "When will the Dye Road solar project be heard?",
      "Is anything about Main Street on the next agenda?",
    ])
      expect(isAgendaQuestion(q), q).toBe(true);
    for (const q of [
      "How did the planning group vote on the Dye Road solar project?",
      "What was on the agenda in 2019?",
    ])
      expect(isAgendaQuestion(q), q).toBe(false);
    expect(subjectWords("When will the Dye Road solar project be heard?")).toEqual(["dye", "road", "solar"]);
  });

  it("answers with the item, its meeting and the agenda's page, and says an agenda item is only planned", () => {
    const a = answerFromAgendas("rcpg", "When will the Dye Road solar project be heard?", posted)!;
    expect(a.text).toContain("item 5, **Dye Road Solar Facility (PDS2018-MUP-18-022)** is on the agenda");
    expect(a.text).toContain("Thursday, December 3, 2026, 7:00 PM");
    expect(a.text).toMatch(/not a decision/);
    expect(a.evidence).toEqual([
      expect.objectContaining({ page: 1, url: "/api/documents/9/file#page=1", meetingDate: "2026-12-03" }),
    ]);
    const main = answerFromAgendas("home", "Is anything about Main Street on the next agenda?", posted)!;
    expect(main.text).toContain("Main Street Streetscape Improvements");
    expect(main.text).toContain("The agenda of the Ramona Design Review Board's meeting of");
  });

  it("lists the next agenda, and says plainly when none is posted yet, with the meeting's date", () => {
    const list = answerFromAgendas("home", "What's on the planning group's agenda next week?", posted)!;
    expect(list.text).toContain("- item 5, **Dye Road Solar Facility (PDS2018-MUP-18-022)** [1]");
    const none = answerFromAgendas("design-review", "What is on the next agenda?", posted)!;
    expect(none.text).toBe(
      "The agenda of the Ramona Design Review Board's meeting of Thursday, December 3, 2026, 7:00 PM, at Ramona Community Library is not yet posted ([the meeting's page](/meetings/design-review/2026-12-17)).",
    );
    expect(none.evidence).toEqual([]);
    const nothing = answerFromAgendas("rcpg", "Is anything about Hanson Lane on the next agenda?", posted)!;
    expect(nothing.text).toMatch(/^No item about hanson lane is on the posted agendas/);
  });
});

describe("the archivist answers what is coming up from a posted agenda", () => {
  let t: TestApp;
  const next = nextMeetingsOf(bodyById("rcpg")!, new Date(), 1)[0]!;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createApprovedAdmin(t);
    const agenda = demoAgendas(new Date()).find((d) => d.body === "rcpg" && d.meetingDate === next.date)!;
    const res = await upload(
      t,
      admin.token,
      { name: agenda.fileName, data: await renderPdf(agenda.title, agenda.pages) },
      { body: "rcpg", kind: "agenda" },
    );
    await waitForDocument(t, admin.token, res.body.document.id);
    // A past decision about the same project: an agenda is never cited as one.
    const minutes = await upload(
      t,
      admin.token,
      {
        name: "minutes.pdf",
        data: await makePdf([
          [
            "RAMONA COMMUNITY PLANNING GROUP",
            "Minutes of the Regular Meeting of June 7, 2018",
            "1. CALL TO ORDER",
            "2. Dye Road Solar Facility (PDS2018-MUP-18-022)",
            "Motion by the Chair, seconded by the Secretary, to recommend approval of the Dye Road Solar Facility. Motion carried 11-2-0.",
            "3. ADJOURNMENT",
          ],
        ]),
      },
      { body: "rcpg", meetingDate: "2018-06-07" },
    );
    await waitForDocument(t, admin.token, minutes.body.document.id);
  }, 60_000);
  afterAll(async () => t.close());

  it("cites the agenda's page for the coming meeting, and the minutes for the past vote", async () => {
    const ahead = await t.request({
      method: "POST",
      url: "/api/rcpg/ask",
      payload: { question: "When will the Dye Road solar project be heard?", sessionId: "agenda-session-1" },
    });
    expect(ahead.status).toBe(200);
    expect(ahead.body.answer).toContain(
      `on the agenda of the Ramona Community Planning Group's meeting of **${next.dateLabel}`,
    );
    expect(ahead.body.sources[0].title).toMatch(/agenda/i);
    const past = await t.request({
      method: "POST",
      url: "/api/rcpg/ask",
      payload: {
        question: "How did the planning group vote on the Dye Road Solar Facility?",
        sessionId: "agenda-session-1",
      },
    });
    expect(past.status).toBe(200);
    expect(past.body.answer).toMatch(/11-2-0/);
    expect(past.body.sources.every((s: { title: string }) => !/agenda/i.test(s.title))).toBe(true);
  });
});
