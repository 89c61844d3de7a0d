import { describe, expect, it } from "vitest";
import { itemSentences } from "../../documents/minutes/extract";
import { findMotions } from "../../documents/minutes/motions";
import type { ItemMatch } from "../answer";
import { analyzeQuestion } from "../question";
import type { TermWeights } from "../types";
import { FEATURE_NAMES, featureValues, rankContext } from "./features";
import { orderItems, RANKING, type RankingWeights } from "./ranking";

const weights: TermWeights = {
  codes: [],
  passages: 5000,
  terms: [
    { lexeme: "skate", idf: 4, df: 10, name: false },
    { lexeme: "park", idf: 2, df: 200, name: false },
  ],
};

function match(itemTitle: string, text: string, lexemes: string[], titleLexemes: string[], rank = 0): ItemMatch {
  const passages = [{ passageId: 1, page: 4, text, lexemes }];
  return {
    item: {
      documentId: 1,
      title: "Minutes",
      body: "rcpg",
      meetingDate: "2015-06-04",
      ordinal: 1,
      code: "5",
      itemTitle,
      pageFrom: 4,
      pageTo: 4,
      continuedTo: null,
      passages,
      motions: findMotions(itemSentences({ segments: passages })),
      lexemes,
      titleLexemes,
    },
    coverage: 1,
    rank,
  };
}

describe("the ranking's features", () => {
  const voted = match(
    "Skate park",
    "The skate park would cost $450,000. Member Ruiz moved to approve the skate park. The motion carried 4-1.",
    ["skate", "park"],
    ["skate", "park"],
  );
  const mentioned = match("Staff report", "The skate park was mentioned.", ["skate", "park"], [], 3);

  it("are each on a scale of 0 to 1", () => {
    const c = rankContext(analyzeQuestion("How much will the Skate Park cost?"), weights);
    for (const m of [voted, mentioned])
      for (const f of FEATURE_NAMES) {
        const v = featureValues(c, m)[f];
        expect(v, f).toBeGreaterThanOrEqual(0);
        expect(v, f).toBeLessThanOrEqual(1);
      }
  });

  it("tell the item titled with the question from one that mentions it, and the search's rank", () => {
    const c = rankContext(analyzeQuestion("What was decided about the skate park?"), weights);
    expect(featureValues(c, voted)).toMatchObject({ titleCoverage: 1, searchRank: 1 });
    expect(featureValues(c, mentioned)).toMatchObject({ titleCoverage: 0, searchRank: 0.25 });
  });

  it("read a recorded vote only for a question about a vote, and dissent only for one about who voted against", () => {
    const vote = rankContext(analyzeQuestion("How did the board vote on the skate park?"), weights);
    const against = rankContext(analyzeQuestion("Who voted against the skate park?"), weights);
    const fact = rankContext(analyzeQuestion("Where would the skate park go?"), weights);
    expect(featureValues(vote, voted)).toMatchObject({ voteRecorded: 1, dissentRecorded: 0 });
    expect(featureValues(against, voted)).toMatchObject({ voteRecorded: 1, dissentRecorded: 1 });
    expect(featureValues(fact, voted)).toMatchObject({ voteRecorded: 0, dissentRecorded: 0 });
    expect(featureValues(vote, mentioned).voteRecorded).toBe(0);
  });

  it("read the fit of the best sentence only for an amount, a date or a continuance", () => {
    const amount = rankContext(analyzeQuestion("How much would the skate park cost?"), weights);
    expect(featureValues(amount, voted).kindFit).toBeGreaterThan(featureValues(amount, mentioned).kindFit);
    const fact = rankContext(analyzeQuestion("Where would the skate park go?"), weights);
    expect(featureValues(fact, voted).kindFit).toBe(0);
  });

  it("read the share of the body the question names that the item's minutes print at their head", () => {
    const c = rankContext(analyzeQuestion("Did the public art commission vote on the skate park?"), weights);
    const at = (headingWords: string[]) => ({ ...voted, item: { ...voted.item, headingWords } });
    expect(featureValues(c, at(["public", "art", "commission"])).bodyNamed).toBe(1);
    expect(featureValues(c, at(["commission"])).bodyNamed).toBeCloseTo(1 / 3);
    expect(featureValues(c, voted).bodyNamed).toBe(0);
    const unnamed = rankContext(analyzeQuestion("Did the commission vote on the skate park?"), weights);
    expect(featureValues(unnamed, at(["commission"])).bodyNamed).toBe(0);
  });

  it("read how often the item's passages come back to the question's words, each term saturating", () => {
    const c = rankContext(analyzeQuestion("What was decided about the skate park?"), weights);
    const over = (held: string[][]) => ({
      ...voted,
      item: {
        ...voted.item,
        passages: held.map((lexemes, i) => ({ passageId: i + 1, page: 4, text: "", lexemes })),
      },
    });
    // skate weighs 4, park 2: each held once is (4 * 1/2 + 2 * 1/2) / 6.
    expect(featureValues(c, over([["skate", "park"]])).repetition).toBeCloseTo(0.5);
    // skate in three passages: (4 * 3/4 + 2 * 1/2) / 6.
    expect(featureValues(c, over([["skate", "park"], ["skate"], ["skate"]])).repetition).toBeCloseTo(4 / 6);
    expect(featureValues(c, over([["park"], ["park"], ["park"]])).repetition).toBeCloseTo(0.25);
    expect(featureValues(c, over([[]])).repetition).toBe(0);
    // Passages not read word by word: each term the item holds counts once.
    const unread = { ...voted, item: { ...voted.item, passages: [{ passageId: 1, page: 4, text: "" }] } };
    expect(featureValues(c, unread).repetition).toBeCloseTo(0.5);
  });

  it("read the share of the question's pairs of words the item prints together, each weighed by its words", () => {
    const paired: TermWeights = { ...weights, pairs: [["skate", "park"]] };
    const c = rankContext(analyzeQuestion("What was decided about the skate park?"), paired);
    const printing = (pairs: string[], titlePairs: string[] = []) => ({
      ...voted,
      item: { ...voted.item, titlePairs, passages: voted.item.passages.map((p) => ({ ...p, pairs })) },
    });
    expect(featureValues(c, printing(["skate park"])).pairsPrinted).toBe(1);
    expect(featureValues(c, printing([], ["skate park"])).pairsPrinted).toBe(1);
    expect(featureValues(c, printing([])).pairsPrinted).toBe(0);
    // Two pairs: skate-park weighs (4 + 2) / 2, park-skate the same; one of them printed is half.
    const both: TermWeights = {
      ...weights,
      pairs: [
        ["skate", "park"],
        ["park", "skate"],
      ],
    };
    const c2 = rankContext(analyzeQuestion("What was decided about the skate park?"), both);
    expect(featureValues(c2, printing(["skate park"])).pairsPrinted).toBeCloseTo(0.5);
    // A question without pairs reads none.
    expect(featureValues(rankContext(c.a, weights), printing(["skate park"])).pairsPrinted).toBe(0);
  });

  it("read the names the question capitalises in the item's title", () => {
    const c = rankContext(analyzeQuestion("What did the board say about the Skate Park?"), weights);
    expect(featureValues(c, voted).titleNames).toBe(1);
    expect(featureValues(c, mentioned).titleNames).toBe(0);
  });
});

describe("ordering by the ranking's weights", () => {
  const fitted = (w: RankingWeights["weights"]) => ({ ...RANKING, bias: 0, weights: w });
  const titled = match(
    "Skate park",
    "Member Ruiz moved to approve the skate park. The motion carried 4-1.",
    ["skate", "park"],
    ["skate", "park"],
    2,
  );
  const first = match("Staff report", "The skate park was mentioned.", ["skate", "park"], [], 0);

  it("puts first the item the weights score best, ties in the search's order", () => {
    const a = analyzeQuestion("What was decided about the skate park?");
    expect(orderItems([first, titled], a, weights, fitted({ titleCoverage: 3 }))[0]).toBe(titled);
    expect(orderItems([first, titled], a, weights, fitted({ searchRank: 3 }))[0]).toBe(first);
    expect(orderItems([titled, first], a, weights, fitted({}))[0]).toBe(first);
  });

  it("asked for the first meeting, orders the items scored near the best by date", () => {
    const later = { ...titled, item: { ...titled.item, meetingDate: "2019-01-10" } };
    const earlier = { ...titled, rank: 3, item: { ...titled.item, documentId: 2, meetingDate: "2012-03-01" } };
    const a = analyzeQuestion("When did the board first discuss the skate park?");
    expect(a.order).toBe("first");
    expect(orderItems([later, earlier], a, weights, fitted({ searchRank: 0.1 }))[0]).toBe(earlier);
  });

  it("never puts an item that holds too little of the question before one that may", () => {
    const thin = { ...titled, coverage: 0.2 };
    const a = analyzeQuestion("What was decided about the skate park?");
    expect(orderItems([thin, first], a, weights, fitted({ titleCoverage: 10 }))[0]).toBe(first);
  });

  it("in use, asked how a vote went, puts first the item that records one", () => {
    const a = analyzeQuestion("How did the board vote on the skate park?");
    const equal = { ...first, item: { ...first.item, itemTitle: "Skate park", titleLexemes: ["skate", "park"] } };
    expect(orderItems([equal, titled], a, weights)[0]).toBe(titled);
  });
});
