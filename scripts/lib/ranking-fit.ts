import fs from "node:fs";
// Fitting the ranking's weights: a logistic model over the candidates' features (ml-logistic-regression),
// and the figures that compare a ranking with the one in use.
import LogisticRegression from "ml-logistic-regression";
import { Matrix } from "ml-matrix";
import type { AskKind } from "../../server/features/assistants/question";
import {
  RANKING,
  rankCandidates,
  type ItemWeights,
  type RankingWeights,
} from "../../server/features/assistants/rank/ranking";

/** The value of `--name=value` on the command line. */
export const cliArg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/**
 * What a fit script reads: the rows of the files named by `--{option}=FILE[,FILE…]` (each question
 * once, the last file's row winning) and the sets never fitted on (`--heldout`, by default the three
 * bodies no tuning set covers). Exits with a usage line when no file is named.
 */
export function fitInput(option: string, usage: string): { rows: FeatureRow[]; heldout: Set<string> } {
  const files = (cliArg(option) ?? "").split(",").filter(Boolean);
  if (!files.length) {
    console.error(usage);
    process.exit(2);
  }
  const all = files.flatMap((f) => JSON.parse(fs.readFileSync(f, "utf8")) as FeatureRow[]);
  const rows = [...new Map(all.map((r) => [r.id, r])).values()];
  return { rows, heldout: new Set((cliArg("heldout") ?? "social,rent-gov,disability").split(",").filter(Boolean)) };
}

/** A fitted number as a weights file keeps it: four decimals. */
export const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * A fitted scorer as a weights file records it: its weights rounded, and what it was fitted on. For
 * the ranking's weights, also the sections no fit writes (those that score sentences, kinds, names
 * motions and question words), as in use (`kept`, by default RANKING's).
 */
export function fittedFile(
  scorer: ItemWeights,
  fitted: FeatureRow[],
  heldout: Set<string>,
  kept?: RankingWeights,
): RankingWeights & { fittedOn: NonNullable<RankingWeights["fittedOn"]> };
export function fittedFile(
  scorer: Scorer,
  fitted: FeatureRow[],
  heldout: Set<string>,
): Pick<RankingWeights, "bias"> & {
  fittedOn: NonNullable<RankingWeights["fittedOn"]>;
  weights: Record<string, number>;
};
export function fittedFile(
  scorer: Scorer | ItemWeights,
  fitted: FeatureRow[],
  heldout: Set<string>,
  kept: RankingWeights = RANKING,
) {
  const file = {
    fittedOn: {
      sets: [...new Set(fitted.map((r) => r.set))].sort(),
      questions: fitted.length,
      date: new Date().toISOString().slice(0, 10),
      heldOut: [...heldout].sort(),
    },
    bias: round4(scorer.bias),
    weights: Object.fromEntries(Object.entries(scorer.weights).map(([k, v]) => [k, round4(v ?? 0)])),
  };
  if (!("tie" in scorer)) return file;
  const { rankStep, rankStepAmount } = scorer;
  return {
    ...kept,
    note: "Fitted by npm run fit:ranking.",
    ...file,
    tie: round4(scorer.tie),
    rankStep,
    rankStepAmount,
  };
}

/**
 * One question's candidates, best first as the engine ranks them today, with their features and
 * whether each holds the answer; for the ranking, also the question's ask kind and the first or last
 * meeting it asks for, and each candidate's search rank and meeting date.
 */
export type FeatureRow = {
  id: string;
  set: string;
  body: string;
  kind: string;
  askKind?: AskKind;
  order?: "first" | "last" | null;
  candidates: Candidate[];
};

/** `title`: the item's title, for reading a features file. */
export type Candidate = {
  features: Record<string, number>;
  label: number;
  rank?: number;
  date?: string | null;
  title?: string;
};

/** A linear scorer: `bias + Σ weight × feature`. */
export type Scorer = { bias: number; weights: Record<string, number> };

export const score = (s: Scorer, features: Record<string, number>) =>
  Object.entries(s.weights).reduce((sum, [f, w]) => sum + w * (features[f] ?? 0), s.bias);

/**
 * Fits the weights of `names` on every candidate of `rows` (a right one is 1, the others 0): logistic
 * regression by gradient steps, with a constant column for the bias. Few steps at a small rate keep
 * the weights small, as a penalty on their size would.
 */
export function fitScorer(rows: FeatureRow[], names: string[], opts = { numSteps: 4000, learningRate: 1e-3 }): Scorer {
  const x: number[][] = [];
  const y: number[] = [];
  for (const r of rows)
    for (const c of r.candidates) {
      x.push([1, ...names.map((n) => c.features[n] ?? 0)]);
      y.push(c.label ? 1 : 0);
    }
  if (!x.length || new Set(y).size < 2) throw new Error("fitting needs right and wrong candidates");
  const model = new LogisticRegression(opts);
  model.train(new Matrix(x), Matrix.columnVector(y));
  // One classifier per class, each telling its class from the rest as 0 from 1: the first one's
  // scores are those of the right candidates (label 1).
  const w = model.classifiers[0]!.weights.to1DArray();
  return { bias: w[0]!, weights: Object.fromEntries(names.map((n, i) => [n, w[i + 1]!])) };
}

/**
 * Fits the weights of `names` on pairs of one question's candidates, a right one against each wrong
 * one above it or near it (the difference of their features, and its opposite): a pairwise ranking
 * loss, logistic regression on differences, as RankNet and RankLib's linear models do. No bias: a
 * score is only compared with the same question's others.
 */
export function fitPairwise(
  rows: FeatureRow[],
  names: string[],
  opts = { numSteps: 4000, learningRate: 1e-3 },
): Scorer {
  const x: number[][] = [];
  const y: number[] = [];
  for (const r of rows) {
    const right = r.candidates.filter((c) => c.label);
    const wrong = r.candidates.filter((c) => !c.label);
    for (const p of right)
      for (const q of wrong) {
        const d = names.map((n) => (p.features[n] ?? 0) - (q.features[n] ?? 0));
        x.push(
          d,
          d.map((v) => -v),
        );
        y.push(1, 0);
      }
  }
  if (!x.length) throw new Error("fitting needs right and wrong candidates");
  const model = new LogisticRegression(opts);
  model.train(new Matrix(x), Matrix.columnVector(y));
  const w = model.classifiers[0]!.weights.to1DArray();
  return { bias: 0, weights: Object.fromEntries(names.map((n, i) => [n, w[i]!])) };
}

/** Of the questions that have a right candidate, the share whose first candidate under `order` is right. */
export function firstRight(rows: FeatureRow[], order: (r: FeatureRow) => FeatureRow["candidates"]): number {
  const answerable = rows.filter((r) => r.candidates.some((c) => c.label));
  if (!answerable.length) return NaN;
  return answerable.filter((r) => order(r)[0]?.label).length / answerable.length;
}

/** The candidates as ranking weights order them, with the engine's own ordering (rank/ranking.ts). */
export const byWeights = (w: ItemWeights) => (r: FeatureRow) =>
  rankCandidates(r.candidates, { kind: r.askKind ?? "fact", order: r.order ?? null }, w, {
    value: (c, n) => c.features[n] ?? 0,
    rank: (c) => c.rank ?? 0,
    date: (c) => c.date ?? null,
  });

/**
 * Ranking weights from a fitted scorer: the tie rules scaled to its weights (a fitted score is a
 * log-odds, the hand-set one a share of the question), and the tie chosen on the fitting questions
 * among a few multiples of it.
 */
export function asRankingWeights(s: Scorer, rows: FeatureRow[], base: ItemWeights): ItemWeights {
  const size = (w: Record<string, number | undefined>) =>
    Object.values(w).reduce((t: number, v) => t + Math.abs(v ?? 0), 0);
  const scale = size(s.weights) / Math.max(1e-9, size(base.weights));
  const at = (k: number) => ({
    bias: s.bias,
    weights: s.weights as RankingWeights["weights"],
    tie: base.tie * scale * k,
    rankStep: base.rankStep,
    rankStepAmount: base.rankStepAmount,
  });
  return [0, 0.25, 0.5, 1, 2, 4]
    .map(at)
    .reduce((best, w) => (firstRight(rows, byWeights(w)) > firstRight(rows, byWeights(best)) ? w : best));
}

/** The candidates as the engine ranks them today. */
export const asRanked = (r: FeatureRow) => r.candidates;

/** The candidates by a scorer, best first (ties keep today's order). */
export const byScorer = (s: Scorer) => (r: FeatureRow) =>
  r.candidates
    .map((c, i) => ({ c, i, v: score(s, c.features) }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .map((x) => x.c);

/** Folds that each leave one body out: a weight that only helps the body it was fitted on shows as a fold that drops. */
export function bodyFolds(rows: FeatureRow[]): Array<{ body: string; train: FeatureRow[]; test: FeatureRow[] }> {
  const bodies = [...new Set(rows.map((r) => r.body))].sort();
  return bodies.map((body) => ({
    body,
    train: rows.filter((r) => r.body !== body),
    test: rows.filter((r) => r.body === body),
  }));
}
