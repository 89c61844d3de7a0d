import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "@common/document-records";
import { meetingCount, monthsBetween, outcomeSummary, timelineRows } from "./timeline";

const entry = (documentId: number, meetingDate: string | null, outcome: HistoryEntry["outcome"]): HistoryEntry => ({
  documentId,
  documentTitle: `Minutes ${documentId}`,
  meetingDate,
  body: "rcpg",
  itemOrdinal: 1,
  itemCode: "5",
  itemTitle: "Dye Road Solar Facility",
  outcome,
  tallyText: null,
  motionText: null,
  motionCount: 0,
  continuedTo: null,
  page: 1,
  pageTo: 1,
  matchedIn: "title",
  from: "minutes",
});

describe("history timeline", () => {
  it("counts whole months between calendar dates", () => {
    expect(monthsBetween("2018-05-03", "2018-07-05")).toBe(2);
    expect(monthsBetween("2018-05-03", "2018-06-02")).toBe(0);
    expect(monthsBetween("2016-12-01", "2018-02-01")).toBe(14);
  });

  it("marks silences of more than six months and items heard twice at one meeting", () => {
    const rows = timelineRows([
      entry(1, "2017-01-05", "continued"),
      entry(2, "2017-03-02", "continued"),
      entry(2, "2017-03-02", null),
      entry(3, "2018-06-07", "carried"),
      entry(4, null, null),
    ]);
    expect(rows.map((r) => r.gapMonths)).toEqual([null, null, null, 15, null]);
    expect(rows.map((r) => r.sameMeeting)).toEqual([false, false, true, false, false]);
  });

  it("reads the outcomes in order, repeats counted", () => {
    const entries = [
      entry(1, "2019-01-03", "continued"),
      entry(2, "2019-02-07", "continued"),
      entry(3, "2019-03-07", "continued"),
      entry(4, "2019-04-04", "carried"),
      entry(5, "2019-05-02", null),
    ];
    expect(outcomeSummary(entries)).toEqual({ inOrder: true, text: "continued ×3, carried, no vote recorded" });
    expect(meetingCount(entries)).toBe(5);
    expect(outcomeSummary([])).toEqual({ inOrder: true, text: "" });
  });

  it("counts the outcomes when they change too often to list in order", () => {
    const outcomes: HistoryEntry["outcome"][] = ["carried", null, "carried", null, "failed", null, "carried", null];
    const entries = outcomes.map((o, i) => entry(i + 1, `2019-0${i + 1}-01`, o));
    expect(outcomeSummary(entries)).toEqual({ inOrder: false, text: "no vote recorded 4, carried 3, failed 1" });
  });
});
