import { describe, expect, it } from "vitest";
import { meaningful, similarity } from "./match";

const even = () => 1;

describe("similarity of two questions' words", () => {
  it("is 1 for the same words, 0 for none in common, the weighted Dice coefficient between", () => {
    expect(similarity(["pothol", "report", "road"], ["road", "pothol", "report"], even)).toBe(1);
    expect(similarity(["pothol"], ["thai", "food"], even)).toBe(0);
    expect(similarity(["pothol", "report", "road"], ["pothol", "report", "counti", "road"], even)).toBeCloseTo(6 / 7);
    expect(similarity([], [], even)).toBe(0);
  });

  it("weighs rare words over common ones", () => {
    const weight = (l: string) => ({ plan: 0.1, group: 0.1, meet: 0.2, agenda: 2, pothol: 8 })[l] ?? 1;
    // Sharing only the common words of the site is not meaning the same.
    expect(similarity(["plan", "group", "agenda"], ["plan", "group", "meet"], weight)).toBeLessThan(0.2);
    // Sharing the rare word with one common word more or less is.
    expect(similarity(["pothol", "report"], ["pothol", "report", "group"], weight)).toBeGreaterThan(0.95);
  });

  it("reads a question's meaningful words once, without filler or one-letter words", () => {
    expect(meaningful(["tell", "pothol", "pothol", "ramona", "a", "road"])).toEqual(["pothol", "road"]);
  });
});
