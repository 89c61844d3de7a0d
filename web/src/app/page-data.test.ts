import { describe, expect, it } from "vitest";
import { scriptJson } from "./page-data";

describe("page data in a script element", () => {
  it("never closes the element or opens markup, and reads back as the same value", () => {
    const value = { title: "</script><script>alert(1)</script> & <!-- \u2028 \u2029" };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
