import { describe, expect, it } from "vitest";
import { isoWeek, previousWeek } from "./weeks";

describe("digest weeks", () => {
  it("names ISO weeks, across a year's end", () => {
    expect(isoWeek(new Date("2026-05-18T00:00:00Z"))).toBe("2026-W21");
    expect(isoWeek(new Date("2024-12-30T00:00:00Z"))).toBe("2025-W01");
    expect(isoWeek(new Date("2021-01-04T00:00:00Z"))).toBe("2021-W01");
    expect(isoWeek(new Date("2020-12-28T00:00:00Z"))).toBe("2020-W53");
  });

  it("covers the last whole week, Monday to Monday", () => {
    const w = previousWeek(new Date("2026-05-20T15:00:00Z")); // a Wednesday
    expect(w.from.toISOString()).toBe("2026-05-11T00:00:00.000Z");
    expect(w.to.toISOString()).toBe("2026-05-18T00:00:00.000Z");
    expect(w.period).toBe("2026-W20");
    expect(previousWeek(new Date("2026-05-18T00:00:00Z")).period).toBe("2026-W20");
    expect(previousWeek(new Date("2026-05-17T23:59:59Z")).period).toBe("2026-W19");
  });
});
