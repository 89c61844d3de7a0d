import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

describe("meetings API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("lists the next three meetings of each body in the future", async () => {
    const before = Date.now();
    const res = await t.request({ method: "GET", url: "/api/meetings" });
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe("America/Los_Angeles");
    expect(res.body.bodies.map((b: any) => b.body)).toEqual(["rcpg", "design-review", "water-district"]);
    for (const b of res.body.bodies) {
      expect(b.meetings).toHaveLength(3);
      expect(b.calendarUrl).toBe(`/api/meetings/${b.body}.ics`);
      const starts = b.meetings.map((m: any) => Date.parse(m.start));
      expect(starts[0]).toBeGreaterThan(before);
      expect([...starts].sort((x, y) => x - y)).toEqual(starts);
    }
    const drb = res.body.bodies.find((b: any) => b.body === "design-review");
    expect(drb.scheduleText).toBe("3rd Thursday of each month, 6:30 PM");
    expect(drb.meetings.every((m: any) => m.time === "18:30" && /^Thursday, /.test(m.dateLabel))).toBe(true);
    const rcpg = res.body.bodies.find((b: any) => b.body === "rcpg");
    expect(rcpg.meetings.every((m: any) => m.time === "19:00" && Number(m.date.slice(8)) <= 7)).toBe(true);
  });

  it("takes an optional count and refuses a bad one with 400", async () => {
    const one = await t.request({ method: "GET", url: "/api/meetings?count=1" });
    expect(one.status).toBe(200);
    expect(one.body.bodies.every((b: any) => b.meetings.length === 1)).toBe(true);
    for (const bad of ["0", "13", "abc", "2.5", "-1"]) {
      const res = await t.request({ method: "GET", url: `/api/meetings?count=${bad}` });
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toMatch(/Meetings query is invalid/);
    }
    const unknown = await t.request({ method: "GET", url: "/api/meetings?when=tomorrow" });
    expect(unknown.status).toBe(400);
  });

  it("serves an iCalendar file per body as an attachment", async () => {
    for (const body of ["rcpg", "design-review", "water-district"]) {
      const res = await t.request({ method: "GET", url: `/api/meetings/${body}.ics` });
      expect(res.status).toBe(200);
      expect(String(res.headers["content-type"])).toMatch(/^text\/calendar/);
      expect(String(res.headers["content-disposition"])).toBe(`attachment; filename="${body}-meetings.ics"`);
      expect(res.raw.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      expect(res.raw.match(/BEGIN:VEVENT\r\n/g)!.length).toBe(6);
      expect(res.raw).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    }
  });

  it("answers an unknown body with a JSON 404", async () => {
    for (const url of [
      "/api/meetings/city-council.ics",
      "/api/meetings/rcpg",
      "/api/meetings/rcpg.ics.exe",
      "/api/meetings/%3Cscript%3E.ics",
    ]) {
      const res = await t.request({ method: "GET", url });
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe("not_found");
      expect(typeof res.body.error).toBe("string");
    }
  });
});
