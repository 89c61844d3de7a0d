import { describe, expect, it } from "vitest";
import { formatTime, isOpenAt, localDayAndMinute, summarizeHours } from "./opening-hours";

// 2026-01-14 is a Wednesday; Ramona is on PST (UTC-8) in January and PDT (UTC-7) in July.
const pst = (local: string) => new Date(`${local}-08:00`);
const pdt = (local: string) => new Date(`${local}-07:00`);

describe("localDayAndMinute", () => {
  it("reads the weekday and time in America/Los_Angeles, not UTC", () => {
    // 02:30 UTC on Thursday is still Wednesday evening in Ramona.
    expect(localDayAndMinute(new Date("2026-01-15T02:30:00Z"))).toEqual({ day: "wed", minute: 18 * 60 + 30 });
    expect(localDayAndMinute(pdt("2026-07-15T09:05:00"))).toEqual({ day: "wed", minute: 9 * 60 + 5 });
  });
});

describe("isOpenAt", () => {
  const hours = { wed: [{ open: "11:00", close: "21:00" }], thu: [{ open: "11:00", close: "14:00" }, { open: "17:00", close: "21:00" }] };

  it("is open inside a range and closed outside it; close is exclusive", () => {
    expect(isOpenAt(hours, pst("2026-01-14T10:59:00"))).toBe(false);
    expect(isOpenAt(hours, pst("2026-01-14T11:00:00"))).toBe(true);
    expect(isOpenAt(hours, pst("2026-01-14T20:59:00"))).toBe(true);
    expect(isOpenAt(hours, pst("2026-01-14T21:00:00"))).toBe(false);
  });

  it("handles split days (closed between lunch and dinner)", () => {
    expect(isOpenAt(hours, pst("2026-01-15T12:00:00"))).toBe(true);
    expect(isOpenAt(hours, pst("2026-01-15T15:30:00"))).toBe(false);
    expect(isOpenAt(hours, pst("2026-01-15T18:00:00"))).toBe(true);
  });

  it("treats a day without hours as closed", () => {
    expect(isOpenAt(hours, pst("2026-01-17T12:00:00"))).toBe(false); // Saturday
    expect(isOpenAt({ sat: [] }, pst("2026-01-17T12:00:00"))).toBe(false);
    expect(isOpenAt({}, pst("2026-01-17T12:00:00"))).toBe(false);
    expect(isOpenAt(null, pst("2026-01-17T12:00:00"))).toBe(false);
  });

  it("carries overnight hours into the next morning, including across Sunday to Monday", () => {
    const bar = { fri: [{ open: "18:00", close: "02:00" }], sun: [{ open: "20:00", close: "01:00" }] };
    expect(isOpenAt(bar, pst("2026-01-16T23:30:00"))).toBe(true); // Friday night
    expect(isOpenAt(bar, pst("2026-01-17T01:59:00"))).toBe(true); // early Saturday
    expect(isOpenAt(bar, pst("2026-01-17T02:00:00"))).toBe(false);
    expect(isOpenAt(bar, pst("2026-01-17T19:00:00"))).toBe(false); // Saturday evening: no hours
    expect(isOpenAt(bar, pst("2026-01-19T00:30:00"))).toBe(true); // Monday 00:30 from Sunday night
    expect(isOpenAt(bar, pst("2026-01-16T17:59:00"))).toBe(false);
  });

  it("uses local time across daylight saving time", () => {
    const h = { wed: [{ open: "09:00", close: "17:00" }] };
    expect(isOpenAt(h, pdt("2026-07-15T09:00:00"))).toBe(true);
    expect(isOpenAt(h, new Date("2026-07-15T16:30:00Z"))).toBe(true); // 09:30 PDT
    expect(isOpenAt(h, new Date("2026-01-14T16:30:00Z"))).toBe(false); // 08:30 PST
  });

  it("accepts a close of 24:00 and an all-day range", () => {
    expect(isOpenAt({ wed: [{ open: "00:00", close: "24:00" }] }, pst("2026-01-14T23:59:00"))).toBe(true);
    expect(isOpenAt({ wed: [{ open: "00:00", close: "24:00" }] }, pst("2026-01-15T00:00:00"))).toBe(false);
  });
});

describe("formatting", () => {
  it("formats times in 12-hour style", () => {
    expect(formatTime("11:00")).toBe("11 AM");
    expect(formatTime("21:30")).toBe("9:30 PM");
    expect(formatTime("12:00")).toBe("noon");
    expect(formatTime("24:00")).toBe("midnight");
  });

  it("groups consecutive days with the same hours", () => {
    const day = [{ open: "11:00", close: "21:00" }];
    expect(summarizeHours({ mon: day, tue: day, wed: day, thu: day, fri: [{ open: "11:00", close: "22:00" }], sat: [{ open: "11:00", close: "22:00" }] })).toEqual([
      { days: "Mon–Thu", hours: "11 AM–9 PM" },
      { days: "Fri–Sat", hours: "11 AM–10 PM" },
      { days: "Sun", hours: "Closed" },
    ]);
    expect(summarizeHours({})).toEqual([]);
  });
});
