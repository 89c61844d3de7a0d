import { describe, expect, it } from "vitest";
import { AppError } from "../../http/errors";
import { assertUncommonPassword, COMMON_PASSWORD_COUNT, isCommonPassword } from "./common-passwords";

describe("common passwords", () => {
  it("holds tens of thousands of leaked passwords, not a short hand-made list", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(3_000);
  });

  it("refuses the common ones in any letter case", () => {
    for (const p of [
      "password",
      "Password1",
      "QWERTY123",
      "12345678",
      "iloveyou",
      "letmein123",
      "Trustno1",
      "sunshine",
    ])
      expect(isCommonPassword(p), p).toBe(true);
    expect(() => assertUncommonPassword("Football1")).toThrow(AppError);
    expect(() => assertUncommonPassword("Football1")).toThrow(/too common/);
  });

  it("accepts a password that is not on the list", () => {
    for (const p of ["Tr0ub4dor&3-horse", "Oak-valley-1887", "correct horse battery staple 42"])
      expect(isCommonPassword(p), p).toBe(false);
    expect(() => assertUncommonPassword("Oak-valley-1887")).not.toThrow();
  });

  it("answers a look-up in well under a millisecond", () => {
    const start = performance.now();
    for (let i = 0; i < 10_000; i++) isCommonPassword(`Someone-${i}-long`);
    expect(performance.now() - start).toBeLessThan(200);
  });
});
