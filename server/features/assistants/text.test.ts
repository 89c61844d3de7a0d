import { describe, expect, it } from "vitest";
import { rerank } from "./compose";
import { clip, formatDate, PUT_OFF, queryTerms, sentences, stem } from "./text";

describe("text tools", () => {
  it("keeps topic terms and drops question words and boilerplate", () => {
    expect(queryTerms("How did the planning group vote on the Montecito Ranch project?")).toEqual([
      "montecito",
      "ranch",
      "project",
    ]);
    expect(queryTerms("What's the best Thai restaurant in Ramona?")).toEqual(["thai", "restaurant"]);
    // A resident's emphasis and hedging are not what the question is about.
    expect(queryTerms("Which company actually underwrites the ranch's insurance, according to the board?")).toEqual([
      "company",
      "underwrit",
      "ranch",
      "insuranc",
    ]);
    expect(queryTerms("How far has the water level in the well fallen?")).toEqual(["water", "level", "well", "fallen"]);
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
  it("reads a month cut short before its day as one date, not the end of a sentence", () => {
    expect(
      sentences("Grand Opening Celebration – Sat, Feb. 29, 10 a.m. to 12 noon. Hosted by staff in Jan. Staff left."),
    ).toEqual([
      "Grand Opening Celebration – Sat, Feb. 29, 10 a.m. to 12 noon.",
      "Hosted by staff in Jan.",
      "Staff left.",
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

  it("reads a sentence as putting an item off only when it leads to a meeting or a date", () => {
    for (const put of [
      "The item was continued to the June 27 meeting.",
      "The March 2007 Water Court trial date has been postponed to November 2007.",
      "Motion to continue the item to May.",
      "A continuance to a date uncertain.",
      "The hearing was tabled.",
    ])
      expect(PUT_OFF.test(put), put).toBe(true);
    for (const not of ["Eb and John continue to work with the Zink group.", "Staff continued to meet with the owners."])
      expect(PUT_OFF.test(not), not).toBe(false);
  });

  it("lifts a passage for the decision asked about only when it is about the subject", () => {
    const p = (text: string, coverage: number, score: number) => ({ text, coverage, score, meetingDate: null });
    const ranked = rerank(
      "When was the water court trial pushed back to?",
      [
        p("Water court trial over the objection: both sides will compromise.", 0.9, 9),
        p("The water court trial over the objection was postponed to November 2007.", 0.7, 5),
        p("The road grading was postponed until the snow melts.", 0.2, 8),
      ],
      null,
    );
    expect(ranked.map((x) => x.coverage)).toEqual([0.9, 0.7, 0.2]);
  });
});
