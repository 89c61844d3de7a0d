import { describe, expect, it } from "vitest";
import { CONFIDENCE_FEATURE_NAMES, confidenceOf, type ConfidenceInput, type ConfidenceModel } from "./confidence";
import { ask, item, weights } from "./hand-built";
import type { ItemMatch } from "./match";

// The confidence stage on hand-built items: each feature on a scale of 0 to 1, and the gate.

const bench = item(["Staff said the new benches would cost $4,010 in total, paid from the park fund."], [], {
  lexemes: ["bench", "cost"],
  titleLexemes: ["bench"],
});
const other = item(["The commission discussed the bench at the library."], [], {
  documentId: 9,
  lexemes: ["bench"],
});

const input = (over: Partial<ConfidenceInput> = {}): ConfidenceInput => {
  const best: ItemMatch = { item: bench, coverage: 1, rank: 0 };
  return {
    a: ask("How much will the benches cost?", "quantity"),
    weights: weights(["bench", "cost"]),
    best,
    matches: [best, { item: other, coverage: 0.5, rank: 1 }],
    lead: "sentence",
    ...over,
  };
};

const model = (over: Partial<ConfidenceModel> = {}): ConfidenceModel => ({
  fittedOn: { sets: ["questions-"], questions: 10, date: "2026-11-29", heldOut: ["art"] },
  bias: -1,
  weights: { coverage: 1, margin: 2 },
  threshold: 0,
  ...over,
});

describe("the confidence of an answer read from an item", () => {
  it("computes every feature on a scale of 0 to 1", () => {
    const { features, score, declines } = confidenceOf(input(), null);
    expect(Object.keys(features).sort()).toEqual([...CONFIDENCE_FEATURE_NAMES].sort());
    for (const v of Object.values(features)) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
    expect(features).toMatchObject({ coverage: 1, margin: 0.5, heaviestMissing: 0, rivals: 1, specificAsk: 1 });
    // Without a model nothing is declined.
    expect(score).toBeNull();
    expect(declines).toBe(false);
  });

  it("weighs what the item lacks and the rival meetings that hold as much", () => {
    const half: ItemMatch = { item: { ...bench, lexemes: ["bench"] }, coverage: 0.5, rank: 0 };
    const { features } = confidenceOf(
      input({ best: half, matches: [half, { item: other, coverage: 0.5, rank: 1 }] }),
      null,
    );
    expect(features.heaviestMissing).toBeCloseTo(0.5);
    expect(features.margin).toBe(0);
    expect(features.rivals).toBe(0.5);
  });

  it("reads how much of the question two consecutive sentences hold, from the reader's sentences", () => {
    const said = (lexemes: string[][]) =>
      lexemes.map((l, i) => ({
        page: 1 + Math.floor(i / 3),
        text: `sentence ${i}`,
        role: "discussion" as const,
        lexemes: l,
      }));
    const apart = { ...bench, sentences: said([["bench"], [], [], ["cost"]]) };
    const together = { ...bench, sentences: said([[], ["bench"], ["cost"], []]) };
    const of = (it: typeof bench) => {
      const best: ItemMatch = { item: it, coverage: 1, rank: 0 };
      return confidenceOf(input({ best, matches: [best] }), null).features.sentenceCoverage;
    };
    expect(of(apart)).toBeCloseTo(0.5);
    expect(of(together)).toBe(1);
  });

  it("reads whether the item holds the kind of fact asked, and where", () => {
    // Asked what the benches cost: the best sentence prints a sum.
    expect(confidenceOf(input(), null).features).toMatchObject({
      bestFitsKind: 1,
      kindAbsent: 0,
      kindSentenceShare: 1,
    });
    // No sentence of the item prints a sum: the kind asked is absent.
    const unpriced = item(["Staff said the new benches would be paid from the park fund."], [], {
      lexemes: ["bench", "cost"],
    });
    const best: ItemMatch = { item: unpriced, coverage: 1, rank: 0 };
    expect(confidenceOf(input({ best, matches: [best] }), null).features).toMatchObject({
      bestFitsKind: 0,
      kindAbsent: 1,
    });
    // A question of no particular kind is neither.
    const fact = confidenceOf(input({ a: ask("What did staff say about the benches?", "fact") }), null).features;
    expect(fact).toMatchObject({ bestFitsKind: 0, kindAbsent: 0 });
    expect(fact.bestSentenceShare).toBeGreaterThan(0);
    expect(fact.kindSentenceShare).toBe(0);
  });

  it("declines below the model's threshold, and answers above it", () => {
    // -1 + 1 × coverage + 2 × margin: 1 for the bench's cost, clear of its rival.
    expect(confidenceOf(input(), model())).toMatchObject({ score: 1, declines: false });
    const tied: ItemMatch = { item: bench, coverage: 0.5, rank: 0 };
    const close = confidenceOf(
      input({ best: tied, matches: [tied, { item: other, coverage: 0.5, rank: 1 }] }),
      model(),
    );
    expect(close).toMatchObject({ score: -0.5, declines: true });
  });
});
