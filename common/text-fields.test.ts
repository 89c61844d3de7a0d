import { describe, expect, it } from "vitest";
import {
  isoDate,
  longText,
  multiLine,
  requiredLongText,
  requiredText,
  singleLine,
  text,
  wellFormed,
} from "./text-fields";

describe("text normalisation", () => {
  it("replaces half characters and composes accents", () => {
    expect(wellFormed("a\ud800b\udc00")).toBe("a\ufffdb\ufffd");
    expect(wellFormed("🙂")).toBe("🙂");
    expect(wellFormed("Jose\u0301")).toBe("José");
  });

  it("reads single-line text with every control character and run of spaces as one space", () => {
    expect(singleLine("  a\u0000b\tc\r\nd\u0085e\u2028f   g  ")).toBe("a b c d e f g");
    expect(singleLine("\u0000\u0001")).toBe("");
  });

  it("keeps line ends and tabs of multi-line text and removes the other control characters", () => {
    expect(multiLine("\n\nFirst\r\n\tsecond\u0000 line  \rthird\u001b\u009f\n\n")).toBe("First\n\tsecond line\nthird");
    expect(multiLine(" \t \n")).toBe("");
  });

  it("checks lengths after normalising", () => {
    expect(text(3).parse(" a\u0000b ")).toBe("a b");
    expect(text(3).safeParse("abcd").success).toBe(false);
    expect(requiredText(10).safeParse("\u0000 \t").error?.issues[0]?.message).toBe("is required");
    expect(longText(10).parse("a\r\nb")).toBe("a\nb");
    expect(requiredLongText(10).safeParse("\u0000\u0001").error?.issues[0]?.message).toBe("is required");
    expect(text(5).safeParse(5).error?.issues[0]?.message).toBe("must be text");
  });

  it("accepts real dates from 1850 to 2100 only", () => {
    expect(isoDate.safeParse("2024-02-29").success).toBe(true);
    for (const bad of ["2023-02-29", "0000-01-01", "1849-12-31", "2101-01-01", "2024-1-01", "2024-01-01T00:00"])
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
  });
});
