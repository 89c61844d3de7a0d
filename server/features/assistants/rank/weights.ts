import fs from "node:fs";
import type { FeatureName } from "./features";

/**
 * Every weight that decides which item, which sentence and which motion answers a question, as
 * `weights.json` keeps them (JSON has no comments: this type documents the file). The item
 * ranking's weights and tie rules say by how much each feature of rank/features.ts counts;
 * `npm run fit:ranking -- --write` writes them from the question sets, recording what they were
 * fitted on, and keeps the other sections as they are. `fittedOn` is null while the weights are
 * set by hand (`note` says why).
 *
 * This module reads only the file: the answer's stages read its sections without importing the
 * ranking, which imports them.
 */
export type RankingWeights = {
  fittedOn: { sets: string[]; questions: number; date: string; heldOut: string[] } | null;
  note?: string;
  /** A candidate's score: `bias + Σ weight × feature`. */
  bias: number;
  weights: Partial<Record<FeatureName, number>>;
  /**
   * Candidates that score within `tie` of the best one that may lead (coverage at least
   * ITEM_MIN_COVERAGE) are tied: the question's first or last meeting
   * comes first when it asks for one; then, for a question that asks for a date, where an item was put
   * off or an amount, the candidate whose best sentence holds one (`kindFit`, relative to the best
   * tied one's); then the search's order.
   */
  tie: number;
  /** How much a step down the search's ranking costs a tied candidate against a better `kindFit`. */
  rankStep: number;
  /** The same for a question about an amount: most sentences about a subject hold some number. */
  rankStepAmount: number;
  /** How an item's sentences are scored for a question (answer/lines.ts `rankLines`). */
  sentence: SentenceWeights;
  /** How well a sentence answers the kind of question asked (answer/kind-fit.ts `kindFit`). */
  kind: KindWeights;
  /** How well a sentence names what a "which …" or "who …" question asks for (names.ts `nameBonus`). */
  name: NameWeights;
  /** Which of an item's motions a vote question is about (answer/votes.ts `pickMotion`). */
  motion: MotionWeights;
  /** How a passage's sentences are scored where no agenda item was recognised (compose.ts `scoreSentences`). */
  passage: PassageWeights;
  /** How much a question's word weighs beside its rarity (answer/match.ts `termWeight`), in every coverage. */
  term: TermFactors;
};

/**
 * A passage's sentence scores the rarity-weighted question words it holds, plus a bonus for what is
 * asked (more when it also holds the question's words), times a factor for a line that reads as
 * something other than an answer.
 */
export type PassageWeights = {
  /** Asked about a vote: a sentence that records one and holds the question's words. */
  voteAbout: number;
  /** One that records a vote, none of the question's words. */
  vote: number;
  /** Asked when: a sentence with a date that holds the question's words. */
  dateAbout: number;
  /** One with a date, none of the question's words. */
  date: number;
  /** Asked how many or how much: a sentence with a number that holds the question's words. */
  numberAbout: number;
  /** The factor of a line under 4 words. */
  shortLine: number;
  /** The factor of a line with no final stop (an agenda caption). */
  brokenLine: number;
};

/** Factors of a question word's rarity weight. */
export type TermFactors = {
  /** A hyphenated compound, also searched as its parts ("capacity-building"): it adds this share. */
  compound: number;
  /** A name the resident wrote with a capital. */
  name: number;
  /** A word no document prints: nothing can be about it. */
  unprinted: number;
};

/**
 * A sentence scores the rarity-weighted question words it holds, plus its kind bonus; a sentence of
 * the asked kind also scores a share of its neighbours' (`near`). Then factors for a line that reads
 * as something other than an answer.
 */
export type SentenceWeights = {
  /** The share of the next or previous sentence's words counted for one of the asked kind. */
  nearNext: number;
  /** The same for a sentence two away. */
  nearSecond: number;
  /** Added to every sentence when the item's title holds the question's words. */
  titleHeld: number;
  /** The factor of a line under 5 words. */
  shortLine: number;
  /** The factor of a line with no final stop (a broken line, a heading). */
  brokenLine: number;
  /** The factor of the item's caption (or its code line): context, not an answer. */
  caption: number;
  /** The factor of a line that points to the staff report or the attachments. */
  pointer: number;
};

/** A sentence's bonus for what the question asks, by the ask's kind. */
export type KindWeights = {
  /** Asked for a rate or a cost: a rate, or a sum of money (of the charge asked for). */
  amountFits: number;
  /** Asked how many or how much: a number next to the thing counted (or another name of it). */
  unitNear: number;
  /** A number with a unit. */
  unit: number;
  /** Any other number. */
  number: number;
  /** Asked where: a place the question does not name, with a street, a park, a hall… */
  placeStreet: number;
  /** A place the question does not name, of no such kind. */
  place: number;
  /** Asked when: a date or a year. */
  date: number;
  /** Asked where an item was put off: a putting off with a date. */
  continuanceDated: number;
  /** A putting off without one. */
  continuance: number;
  /** Asked why: a sentence that gives a reason. */
  reason: number;
  /** Asked about a vote (how it went, who voted against, who moved it) and who held back: a vote line that tells one held back. */
  voteHeldBack: number;
  /** Asked about a vote: any other vote line. */
  vote: number;
};

/** A name the question does not already hold, by its kind and the kind asked; the best one counts. */
export type NameWeights = {
  /** A name of the kind asked (a person, an organisation, a place). */
  ofKind: number;
  /** A name of another kind, or of a kind where none is asked. */
  otherKind: number;
  /** A person asked which company, or a company asked who. */
  crossed: number;
  /** A name the tagger gives no kind, where none is asked. */
  untagged: number;
  /** A name the tagger gives no kind, where one is asked. */
  untaggedForKind: number;
};

/** Added to a motion's score, the question's rarity-weighted words it holds. */
export type MotionWeights = {
  /** Its outcome is printed. */
  outcome: number;
  /** Its tally is printed. */
  tally: number;
  /** A motion on procedure (to adjourn, to approve the minutes…), where the question does not ask about one. */
  procedural: number;
  /** A motion that does not decide the item (no vote recorded, or one that puts it off), unless asked where it was put off. */
  undecided: number;
  /** Asked who voted against: it names those against or abstaining. */
  dissent: number;
  /** Asked who moved it: it names the mover. */
  mover: number;
};

const WEIGHTS_FILE = new URL("./weights.json", import.meta.url);

/** The weights in use (read once). */
export const RANKING: RankingWeights = JSON.parse(fs.readFileSync(WEIGHTS_FILE, "utf8")) as RankingWeights;
