import fs from "node:fs";
import type { QuestionAnalysis } from "../question";
import type { TermWeights } from "../types";
import type { LeadKind } from "./composition";
import { rankItemLines, sentenceWeights } from "./lines";
import { holds, localCoverage, sentenceCoverage, shareOf, termWeight, totalWeight, type ItemMatch } from "./match";
import { COVERAGE_TIE } from "./thresholds";

/**
 * How sure an answer read from an item is: a logistic model over a few signals of the question and
 * the item the answer was read from, each a small pure function on a scale of 0 to 1. Its weights and
 * the threshold below which the answer is declined (`low-confidence`) are fitted by
 * `npm run fit:confidence` on the question sets, never on the held-out ones, and live in
 * `confidence.json` with what they were fitted on.
 */
export type ConfidenceInput = {
  a: QuestionAnalysis;
  weights: TermWeights;
  /** The item the answer is read from. */
  best: ItemMatch;
  /** Every matched item, best first. */
  matches: ItemMatch[];
  lead: LeadKind;
};

/** The item's sentences ranked for the question (several features read them). */
const ranked = (c: ConfidenceInput) => rankItemLines(c.a, c.weights, c.best.item);

/** The rarity-weighted question words a sentence can hold, summed. */
const questionWeight = (c: ConfidenceInput) => sentenceWeights(c.a, c.weights).reduce((s, w) => s + w.weight, 0);

/** The leads read from the item's record (its vote, its motion, its continuance) rather than a sentence. */
const RECORD_LEADS = new Set<LeadKind>(["vote", "motion", "continuance", "continuances"]);

export const CONFIDENCE_FEATURES = {
  /** The share of the question's rarity-weighted terms the item holds anywhere. */
  coverage: (c: ConfidenceInput) => c.best.coverage,
  /** The share the item holds in one place (its title and a page or so of text), at best. */
  localCoverage: (c: ConfidenceInput) => localCoverage(c.weights, c.best.item),
  /** The share two consecutive sentences of the item hold, at best. */
  sentenceCoverage: (c: ConfidenceInput) => sentenceCoverage(c.weights, c.best.item),
  /** The share the item's title holds. */
  titleCoverage: (c: ConfidenceInput) => shareOf(c.weights, c.best.item.titleLexemes ?? []),
  /** How high the search ranked the item's best passage: 1 first, 1/2 second, and so on. */
  searchRank: (c: ConfidenceInput) => 1 / (1 + c.best.rank),
  /** How much more of the question the item holds than the best item of another meeting. */
  margin: (c: ConfidenceInput) => {
    const other = c.matches.find((m) => m.item.documentId !== c.best.item.documentId);
    return Math.max(0, c.best.coverage - (other?.coverage ?? 0));
  },
  /** The weight of the heaviest question term the item lacks, as a share of the question's. */
  heaviestMissing: (c: ConfidenceInput) => {
    const total = totalWeight(c.weights);
    if (!total) return 0;
    const missing = c.weights.terms.filter((t) => !holds(c.best.item.lexemes, t)).map(termWeight);
    return Math.max(0, ...missing) / total;
  },
  /** The share of the question's weight in words no document prints. */
  unknownWords: (c: ConfidenceInput) => {
    const total = totalWeight(c.weights);
    return total ? c.weights.terms.filter((t) => t.df === 0).reduce((s, t) => s + termWeight(t), 0) / total : 0;
  },
  /** The lead was read from the item's record: its vote, motion or continuance. */
  recordLead: (c: ConfidenceInput) => +RECORD_LEADS.has(c.lead),
  /** The question asks for one kind of fact (a vote, an amount, a date…), whose evidence the item passed. */
  specificAsk: (c: ConfidenceInput) => +(c.a.kind !== "fact"),
  /** How well the item's best sentence answers what is asked (its score s as s / (1 + s)). */
  bestSentence: (c: ConfidenceInput) => {
    const s = ranked(c)[0]?.score ?? 0;
    return s > 0 ? s / (1 + s) : 0;
  },
  /** Asked for one kind of fact, the item's best sentence holds something of that kind (a sum, a date, a tally…). */
  bestFitsKind: (c: ConfidenceInput) => +(c.a.kind !== "fact" && ranked(c)[0]?.fit != null),
  /** Asked for one kind of fact, no sentence of the item holds anything of that kind. */
  kindAbsent: (c: ConfidenceInput) => +(c.a.kind !== "fact" && !ranked(c).some((l) => l.fit != null)),
  /** The share of the question's words (weighted by rarity) the best sentence holds. */
  bestSentenceShare: (c: ConfidenceInput) => {
    const total = questionWeight(c);
    return total ? Math.min(1, (ranked(c)[0]?.terms ?? 0) / total) : 0;
  },
  /**
   * Asked for one kind of fact, the share of the question's words held by a sentence holding that
   * kind, with what the sentences beside it hold, at best: the sum is said of the subject asked about.
   */
  kindSentenceShare: (c: ConfidenceInput) => {
    const total = questionWeight(c);
    if (c.a.kind === "fact" || !total) return 0;
    return Math.min(
      1,
      Math.max(
        0,
        ...ranked(c)
          .filter((l) => l.fit != null)
          .map((l) => (l.terms + l.near) / total),
      ),
    );
  },
  /** 1 / (1 + how many items of other meetings hold about as much of the question). */
  rivals: (c: ConfidenceInput) =>
    1 /
    (1 +
      c.matches.filter(
        (m) => m.item.documentId !== c.best.item.documentId && m.coverage >= c.best.coverage - COVERAGE_TIE,
      ).length),
} satisfies Record<string, (c: ConfidenceInput) => number>;

export type ConfidenceFeature = keyof typeof CONFIDENCE_FEATURES;
export const CONFIDENCE_FEATURE_NAMES = Object.keys(CONFIDENCE_FEATURES) as ConfidenceFeature[];

/** The fitted model as `npm run fit:confidence` writes it. */
export type ConfidenceModel = {
  /** `thresholdOn`: the sets the threshold was picked on, when not those fitted on. */
  fittedOn: { sets: string[]; questions: number; date: string; heldOut: string[]; thresholdOn?: string[] };
  bias: number;
  weights: Partial<Record<ConfidenceFeature, number>>;
  /** Below this score (a log-odds), the answer is declined. */
  threshold: number;
};

const MODEL_FILE = new URL("./confidence.json", import.meta.url);

let model: ConfidenceModel | null = fs.existsSync(MODEL_FILE)
  ? (JSON.parse(fs.readFileSync(MODEL_FILE, "utf8")) as ConfidenceModel)
  : null;

/** The model in use (null: no answer is declined for confidence). */
export const confidenceModel = () => model;

/** Whether answers compute the features without a model (the evaluation collects them to fit one). */
let collecting = false;

/**
 * Replaces the model in use; `collect` computes the features even without one (the evaluation
 * answers without a model to collect the features it fits on).
 */
export function useConfidenceModel(next: ConfidenceModel | null, collect = false): void {
  model = next;
  collecting = collect;
}

/** Whether an answer's confidence is read at all: only with a model, or while features are collected. */
export const readsConfidence = () => !!model || collecting;

export type Confidence = {
  features: Record<ConfidenceFeature, number>;
  score: number | null;
  threshold: number | null;
  declines: boolean;
};

/** Every feature's value, the model's score (null without a model) and whether the answer is declined. */
export function confidenceOf(c: ConfidenceInput, m: ConfidenceModel | null = model): Confidence {
  const features = Object.fromEntries(CONFIDENCE_FEATURE_NAMES.map((f) => [f, CONFIDENCE_FEATURES[f](c)])) as Record<
    ConfidenceFeature,
    number
  >;
  if (!m) return { features, score: null, threshold: null, declines: false };
  const score = CONFIDENCE_FEATURE_NAMES.reduce((s, f) => s + (m.weights[f] ?? 0) * features[f], m.bias);
  return { features, score, threshold: m.threshold, declines: score < m.threshold };
}
