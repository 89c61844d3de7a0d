import { describe, expect, it } from "vitest";
import { spellingAlternatives, spellingVariants } from "./spelling";
import { analyzeQuestion } from "./question";

describe("spellingVariants", () => {
  it.each([
    ["neighbours", "neighbors"],
    ["Colour", "color"],
    ["organised", "organized"],
    ["analyse", "analyze"],
    ["theatre", "theater"],
    ["catalogue", "catalog"],
    ["travelled", "traveled"],
    ["canceled", "cancelled"],
    ["licence", "license"],
    ["programme", "program"],
    ["archaeology", "archeology"],
    ["kerb", "curb"],
    ["storey", "story"],
  ])("spells %s also as %s", (word, other) => expect(spellingVariants(word)).toEqual([other]));

  it("leaves short words and words that only look alike", () => {
    for (const w of ["four", "hour", "your", "our", "fence", "acre", "filled", "appealed", "sense", "rise"])
      expect(spellingVariants(w), w).toEqual([]);
  });
});

describe("spellingAlternatives", () => {
  it("keys each variant by the word as written, lower case", () => {
    expect(spellingAlternatives("Did the Neighbours' centre get a licence?")).toEqual({
      neighbours: ["neighbors"],
      centre: ["center"],
      licence: ["license"],
    });
  });

  it("is part of a question's other words, beside its verbs' synonyms", () => {
    const a = analyzeQuestion("Why did the neighbours appeal the new kerb?");
    expect(a.alternatives.neighbours).toEqual(["neighbors"]);
    expect(a.alternatives.kerb).toContain("curb");
  });
});
