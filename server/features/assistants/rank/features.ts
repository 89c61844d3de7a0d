import { pairKey } from "../../documents/search";
import { capitalisedNames } from "../names";
import {
  bodyPrinted,
  holds,
  termWeight,
  totalWeight,
  itemFit,
  localCoverage,
  recordsDecision,
  sentenceCoverage,
  recordsDissent,
  shareOf,
  titlePrintsNames,
  type ItemMatch,
} from "../answer";
import { asksVote, type AskKind, type QuestionAnalysis } from "../question";
import type { TermWeights } from "../types";

/**
 * The signals that tell which matched agenda item answers a question, each a small pure function of
 * (question, its weighed terms, candidate) on a scale of 0 to 1, so that weights compare. The
 * ranking's weights (`weights.json`, read by `weights.ts`, written by `npm run fit:ranking`) combine
 * them; nothing else decides the order of candidates by a number of its own. The same file weighs
 * the sentence scores `kindFit` reads.
 */
export type RankContext = {
  a: QuestionAnalysis;
  weights: TermWeights;
  /** The names the question writes in capitals, two words or more ("the Transportation Choices Plan"). */
  names: string[];
};

export const rankContext = (a: QuestionAnalysis, weights: TermWeights): RankContext => ({
  a,
  weights,
  names: capitalisedNames(a.question),
});

/** The ask kinds whose answer is one sentence's fact, told apart by `kindFit`. */
export const READS_A_SENTENCE: ReadonlySet<AskKind> = new Set(["date", "continuance", "quantity"]);

/** An item of this many passages or more counts as long (a staff report, a whole hearing). */
const LONG_ITEM_PASSAGES = 40;

export const FEATURES = {
  /** The share of the question's rarity-weighted terms the item holds anywhere (title and text). */
  coverage: (_c: RankContext, m: ItemMatch) => m.coverage,
  /** The share the item's title holds: an item titled with the question's words is about them. */
  titleCoverage: (c: RankContext, m: ItemMatch) => shareOf(c.weights, m.item.titleLexemes ?? []),
  /** The share the item holds in one place (its title and a page or so of text), at best. */
  localCoverage: (c: RankContext, m: ItemMatch) => localCoverage(c.weights, m.item),
  /** The share two consecutive sentences of the item hold, at best (an answer is told in a sentence or two). */
  sentenceCoverage: (c: RankContext, m: ItemMatch) => sentenceCoverage(c.weights, m.item),
  /** How high the search ranked the item's best passage: 1 first, 1/2 second, and so on. */
  searchRank: (_c: RankContext, m: ItemMatch) => 1 / (1 + m.rank),
  /** Asked how a vote went: the item records a vote that decided it (asked who voted against: one with dissent). */
  voteRecorded: (c: RankContext, m: ItemMatch) =>
    +(asksVote(c.a) && (c.a.kind === "against" ? recordsDissent(m.item) : recordsDecision(m.item))),
  /** Asked who voted against: the item's vote records dissent. */
  dissentRecorded: (c: RankContext, m: ItemMatch) => +(c.a.kind === "against" && recordsDissent(m.item)),
  /** Asked where an item was put off: the item was continued to a later meeting. */
  continued: (c: RankContext, m: ItemMatch) => +(c.a.kind === "continuance" && !!m.item.continuedTo),
  /** The item's title prints every name the question writes in capitals. */
  titleNames: (c: RankContext, m: ItemMatch) => +(c.names.length > 0 && titlePrintsNames(m.item, c.names)),
  /**
   * Asked for a date, where an item was put off, or an amount: how well the item's best sentence
   * holds one about the subject (its score s as s / (1 + s)). Read only for those kinds, whose
   * answer is one sentence's fact.
   */
  kindFit: (c: RankContext, m: ItemMatch) => {
    if (!READS_A_SENTENCE.has(c.a.kind)) return 0;
    const s = itemFit(c.a, c.weights, m.item).line;
    return s > 0 ? s / (1 + s) : 0;
  },
  /**
   * The question names a public body by what it is about ("the public art commission"): the share of
   * its words the item's meeting prints at the head of its minutes, where minutes name their body.
   */
  bodyNamed: (c: RankContext, m: ItemMatch) => bodyPrinted(c.a, m.item),
  /**
   * How often the item comes back to the question's words: for each term, the passages that hold it
   * (tf) saturated as tf / (tf + 1), weighed by rarity, as a share of the question's weight (BM25's
   * term frequency with k1 = 1). An item about the subject names it again and again; one that
   * mentions it in passing, once. An item whose passages were not read word by word counts each term
   * it holds once.
   */
  repetition: (c: RankContext, m: ItemMatch) => {
    const total = totalWeight(c.weights);
    if (!total) return 0;
    const { passages } = m.item;
    const perPassage = passages.length && passages.every((p) => p.lexemes) ? passages.map((p) => p.lexemes!) : null;
    let sum = 0;
    for (const t of c.weights.terms) {
      const tf = perPassage ? perPassage.filter((l) => holds(l, t)).length : +holds(m.item.lexemes, t);
      sum += (termWeight(t) * tf) / (tf + 1);
    }
    return sum / total;
  },
  /**
   * The share of the question's words that follow each other ("Art in the Park", "the in-lieu fee")
   * the item prints together, in order and a few words apart at most (`PAIR_WITHIN`), in its title or
   * a passage, each pair weighed by its two words' mean weight: an item that prints the resident's
   * phrase is about it, one that holds its words apart may be about something else (the ordered
   * pairs of the sequential dependence model). 0 when the question has no such pair or the item's
   * passages were not read for them.
   */
  pairsPrinted: (c: RankContext, m: ItemMatch) => {
    const pairs = c.weights.pairs ?? [];
    if (!pairs.length) return 0;
    const weightOf = new Map(c.weights.terms.map((t) => [t.lexeme, termWeight(t)]));
    const printed = new Set([...(m.item.titlePairs ?? []), ...m.item.passages.flatMap((p) => p.pairs ?? [])]);
    let all = 0;
    let held = 0;
    for (const pair of pairs) {
      const w = ((weightOf.get(pair[0]) ?? 0) + (weightOf.get(pair[1]) ?? 0)) / 2;
      all += w;
      if (printed.has(pairKey(pair))) held += w;
    }
    return all > 0 ? held / all : 0;
  },
  /** How long the item is, up to LONG_ITEM_PASSAGES passages (a long item holds many words by chance). */
  length: (_c: RankContext, m: ItemMatch) => Math.min(1, m.item.passages.length / LONG_ITEM_PASSAGES),
} satisfies Record<string, (c: RankContext, m: ItemMatch) => number>;

export type FeatureName = keyof typeof FEATURES;
export const FEATURE_NAMES = Object.keys(FEATURES) as FeatureName[];

/** Every feature's value for a candidate. */
export function featureValues(c: RankContext, m: ItemMatch): Record<FeatureName, number> {
  return Object.fromEntries(FEATURE_NAMES.map((f) => [f, FEATURES[f](c, m)])) as Record<FeatureName, number>;
}
