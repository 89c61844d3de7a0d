import fs from "node:fs";
import type { ItemMatch } from "../answer";
import type { QuestionAnalysis } from "../question";
import type { TermWeights } from "../types";
import { FEATURE_NAMES, featureValues, rankContext, type FeatureName } from "./features";

/** The fitted weights as `npm run fit:ranking` writes them, with what they were fitted on. */
export type FittedWeights = {
  fittedOn: { sets: string[]; questions: number; date: string; heldOut: string[] };
  bias: number;
  weights: Partial<Record<FeatureName, number>>;
};

const WEIGHTS_FILE = new URL("./weights.json", import.meta.url);

/** The fitted weights, when the file is there (read once); null keeps the ranking in use. */
export const FITTED: FittedWeights | null = fs.existsSync(WEIGHTS_FILE)
  ? (JSON.parse(fs.readFileSync(WEIGHTS_FILE, "utf8")) as FittedWeights)
  : null;

/**
 * Candidates whose fitted scores are this close to the best one's are ordered by meeting date when
 * the question asks for the first or the last meeting (a score is a log-odds: 0.5 is about a
 * sixth of the odds).
 */
const DATE_ORDER_TIE = 0.5;

/** The matched items ordered by the fitted weights, best first; ties keep the search's order. */
export function orderByWeights(
  matches: ItemMatch[],
  a: QuestionAnalysis,
  weights: TermWeights,
  fitted: FittedWeights,
): ItemMatch[] {
  const c = rankContext(a, weights);
  const scored = matches.map((m) => {
    const f = featureValues(c, m);
    return { m, s: FEATURE_NAMES.reduce((sum, n) => sum + (fitted.weights[n] ?? 0) * f[n], fitted.bias) };
  });
  scored.sort((x, y) => y.s - x.s || x.m.rank - y.m.rank);
  const { order } = a;
  if (!order || !scored.length) return scored.map((x) => x.m);
  const best = scored[0]!.s;
  const near = scored.filter((x) => x.s >= best - DATE_ORDER_TIE && x.m.item.meetingDate);
  const rest = scored.filter((x) => !near.includes(x));
  near.sort((x, y) =>
    order === "first"
      ? x.m.item.meetingDate!.localeCompare(y.m.item.meetingDate!)
      : y.m.item.meetingDate!.localeCompare(x.m.item.meetingDate!),
  );
  return [...near, ...rest].map((x) => x.m);
}
