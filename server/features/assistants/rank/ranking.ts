import type { ItemMatch } from "../answer/match";
import { ITEM_MIN_COVERAGE } from "../answer/thresholds";
import type { AskKind, QuestionAnalysis } from "../question";
import type { TermWeights } from "../types";
import { FEATURE_NAMES, FEATURES, READS_A_SENTENCE, rankContext, type FeatureName } from "./features";
import { RANKING, type RankingWeights } from "./weights";

/** The weights in use and their type: rank/weights.ts reads `weights.json` and documents its fields. */
export { RANKING, type RankingWeights } from "./weights";

/**
 * The item ranking's part of the weights, what `rankCandidates` reads: by how much each feature of
 * rank/features.ts counts, and the tie rules.
 */
export type ItemWeights = Pick<RankingWeights, "bias" | "weights" | "tie" | "rankStep" | "rankStepAmount">;

/** The weighted features, those whose weight is not zero: only they are computed. */
export const weighted = (w: Pick<RankingWeights, "weights">) => FEATURE_NAMES.filter((n) => (w.weights[n] ?? 0) !== 0);

/** Whether the weights read which of the question's words each stored sentence holds (`sentenceCoverage`). */
export const readsSentenceLexemes = (w: Pick<RankingWeights, "weights">) => (w.weights.sentenceCoverage ?? 0) !== 0;

/** What ordering reads of a candidate: its features (computed when first read), search rank and meeting date. */
export type RankView<T> = {
  value: (c: T, feature: FeatureName) => number;
  rank: (c: T) => number;
  date: (c: T) => string | null;
};

/**
 * Candidates best first: those that hold too little of the question to answer it
 * (`coverage` < ITEM_MIN_COVERAGE) never lead one that may; then those tied with the best score (see
 * `RankingWeights.tie`), then the rest by score; equal scores keep the search's order. A pure
 * function of the candidates' features, shared by the engine and `npm run fit:ranking`, which
 * compares weights by it.
 */
export function rankCandidates<T>(
  candidates: T[],
  ask: { kind: AskKind; order?: "first" | "last" | null },
  w: ItemWeights,
  view: RankView<T>,
): T[] {
  const names = weighted(w);
  const scores = new Map(
    candidates.map((c) => [c, names.reduce((s, n) => s + w.weights[n]! * view.value(c, n), w.bias)]),
  );
  const score = (c: T) => scores.get(c)!;
  const eligible = (c: T) => view.value(c, "coverage") >= ITEM_MIN_COVERAGE;
  // Ties are counted from the best candidate that may lead: one that holds too little sets none.
  const leaders = candidates.filter(eligible);
  const best = Math.max(0, ...(leaders.length ? leaders : candidates).map(score));
  const tied = (c: T) => score(c) >= best - w.tie;
  // kindFit is s / (1 + s) of the best sentence's score s: compared as s, relative to the best tied one's.
  const line = (c: T) => {
    const f = view.value(c, "kindFit");
    return f > 0 ? f / (1 - f) : 0;
  };
  const reads = READS_A_SENTENCE.has(ask.kind);
  const lines = new Map(reads ? candidates.filter(tied).map((c) => [c, line(c)]) : []);
  const maxLine = Math.max(1e-9, ...lines.values());
  const step = ask.kind === "quantity" ? w.rankStepAmount : w.rankStep;
  const fit = (c: T) => (lines.get(c) ?? 0) / maxLine - view.rank(c) * step;
  const { order } = ask;
  return [...candidates].sort((x, y) => {
    if (eligible(x) !== eligible(y)) return eligible(x) ? -1 : 1;
    const xt = tied(x);
    const yt = tied(y);
    if (xt !== yt) return xt ? -1 : 1;
    const xd = view.date(x);
    const yd = view.date(y);
    if (order && xt && xd && yd && xd !== yd) return order === "first" ? xd.localeCompare(yd) : yd.localeCompare(xd);
    return xt ? fit(y) - fit(x) || view.rank(x) - view.rank(y) : score(y) - score(x) || view.rank(x) - view.rank(y);
  });
}

/** The feature values the ranking computed for each candidate (what the answer's trace records). */
export type RankedValues = Map<ItemMatch, Partial<Record<FeatureName, number>>>;

/**
 * The matched items ordered for the question by the weights in use (or those given), best first;
 * `memo` keeps each candidate's feature values as computed for the order.
 */
export function orderItems(
  matches: ItemMatch[],
  a: QuestionAnalysis,
  weights: TermWeights,
  w: ItemWeights = RANKING,
  memo: RankedValues = new Map(),
): ItemMatch[] {
  const c = rankContext(a, weights);
  return rankCandidates(matches, a, w, {
    value: (m, n) => {
      const known = memo.get(m) ?? {};
      memo.set(m, known);
      return (known[n] ??= FEATURES[n](c, m));
    },
    rank: (m) => m.rank,
    date: (m) => m.item.meetingDate,
  });
}
