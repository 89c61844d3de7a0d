import { describe, expect, it } from "vitest";
import { RANKING } from "../../server/features/assistants/rank/ranking";
import {
  asRanked,
  asRankingWeights,
  bodyFolds,
  byScorer,
  byWeights,
  firstRight,
  fitPairwise,
  fitScorer,
  fittedFile,
  score,
  type FeatureRow,
} from "./ranking-fit";

/** Questions whose right candidate holds the question in its title, ranked second by the search. */
function rows(n: number, body: string): FeatureRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${body}-${i}`,
    set: "test",
    body,
    kind: "fact",
    candidates: [
      { features: { coverage: 0.9, titleCoverage: 0.1, searchRank: 1 }, label: 0 },
      { features: { coverage: 0.8, titleCoverage: 0.9, searchRank: 0.5 }, label: 1 },
      { features: { coverage: 0.5, titleCoverage: 0.2, searchRank: 1 / 3 }, label: 0 },
    ],
  }));
}

describe("fitting the ranking's weights", () => {
  it("learns from labelled candidates to put the right one first, where the order in use does not", () => {
    const data = [...rows(20, "a"), ...rows(20, "b")];
    expect(firstRight(data, asRanked)).toBe(0);
    const s = fitScorer(data, ["coverage", "titleCoverage", "searchRank"]);
    expect(s.weights.titleCoverage).toBeGreaterThan(0);
    expect(firstRight(data, byScorer(s))).toBe(1);
    const [right, wrong] = [data[0]!.candidates[1]!, data[0]!.candidates[0]!];
    expect(score(s, right.features)).toBeGreaterThan(score(s, wrong.features));
  });

  it("fits on pairs of one question's candidates as well", () => {
    const data = [...rows(10, "a"), ...rows(10, "b")];
    const s = fitPairwise(data, ["coverage", "titleCoverage", "searchRank"]);
    expect(s.bias).toBe(0);
    expect(firstRight(data, byScorer(s))).toBe(1);
  });

  it("leaves one body out per fold, and counts only questions that have a right candidate", () => {
    const data = [...rows(3, "a"), ...rows(2, "b")];
    expect(bodyFolds(data).map((f) => [f.body, f.train.length, f.test.length])).toEqual([
      ["a", 2, 3],
      ["b", 3, 2],
    ]);
    const none = { ...data[0]!, candidates: data[0]!.candidates.map((c) => ({ ...c, label: 0 })) };
    expect(firstRight([none], asRanked)).toBeNaN();
    expect(() => fitScorer([none], ["coverage"])).toThrow(/right and wrong/);
  });

  it("writes the ranking's fitted weights with the file's other sections as in use", () => {
    const data = rows(3, "a");
    const file = fittedFile({ ...RANKING, bias: 0.1, weights: { coverage: 0.123456 } }, data, new Set(["b"]));
    expect(Object.keys(file).sort()).toEqual(Object.keys(RANKING).sort());
    expect(file).toMatchObject({ bias: 0.1, weights: { coverage: 0.1235 }, tie: RANKING.tie });
    expect(file.fittedOn).toMatchObject({ sets: ["test"], questions: 3, heldOut: ["b"] });
    for (const k of ["sentence", "kind", "name", "motion", "passage", "term"] as const)
      expect(file[k]).toEqual(RANKING[k]);
    // A plain scorer (the confidence model's) has none of them.
    expect(fittedFile({ bias: 1, weights: { coverage: 2 } }, data, new Set())).not.toHaveProperty("sentence");
  });
});

describe("ordering a question's candidates by ranking weights", () => {
  const question = (order: "first" | "last" | null, candidates: FeatureRow["candidates"]): FeatureRow => ({
    id: "q",
    set: "test",
    body: "b",
    kind: "fact",
    askKind: "fact",
    order,
    candidates,
  });

  it("orders by the engine's rules: an item holding too little never leads, ties go to the meeting asked for", () => {
    const thin = { features: { coverage: 0.3, titleNames: 1 }, label: 0, rank: 0, date: "2010-01-01" };
    const later = { features: { coverage: 0.9, localCoverage: 0.9 }, label: 0, rank: 1, date: "2019-05-01" };
    const earlier = { features: { coverage: 0.88, localCoverage: 0.9 }, label: 1, rank: 2, date: "2012-03-01" };
    const w = { ...RANKING, weights: { coverage: 0.5, localCoverage: 0.5, titleNames: 0.2 } };
    expect(byWeights(w)(question(null, [thin, later, earlier]))).toEqual([later, earlier, thin]);
    expect(byWeights(w)(question("first", [thin, later, earlier]))[0]).toBe(earlier);
    // Ties are counted from the best candidate that may lead: one that holds too little sets none.
    const loud = { ...w, weights: { ...w.weights, titleNames: 5 } };
    expect(byWeights(loud)(question("first", [thin, later, earlier]))).toEqual([earlier, later, thin]);
  });

  it("gives fitted weights a tie on their own scale, chosen on the questions fitted", () => {
    const data = rows(20, "a").map((r) => ({
      ...r,
      candidates: r.candidates.map((c, i) => ({ ...c, rank: i, date: null })),
    }));
    const w = asRankingWeights(fitPairwise(data, ["coverage", "titleCoverage", "searchRank"]), data, RANKING);
    expect(w.tie).toBeGreaterThanOrEqual(0);
    expect(firstRight(data, byWeights(w))).toBe(1);
  });
});
