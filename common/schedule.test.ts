import { describe, expect, it } from "vitest";
import { GOVERNMENT_BODIES, bodyById } from "../content/government";
import { icsEscape, icsFold, meetingDay, meetingsCalendar, nextMeetings, nextMeetingsOf } from "./schedule";

const rcpg = bodyById("rcpg")!;
const drb = bodyById("design-review")!;
const water = bodyById("water-district")!;

describe("meetingDay", () => {
  it("finds the nth weekday of a month", () => {
    // November 2026 starts on a Sunday: Thursdays are 5, 12, 19, 26.
    expect(meetingDay({ ordinal: 1, weekday: 4 }, 2026, 10)).toBe(5);
    expect(meetingDay({ ordinal: 3, weekday: 4 }, 2026, 10)).toBe(19);
    expect(meetingDay({ ordinal: "last", weekday: 4 }, 2026, 10)).toBe(26);
    // October 2026 starts on a Thursday.
    expect(meetingDay({ ordinal: 1, weekday: 4 }, 2026, 9)).toBe(1);
    expect(meetingDay({ ordinal: "last", weekday: 4 }, 2026, 9)).toBe(29);
    // February 2028 (leap year) starts on a Tuesday: Wednesdays 2, 9, 16, 23; last Tuesday the 29th.
    expect(meetingDay({ ordinal: 2, weekday: 3 }, 2028, 1)).toBe(9);
    expect(meetingDay({ ordinal: "last", weekday: 2 }, 2028, 1)).toBe(29);
  });
});

describe("nextMeetingsOf", () => {
  it("gives the planning group's next three 1st Thursdays at 7:00 PM Pacific", () => {
    const ms = nextMeetingsOf(rcpg, new Date("2026-11-21T12:00:00Z"));
    expect(ms.map((m) => m.date)).toEqual(["2026-12-03", "2027-01-07", "2027-02-04"]);
    expect(ms.every((m) => m.time === "19:00" && m.timeLabel === "7:00 PM")).toBe(true);
    // 7:00 PM PST is 03:00 UTC the next day.
    expect(ms[0]!.start).toBe("2026-12-04T03:00:00.000Z");
    expect(ms[0]!.end).toBe("2026-12-04T05:00:00.000Z");
    expect(ms[0]!.dateLabel).toBe("Thursday, December 3, 2026");
  });

  it("counts a meeting later today, but not one that has already started", () => {
    // Thursday, November 19, 2026, 6:29 PM Pacific (PST, UTC-8): the board meets at 6:30 PM.
    const before = nextMeetingsOf(drb, new Date("2026-11-20T02:29:00Z"), 1);
    expect(before[0]!.date).toBe("2026-11-19");
    const atStart = nextMeetingsOf(drb, new Date("2026-11-20T02:30:00Z"), 1);
    expect(atStart[0]!.date).toBe("2026-12-17");
  });

  it("uses Ramona's date, not UTC's, near midnight", () => {
    // 2026-12-01 05:00 UTC is still Monday, November 30 in Ramona; the water district's 2nd
    // Wednesday of December is the 9th.
    const ms = nextMeetingsOf(water, new Date("2026-12-01T05:00:00Z"), 2);
    expect(ms.map((m) => m.date)).toEqual(["2026-12-09", "2027-01-13"]);
    expect(ms[0]!.start).toBe("2026-12-09T21:00:00.000Z");
  });

  it("keeps the local time across daylight saving changes", () => {
    // DST 2027 starts Sunday, March 14 and ends Sunday, November 7.
    const ms = nextMeetingsOf(rcpg, new Date("2027-02-10T00:00:00Z"), 10);
    const byDate = Object.fromEntries(ms.map((m) => [m.date, m.start]));
    expect(byDate["2027-03-04"]).toBe("2027-03-05T03:00:00.000Z"); // PST, UTC-8
    expect(byDate["2027-04-01"]).toBe("2027-04-02T02:00:00.000Z"); // PDT, UTC-7
    expect(byDate["2027-11-04"]).toBe("2027-11-05T02:00:00.000Z"); // still PDT
    expect(byDate["2027-12-02"]).toBe("2027-12-03T03:00:00.000Z"); // PST again
    expect(ms.every((m) => m.time === "19:00")).toBe(true);
  });

  it("rolls over the end of the year and of short months", () => {
    const ms = nextMeetingsOf(drb, new Date("2026-12-18T08:00:00Z"), 3);
    expect(ms.map((m) => m.date)).toEqual(["2027-01-21", "2027-02-18", "2027-03-18"]);
  });
});

describe("nextMeetings", () => {
  it("lists every body with its schedule and count meetings", () => {
    const all = nextMeetings(new Date("2026-11-21T12:00:00Z"));
    expect(all.map((b) => b.body)).toEqual(GOVERNMENT_BODIES.map((b) => b.id));
    expect(all.every((b) => b.meetings.length === 3)).toBe(true);
    expect(all.find((b) => b.body === "design-review")!.scheduleText).toBe("3rd Thursday of each month, 6:30 PM");
    expect(nextMeetings(new Date("2026-11-21T12:00:00Z"), 1).every((b) => b.meetings.length === 1)).toBe(true);
  });
});

describe("iCalendar", () => {
  it("escapes text values and folds long lines at 75 octets", () => {
    expect(icsEscape("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
    const long = "DESCRIPTION:" + "é".repeat(100);
    const folded = icsFold(long);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((l, i) => (i === 0 ? l : l.slice(1)))
        .join(""),
    ).toBe(long);
  });

  it("writes one VEVENT per meeting with CRLF line endings", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const ms = nextMeetingsOf(rcpg, now, 3);
    const ics = meetingsCalendar(rcpg, ms, { domain: "example.org", now, url: "https://example.org/meetings" });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain("DTSTART:20261204T030000Z");
    expect(ics).toContain("UID:rcpg-2026-12-03@example.org");
    expect(ics).toContain("DTSTAMP:20261121T120000Z");
    expect(ics).toContain("LOCATION:Ramona Community Library\\, 1275 Main Street\\, Ramona\\, CA 92065");
  });
});

describe("labels", () => {
  it("formats clock times on a 12-hour clock", async () => {
    const { clockLabel } = await import("./schedule");
    expect(clockLabel(19, 0)).toBe("7:00 PM");
    expect(clockLabel(18, 30)).toBe("6:30 PM");
    expect(clockLabel(13, 0)).toBe("1:00 PM");
    expect(clockLabel(12, 5)).toBe("12:05 PM");
    expect(clockLabel(0, 0)).toBe("12:00 AM");
    expect(clockLabel(9, 15)).toBe("9:15 AM");
  });

  it("labels each meeting with the weekday its rule names, on machines in any time zone", () => {
    for (const b of [rcpg, drb, water]) {
      for (const m of nextMeetingsOf(b, new Date("2026-01-01T00:00:00Z"), 24)) {
        const local = new Date(Date.parse(m.start)).toLocaleString("en-US", {
          timeZone: "America/Los_Angeles",
          weekday: "long",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        });
        expect(local).toBe(`${m.dateLabel.split(",")[0]} ${m.time}`);
      }
    }
  });
});
