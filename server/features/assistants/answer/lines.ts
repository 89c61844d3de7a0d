import type { QuestionAnalysis } from "../question";
import { bare, passageSentences, type SentenceRole } from "../../documents/minutes/sentences";
import { stem, words, isStopWord } from "../text";
import { TALK } from "../lexicon/talk";
import { RANKING } from "../rank/weights";
import type { ItemContext, TermWeights } from "../types";
import { kindFit, type KindFit } from "./kind-fit";

/** A question put at the meeting. */
export const ASKED = TALK.asked.pattern;

/** A sentence of an item with the page it is printed on and, where the reader stored it, its role. */
export type Line = { page: number; text: string; index: number; role?: SentenceRole };

/**
 * The item's sentences in reading order, each with its page: as the reader stored them, or, for a
 * passage read as an item, cut from its passages.
 */
export function itemLines(item: ItemContext): Line[] {
  if (item.sentences) return item.sentences.map((s, index) => ({ ...s, index }));
  return passageSentences(item.passages).map((s, index) => ({ ...s, index }));
}

/** The reply to a question put at the meeting: the line after it, on its page or the next. */
export function replyTo(line: Line, lines: Line[]): Line | undefined {
  const reply = lines[line.index + 1];
  return ASKED.test(line.text) && reply && reply.page - line.page <= 1 ? reply : undefined;
}

export type WeightedStem = { stem: string; weight: number; alts: string[] };

/** The shortest word read as half of a word the minutes print joined ("chip" of "Chipseal"). */
const JOINED_MIN = 3;

/**
 * Question words weighted by their rarity in the corpus (matched on a shared stem), with the stems
 * of their other words (a question's "bought" is matched by "purchased").
 */
export function sentenceWeights(a: QuestionAnalysis, weights: TermWeights): WeightedStem[] {
  const out: WeightedStem[] = [];
  const maxIdf = Math.max(1, ...weights.terms.map((t) => t.idf));
  const said = words(a.topic || a.question);
  said.forEach((w, i) => {
    if (isStopWord(w) || w.length < 2) return;
    const s = stem(w);
    if (out.some((o) => o.stem === s)) return;
    const lex = weights.terms.find((t) => t.lexeme.startsWith(s.slice(0, 5)) || s.startsWith(t.lexeme.slice(0, 5)));
    if (!lex) return; // a question word the search does not count (filler, stop word)
    const alts = lex.alts?.length ? (a.alternatives[w.toLowerCase()] ?? []).map(stem) : [];
    // Two words the minutes may print as one ("chip seal", "Chipseal"): the joined word holds both.
    // Not a name's initials or an ending ("trial" and "Ed" would make "trialed", that is "trial").
    for (const j of w.length < JOINED_MIN ? [] : [i - 1, i + 1]) {
      const other = said[j];
      if (!other || isStopWord(other) || other.length < JOINED_MIN) continue;
      const joined = stem((j < i ? other + w : w + other).toLowerCase());
      if (joined !== s && joined !== stem(other)) alts.push(joined);
    }
    out.push({ stem: s, weight: lex.idf / maxIdf, alts });
  });
  return out;
}

/** The weighted question word a search lexeme stands for (sharing its first five letters). */
export const weightedFor = (weighted: WeightedStem[], lexeme: string) =>
  weighted.find((w) => w.stem.startsWith(lexeme.slice(0, 5)) || lexeme.startsWith(w.stem.slice(0, 5)));

/** Whether a text's stems hold a weighted question word (or one of its other words). */
export const hasStem = (set: Set<string>, w: WeightedStem) => set.has(w.stem) || w.alts.some((x) => set.has(x));

/** A text's stems, its long stems (for a longer word's match) and its number of words. */
type TextStems = { set: Set<string>; long: string[]; count: number };

/**
 * The stems of the texts read lately: the same sentences are scored for the item, the sentence and
 * the timeline. At most STEMS_KEPT (the items of a few questions over time, some megabytes), then
 * forgotten all at once.
 */
const stemsRead = new Map<string, TextStems>();
const STEMS_KEPT = 10_000;

function textStems(text: string): TextStems {
  let found = stemsRead.get(text);
  if (!found) {
    const said = words(text);
    const set = new Set(said.map(stem));
    found = { set, long: [...set].filter((x) => x.length >= 5), count: said.length };
    if (stemsRead.size >= STEMS_KEPT) stemsRead.clear();
    stemsRead.set(text, found);
  }
  return found;
}

export function termScore(text: string, weighted: WeightedStem[]): number {
  const { set, long } = textStems(text);
  let score = 0;
  for (const w of weighted)
    if (hasStem(set, w) || (w.stem.length >= 5 && long.some((x) => x.startsWith(w.stem)))) score += w.weight;
  return score;
}

/**
 * `near`: how much the sentences around it are about the subject, counted for one of the asked kind;
 * `fit`: what it holds of the kind asked (`kindFit`), `bonus` that fit's weight.
 */
export type Scored = Line & { score: number; terms: number; near: number; bonus: number; fit: KindFit | null };

export { bare };
/** The words of a line past as many words as the title has. */
const runOn = (text: string, itemTitle: string) => text.split(/\s+/).slice(itemTitle.split(/\s+/).length).join(" ");
const CAPTION_SMALL_WORDS = /^(?:a|an|and|as|at|by|for|from|in|of|on|or|the|to|with|&|[–—-])$/;
/** Whether words read as the rest of a caption: capitalised, but for its small words, and no numbers. */
const titleCased = (rest: string) =>
  !/\d/.test(rest) && rest.split(/\s+/).every((w) => !w || /^\W*\p{Lu}/u.test(w) || CAPTION_SMALL_WORDS.test(w));

/** Whether a line is the item's caption (or its code line) rather than something said about it. */
export function isCaptionLine(text: string, itemTitle: string): boolean {
  if (!itemTitle) return false;
  const t = bare(text).replace(/^(?:item\s+)?\d{1,2}\s?[a-z]?\s+/, "");
  const title = bare(itemTitle);
  if (t.length > 0 && (title.startsWith(t) || (t.startsWith(title.slice(0, 40)) && t.length <= title.length + 20)))
    return true;
  // The stored title may stop at the caption's first line break: the caption runs on past it in
  // Title Case ("… and Appeal Process for Transportation Operational Decisions."), where a note
  // after it does not ("… Continued to the meeting of February 7, 2008").
  const slack = Math.max(40, title.length);
  if (t.startsWith(title.slice(0, 40)) && t.length <= title.length + slack && titleCased(runOn(text, itemTitle)))
    return true;
  // The title after a file or case number ("2015-1649 Public Hearing to Consider …"), whole even where
  // the stored title stops at the caption's first line break.
  const at = t.indexOf(title.slice(0, 40));
  return at > 0 && at <= 24 && /\d/.test(t.slice(0, at)) && t.length <= at + title.length + slack;
}

export function rankLines(a: QuestionAnalysis, weights: TermWeights, lines: Line[], itemTitle: string): Scored[] {
  const weighted = sentenceWeights(a, weights);
  const titleTerms = termScore(itemTitle, weighted);
  const asked = new Set(words(a.question).map(stem));
  const base = lines.map((l) => termScore(l.text, weighted));
  const w = RANKING.sentence;
  return lines
    .map((l, i) => {
      const terms = base[i]!;
      const { fit, bonus } = kindFit(a, l.text, asked);
      // A sentence of the asked kind next to one about the subject often holds the answer without
      // repeating the question's words ("Our lake … has storage capacity of about 472 acre-feet").
      let near = 0;
      for (let j = Math.max(0, i - 2); j <= Math.min(lines.length - 1, i + 2); j++)
        if (j !== i && Math.abs(lines[j]!.page - l.page) <= 1)
          near = Math.max(near, base[j]! * (Math.abs(j - i) === 1 ? w.nearNext : w.nearSecond));
      // Terms of the item's title are already known to match: the answer is what the item says of them.
      let score = terms + bonus + (bonus > 0 ? near : 0) + (titleTerms > 0 ? w.titleHeld : 0);
      const n = textStems(l.text).count;
      if (n < 5) score *= w.shortLine;
      else if (!/[.!?]["”)]?$/.test(l.text)) score *= w.brokenLine; // a caption or a broken line
      // The caption is context, not an answer.
      if (
        isCaptionLine(l.text, itemTitle) ||
        (!itemTitle && /^(?:item\s+)?\d{1,2}(?:-?[A-Z])?[.:)]\s/i.test(l.text) && n < 14)
      )
        score *= w.caption;
      if (/^(?:staff|the\s+staff\s+report)\b.*\b(?:found\s+at|attachments?)\b/i.test(l.text)) score *= w.pointer;
      return { ...l, score, terms, near: bonus > 0 ? near : 0, bonus, fit };
    })
    .sort((x, y) => y.score - x.score || x.index - y.index);
}

/**
 * An item's sentences ranked for a question, once per analysis, term weights and item: the items
 * ranked for a question are read again for its answer and its confidence. Read only: callers filter
 * and find, never sort or change it.
 */
const itemsRanked = new WeakMap<QuestionAnalysis, WeakMap<TermWeights, WeakMap<ItemContext, Scored[]>>>();

export function rankItemLines(a: QuestionAnalysis, weights: TermWeights, item: ItemContext): Scored[] {
  let byWeights = itemsRanked.get(a);
  if (!byWeights) itemsRanked.set(a, (byWeights = new WeakMap()));
  let byItem = byWeights.get(weights);
  if (!byItem) byWeights.set(weights, (byItem = new WeakMap()));
  let ranked = byItem.get(item);
  if (!ranked) byItem.set(item, (ranked = rankLines(a, weights, itemLines(item), item.itemTitle)));
  return ranked;
}

/** How well an item answers the question: the score of its best sentence for what is asked. */
export function itemFit(a: QuestionAnalysis, weights: TermWeights, item: ItemContext): { line: number } {
  return { line: rankItemLines(a, weights, item)[0]?.score ?? 0 };
}
