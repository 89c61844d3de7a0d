import { describe, expect, it } from "vitest";
import { spellingAlternatives, spellingVariants } from "./spelling";
import { analyzeQuestion } from "./question";

describe("spellingVariants", () => {
  it("gives the other spelling of British and American endings", () => {
    expect(spellingVariants("neighbours")).toEqual(["neighbors"]);
    expect(spellingVariants("Colour")).toEqual(["color"]);
    expect(spellingVariants("organised")).toEqual(["organized"]);
    expect(spellingVariants("analyse")).toEqual(["analyze"]);
    expect(spellingVariants("theatre")).toEqual(["theater"]);
    expect(spellingVariants("catalogue")).toEqual(["catalog"]);
    expect(spellingVariants("travelled")).toEqual(["traveled"]);
    expect(spellingVariants("canceled")).toEqual(["cancelled"]);
    expect(spellingVariants("licence")).toEqual(["license"]);
    expect(spellingVariants("programme")).toEqual(["program"]);
    expect(spellingVariants("archaeology")).toEqual(["archeology"]);
    expect(spellingVariants("kerb")).toEqual(["curb"]);
    expect(spellingVariants("storey")).toEqual(["story"]);
  });

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
    expect(a.alternatives.kerb).toEqual(["curb"]);
  });
});
