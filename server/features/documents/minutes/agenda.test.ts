import { describe, expect, it } from "vitest";
import { demoAgendas } from "../demo/agendas";
import { suggestKind, itemAction, itemRefs } from "./agenda";
import { extractMinutes } from "./extract";

/** A demonstration agenda's page as pdf.js gives it: one block a paragraph. */
const demoText = (now: Date, i: number) =>
  demoAgendas(now)[i]!.pages.map((blocks) => blocks.map((b) => b.text).join("\n\n"));

// Modelled on the layout of a city planning board's posted agenda: numbered sections, a consent
// calendar and regular items with lettered sub-items and their file numbers, public hearings.
const BOARD_AGENDA = [
  `CITY OF ALAMEDA
PLANNING BOARD
REGULAR MEETING AGENDA
MONDAY, JANUARY 9, 2023
7:00 P.M.

Members of the public may address the Board on any item on the agenda. Speakers are limited to three minutes.

1. CONVENE

2. FLAG SALUTE

3. ROLL CALL

4. AGENDA CHANGES AND DISCUSSION

5. ORAL COMMUNICATIONS
This is an opportunity for the public to address the Board on items not on the agenda.

6. CONSENT CALENDAR
Consent calendar items are considered routine and will be enacted, approved or adopted by one motion unless a request for removal is made.

6-A 2023-2606
Draft Meeting Minutes - December 12, 2022

6-B 2023-2607
Planning Board Annual Report for 2022

Planning Board Agenda - January 9, 2023 Page 1 of 2`,
  `7. REGULAR AGENDA ITEMS
Public hearings are opened by the Chair; the applicant speaks first, then members of the public.

7-A 2023-2608
PUBLIC HEARING to consider Design Review Application PLN22-0345 for a new two-story
residence at 1118 Bay Street. Recommended Action: Approve with conditions.

7-B 2023-2609
Study Session: General Plan Housing Element Annual Progress Report. Information only.

7-C 2023-2610
PUBLIC HEARING to consider Use Permit PLN22-0412 for a restaurant with outdoor dining at
2315 Central Avenue (APN 074-0429-012). Recommended Action: Approve.

8. MINUTES

9. STAFF COMMUNICATIONS

10. WRITTEN COMMUNICATIONS

11. BOARD COMMUNICATIONS

12. ORAL COMMUNICATIONS

13. ADJOURNMENT

Planning Board Agenda - January 9, 2023 Page 2 of 2`,
];

describe("agenda reader", () => {
  const now = new Date("2026-11-20T12:00:00Z");

  it("reads a demonstration agenda into its items, for action or information, with project and parcel numbers", () => {
    const pages = demoText(now, 0);
    const s = extractMinutes(pages, "2026-12-03");
    expect(s.recognised).toBe(true);
    const titles = s.items.map((i) => `${i.code}. ${i.title}`);
    expect(titles).toContain("5. Dye Road Solar Facility (PDS2018-MUP-18-022)");
    const solar = s.items.find((i) => i.code === "5")!;
    expect(itemAction(solar)).toBe("action");
    expect(itemRefs(solar)).toEqual(["PDS2018-MUP-18-022", "280-150-11-00"]);
    expect(itemAction(s.items.find((i) => i.code === "6")!)).toBe("information");
    expect(s.items.every((i) => i.motions.length === 0)).toBe(true);
    expect(suggestKind(pages, s, "2026-12-03")).toBe("agenda");
  });

  it("reads a board agenda with a consent calendar, sub-items and public hearings", () => {
    const s = extractMinutes(BOARD_AGENDA, "2023-01-09");
    const codes = s.items.map((i) => i.code);
    expect(codes).toEqual(expect.arrayContaining(["5", "6", "6-A", "6-B", "7", "7-A", "7-B", "7-C", "13"]));
    const hearing = s.items.find((i) => i.code === "7-A")!;
    expect(hearing.title).toMatch(/^PUBLIC HEARING to consider Design Review Application PLN22-0345/);
    expect(hearing.pageFrom).toBe(2);
    expect(itemAction(hearing)).toBe("action");
    expect(itemRefs(hearing)).toContain("PLN22-0345");
    expect(itemAction(s.items.find((i) => i.code === "7-B")!)).toBe("information");
    expect(itemRefs(s.items.find((i) => i.code === "7-C")!)).toEqual(expect.arrayContaining(["PLN22-0412"]));
    expect(suggestKind(BOARD_AGENDA, s, "2023-01-09")).toBe("agenda");
  });

  it("reads action or information as agendas print it", () => {
    const item = (text: string) => ({ title: "Quartz Hill Barn", segments: [{ page: 1, text }] });
    expect(itemAction(item("Conversion of a barn. Action: recommendation to the County."))).toBe("action");
    expect(itemAction(item("Report of the subcommittee (Information)."))).toBe("information");
    expect(itemAction(item("Report. Information only; no action will be taken."))).toBe("information");
    expect(itemAction(item("Report of the roads subcommittee."))).toBeNull();
  });

  it("suggests minutes for minutes, and another paper for an undated text that is no meeting", () => {
    const minutes = [
      `RAMONA COMMUNITY PLANNING GROUP\nMinutes of the Regular Meeting of June 4, 2020\n\n1. CALL TO ORDER\n\nThe Chair called the meeting to order.\n\n2. Dye Road Solar Facility\n\nMotion by the Chair, seconded by the Secretary, to recommend approval. Motion carried 12-1-0.\n\n3. ADJOURNMENT`,
    ];
    expect(suggestKind(minutes, extractMinutes(minutes, "2020-06-04"), "2020-06-04")).toBe("minutes");
    const guidelines = [
      `RAMONA DESIGN REVIEW BOARD\nDesign Guidelines for the Town Center\n\n1. Purpose and Area\n\nThese guidelines apply to commercial projects.\n\n2. Signs\n\nPole signs are not permitted.\n\n3. Lighting\n\nAll outdoor lighting shall be shielded.`,
    ];
    expect(suggestKind(guidelines, extractMinutes(guidelines, null), null)).toBe("other");
  });
});
