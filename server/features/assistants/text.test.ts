import { describe, expect, it } from "vitest";
import { clip, formatDate, queryTerms, sentences, stem } from "./text";

describe("text tools", () => {
  it("keeps topic terms and drops question words and boilerplate", () => {
    expect(queryTerms("How did the planning group vote on the Montecito Ranch project?")).toEqual([
      "montecito",
      "ranch",
      "project",
    ]);
    expect(queryTerms("What's the best Thai restaurant in Ramona?")).toEqual(["thai", "restaurant"]);
  });
  it("stems plurals and verb forms alike", () => {
    expect(stem("restaurants")).toBe(stem("restaurant"));
    expect(stem("signs")).toBe(stem("sign"));
    expect(stem("deliveries")).toBe("delivery");
    expect(stem("7-0")).toBe("7-0");
  });
  it("splits sentences without breaking abbreviations", () => {
    expect(sentences("Motion by Mr. Smith to approve. Carried 7-0. Item 5: Main St. widening was heard.")).toEqual([
      "Motion by Mr. Smith to approve.",
      "Carried 7-0.",
      "Item 5: Main St. widening was heard.",
    ]);
  });
  it("leaves negative contractions out of a question's terms", () => {
    const terms = queryTerms("Which older buildings aren't on the study list, and why didn't they get one?");
    expect(terms).toEqual(expect.arrayContaining(["older", "building", "study", "list"]));
    expect(terms.filter((t) => /^(?:aren|didn)/.test(t))).toEqual([]);
  });
  it("starts a new sentence at each bullet, even after a point without a full stop", () => {
    expect(
      sentences(
        "Proposal to allow bees. ● Insurance agency was contacted ○ Need written confirmation ● Motion to hold a town hall.",
      ),
    ).toEqual([
      "Proposal to allow bees.",
      "Insurance agency was contacted",
      "Need written confirmation",
      "Motion to hold a town hall.",
    ]);
  });
  it("formats dates and clips long sentences at a word", () => {
    expect(formatDate("2019-03-07")).toBe("March 7, 2019");
    expect(formatDate(null)).toBeNull();
    const long = "word ".repeat(100);
    expect(clip(long, 50).length).toBeLessThanOrEqual(51);
    expect(clip(long, 50).endsWith("…")).toBe(true);
  });
});
