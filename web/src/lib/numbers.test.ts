import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grouped } from "./numbers";

describe("grouped", () => {
  it("prints an integer as en-US does", () => {
    expect(grouped(0)).toBe("0");
    expect(grouped(999)).toBe("999");
    expect(grouped(1000)).toBe("1,000");
    expect(grouped(-1234567)).toBe("-1,234,567");
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => grouped(n) === n.toLocaleString("en-US")));
  });
});
