import type { Motion } from "../../documents/minutes/types";
import type { Evidence } from "../citations";
import { withCite } from "../compose";
import type { QuestionAnalysis } from "../question";
import { clip } from "../text";
import type { ItemContext, TermWeights } from "../types";
import { pageCitations } from "./composition";
import { bare, itemLines, rankItemLines, sentenceWeights, type Line, type Scored, type WeightedStem } from "./lines";
import type { ItemMatch } from "./match";
import { pickMotion } from "./votes";

/**
 * One item read for one question: its sentences ranked for what is asked, the motion the answer is
 * about (when the ask reads a vote), and the pages cited so far. Every stage of an answer from one
 * item reads this value; `used` and `quoted` keep a sentence from being told twice.
 */
export type Reading = {
  a: QuestionAnalysis;
  weights: TermWeights;
  item: ItemContext;
  lines: Line[];
  ranked: Scored[];
  weighted: WeightedStem[];
  motion: Motion | null;
  /** Each line's words, bare, where a motion is read (to find the lines that print it). */
  plain: string[];
  printsMotion: (l: Line) => boolean;
  evidence: Evidence[];
  cite: (page: number) => number;
  /** Lines told anywhere in the answer. */
  used: Set<number>;
  /** Lines the lead quotes as printed: not quoted again below it. */
  quoted: Set<number>;
  /** A line as printed, with its page cited; it is then used and quoted. */
  quote: (l: Line) => string;
};

/** The longest a quoted line is told. */
const QUOTE_MAX_CHARS = 420;

export function readItem(a: QuestionAnalysis, match: ItemMatch, weights: TermWeights, readsVote: boolean): Reading {
  const { item } = match;
  const { evidence, cite: citePage } = pageCitations();
  const cite = (page: number) => citePage(item, page);
  const lines = itemLines(item);
  const used = new Set<number>();
  const quoted = new Set<number>();
  const motion = readsVote ? pickMotion(a, item, weights) : null;
  /** The words of the motion as printed, to find the lines that print it. */
  const made = motion ? bare(motion.text).slice(0, 40) : "";
  const plain = motion ? lines.map((l) => bare(l.text)) : [];
  return {
    a,
    weights,
    item,
    lines,
    ranked: rankItemLines(a, weights, item),
    weighted: sentenceWeights(a, weights),
    motion,
    plain,
    printsMotion: (l) => !!made && plain[l.index]!.includes(made),
    evidence,
    cite,
    used,
    quoted,
    quote: (l) => {
      used.add(l.index);
      quoted.add(l.index);
      return withCite(clip(l.text, QUOTE_MAX_CHARS), cite(l.page));
    },
  };
}
