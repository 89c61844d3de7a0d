import { BULLET, dateRunsOn } from "./lines";
import { isMotionStart, movers } from "./movers";
import { tagNames, type TaggedName } from "./names";
import { segmentPassages } from "./passages";
import { ROLES } from "./roles";
import { OUTCOME_PHRASE, parseTally } from "./tally";
import type { AgendaItem } from "./types";

/**
 * The sentences of an agenda item as the reader stores them, each with the page that prints it and
 * its role in the item. Answers read these; they never split an item's text again.
 */
export const SENTENCE_ROLES = [
  "caption",
  "motion",
  "tally",
  "continuance",
  "roll call",
  "public comment",
  "discussion",
] as const;
export type SentenceRole = (typeof SENTENCE_ROLES)[number];

/** A sentence of an item: its page, its role and (as the reader stores it) the names it holds. */
export type ItemSentence = { page: number; text: string; role: SentenceRole; names?: TaggedName[] };

/**
 * A sentence that tells an item was put off: continued, postponed, deferred, tabled… "Continue to
 * work with …" and "continued to meet" are not ("continued to" must lead to a meeting or a date).
 */
export const PUT_OFF = ROLES.continuance.pattern;

/** Running headers and footers of minutes, which never answer anything. */
const FURNITURE = /^(page \d+( of \d+)?|\d+|minutes approved by .*|sample document.*)$/i;

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATION_END = /\b(?:Mr|Mrs|Ms|Dr|St|Ave|Rd|No|Inc|Co|vs|approx|Jr|Sr|Blvd|Hwy|U\.S|a\.m|p\.m)\.$/i;

/**
 * Splits a text into sentences, keeping abbreviations and decimals together. A line without
 * closing punctuation (an agenda caption such as "5. Quartz Hill Storage") stands on its own.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of text.split(/\n+/)) {
    // A tally broken over two lines ("3-\n0-1") is read whole.
    const clean = rawLine
      .replace(/\s+/g, " ")
      .replace(/(\d)-\s+(?=\d)/g, "$1-")
      .trim();
    if (!clean || FURNITURE.test(clean)) continue;
    // A bullet starts a new point even where the one before has no full stop.
    const parts = clean.split(BULLET).flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/));
    const merged: string[] = [];
    for (const p of parts) {
      const prev = merged[merged.length - 1];
      if (prev && (ABBREVIATION_END.test(prev) || /^\d{1,2}\.$/.test(prev) || dateRunsOn(prev, p))) {
        merged[merged.length - 1] = `${prev} ${p}`;
      } else merged.push(p);
    }
    out.push(...merged.map((s) => s.trim()).filter((s) => s.length > 0));
  }
  return out;
}

/**
 * The sentences of passages in reading order, each with its page. Passages overlap (one may begin
 * with the last sentences of the one before): those are read once, while the same words elsewhere
 * ("The motion passed 4-0.") are another sentence.
 */
export function passageSentences(
  passages: Array<{ page: number; text: string }>,
): Array<{ page: number; text: string }> {
  const out: Array<{ page: number; text: string }> = [];
  let before: string[] = [];
  for (const p of passages) {
    const keys = sentences(p.text).map((s) => s.replace(/\s+/g, " ").trim());
    let leading = true;
    for (const key of keys) {
      // Overlapping passages may cut a sentence at another place ("Ms. Congleton noted…", "Congleton noted…").
      const cut =
        key.length > 40 && out.some((l) => p.page - l.page <= 1 && (l.text.endsWith(key) || key.endsWith(l.text)));
      if (leading && (before.includes(key) || cut)) continue;
      leading = false;
      if (cut) continue;
      out.push({ page: p.page, text: key });
    }
    before = keys;
  }
  return out;
}

/** A text's letters and digits in lower case, each run of anything else one space. */
export const bare = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * What a sentence does in its item. Which comes first matters: a motion's sentence often holds its
 * vote too ("Motion by X … carried 5-0") and is a motion; a count is a tally even where the vote was
 * to continue; an outcome is read before a roll call ("no quorum").
 */
export function roleOf(text: string, caption?: string): SentenceRole {
  if (caption) {
    const head = bare(caption).slice(0, 40);
    if (head && bare(text).includes(head)) return "caption";
  }
  // The seconding belongs to the motion ("Member Tam seconded the motion.").
  if (isMotionStart(text) || movers(text).secondedBy) return "motion";
  if (parseTally(text)?.ayes != null) return "tally";
  // "The item was continued to May 4" tells an outcome without a count: a continuance.
  if (ROLES.continuance.pattern.test(text)) return "continuance";
  if (OUTCOME_PHRASE.test(text)) return "tally";
  if (ROLES.rollCall.pattern.test(text)) return "roll call";
  if (ROLES.publicComment.pattern.test(text)) return "public comment";
  return "discussion";
}

/**
 * An item's sentences with their pages, roles and the names each holds, read from its passages as the search cut them (so
 * that a sentence cited from a passage is one of these): those given, at ingestion, or else cut from
 * its segments. The first sentence that prints the caption is the caption.
 */
export function readItemSentences(
  item: Pick<AgendaItem, "segments" | "title">,
  passages: Array<{ page: number; text: string }> = segmentPassages(item.segments),
): ItemSentence[] {
  let captionSeen = false;
  return passageSentences(passages).map((s) => {
    const role = roleOf(s.text, captionSeen ? undefined : item.title);
    if (role === "caption") captionSeen = true;
    return { ...s, role, names: tagNames(s.text) };
  });
}
