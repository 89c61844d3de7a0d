import { describe, expect, it } from "vitest";
import { formatIsoDate } from "./dates";

describe("formatIsoDate", () => {
  it("writes a calendar date out in full, without time zone shifts", () => {
    expect(formatIsoDate("2019-03-07")).toBe("March 7, 2019");
    expect(formatIsoDate("2023-12-31T23:30:00-08:00")).toBe("December 31, 2023");
  });
  it("returns anything else as given, and null for nothing", () => {
    expect(formatIsoDate("soon")).toBe("soon");
    expect(formatIsoDate("2019-13-01")).toBe("2019-13-01");
    expect(formatIsoDate(null)).toBeNull();
    expect(formatIsoDate("")).toBeNull();
  });
});
