import { describe, expect, it } from "vitest";
import { dateInFileName, findMeetingDate } from "./meeting-date";

// First lines of real minutes, as their text reads.
describe("the meeting's own date among the dates of a first page", () => {
  it("is not the date of earlier minutes approved under a numbered item", () => {
    const page = [
      "Page 1 of 2",
      "APPROVED",
      "MEETING MINUTES OF THE REGULAR MEETING OF THE",
      "CITY OF ALAMEDA HISTORICAL ADVISORY BOARD",
      "THURSDAY, APRIL 1, 2010",
      "1. CONVENE: 7:02 pm",
      "2. ROLL CALL: Present: Chair Owens, Board Members Hoffman and Lynch",
      "3. MINUTES: Meeting of March 4, 2010 (Pending)",
    ].join("\n");
    expect(findMeetingDate(page)).toBe("2010-04-01");
  });

  it("is printed twice, in the running header and the title, ahead of a minutes section's dates", () => {
    const page = [
      "Approved Meeting Minutes 10/6/2011 Page 1 of 5",
      "Historical Advisory Board",
      "APPROVED MEETING MINUTES",
      "REGULAR MEETING OF THE",
      "CITY OF ALAMEDA HISTORICAL ADVISORY BOARD",
      "THURSDAY, October 6, 2011",
      "1. CONVENE: 7:00 p.m.",
      "3. MINUTES:",
      "Meeting of May 5, 2011",
    ].join("\n");
    expect(findMeetingDate(page)).toBe("2011-10-06");
  });

  it("is not the date a packet stamp gives the later meeting that approved the minutes", () => {
    const page = [
      "Transportation Commission 1-22-20",
      "Item 4-A",
      "1",
      "APPROVED MINUTES",
      "REGULAR MEETING OF THE",
      "CITY OF ALAMEDA TRANSPORTATION COMMISSION",
      "WEDNESDAY, NOVEMBER 20, 2019",
      "Chair Soules convened the meeting at 7:00 p.m.",
    ].join("\n");
    expect(findMeetingDate(page)).toBe("2019-11-20");
  });

  it("is not an approval of previous minutes or a report's end date; then the file's name tells", () => {
    const page = [
      "FALLS CREEK RANCH BOARD MINUTES",
      "Call to Order and Roll Call",
      "Approval of Previous Minutes – July 27, 2023, Board Meeting Approved as submitted.",
      "Treasurer’s Report – Ending July 30, 2023 Report accepted as presented",
    ].join("\n");
    expect(findMeetingDate(page)).toBeNull();
    expect(findMeetingDate(page, "minutes_2023_08_24.pdf")).toBe("2023-08-24");
  });

  it("keeps a date the page states plainly over the file's name", () => {
    expect(
      findMeetingDate("Board Transition Meeting Notes\nDate: August 27, 2025\nTime: 1:00 PM", "minutes_2025-07-27.pdf"),
    ).toBe("2025-08-27");
  });
});

describe("a date in a file's name", () => {
  it.each([
    ["2011-10-06.pdf", "2011-10-06"],
    ["minutes_2023_08_24.pdf", "2023-08-24"],
    ["20190919 agenda.pdf", "2019-09-19"],
    ["Board-Meeting.pdf", null],
    ["scan-2023-13-40.pdf", null],
    ["case 12019091900.pdf", null],
  ])("%s → %s", (name, iso) => expect(dateInFileName(name)).toBe(iso));
});
