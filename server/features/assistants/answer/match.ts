import { itemSentences } from "../../documents/minutes/extract";
import { findMotions } from "../../documents/minutes/motions";
import type { Motion } from "../../documents/minutes/types";
import { idfOf } from "../../documents/search";
import { WORD_SHAPES } from "../lexicon/words";
import type { QuestionAnalysis } from "../question";
import { stem } from "../text";
import type { ItemContext, Passage, Retrieval, TermWeights } from "../types";
import { RANKING } from "../rank/weights";

/** A span of time ("over the decades", "for weeks"): when, not what, a question is about. */
const SPAN_OF_TIME = WORD_SHAPES.spanOfTime.pattern;

/** An agenda item (or, where no items were recognised, a lone passage) matched to a question. */
export type ItemMatch = {
  item: ItemContext;
  /** Share (0..1) of the question's rarity-weighted terms found anywhere in the item. */
  coverage: number;
  /** Position of the item's best passage in the search results. */
  rank: number;
};

/**
 * The motions of passages read outside any item, by their pages and texts: the same pages are read
 * for many questions, and reading motions and tallies is most of an answer's own work on them. At
 * most MOTIONS_KEPT, then forgotten all at once.
 */
const motionsRead = new Map<string, Motion[]>();
const MOTIONS_KEPT = 2_000;

function motionsOf(passages: Array<{ page: number; text: string }>): Motion[] {
  const key = passages.map((x) => `${x.page}\u0000${x.text}`).join("\u0001");
  let found = motionsRead.get(key);
  if (!found) {
    found = findMotions(passages.flatMap((x) => itemSentences({ segments: [{ page: x.page, text: x.text }] })));
    if (motionsRead.size >= MOTIONS_KEPT) motionsRead.clear();
    motionsRead.set(key, found);
  }
  return found;
}

/**
 * A passage outside any recognised item, read as an item with the other retrieved passages of its
 * document on the same or the next page (where a vote that ends a passage is often printed), and
 * the motions read from that text.
 */
function loneItem(
  p: Passage,
  all: Passage[],
  around?: Array<{ passageId: number; page: number; text: string }>,
): ItemContext {
  const near = all
    .filter((x) => x.documentId === p.documentId && x.itemOrdinal == null && x.page >= p.page && x.page <= p.page + 1)
    .sort((x, y) => x.page - y.page || x.passageId - y.passageId);
  const passages = around?.length
    ? around
    : (near.length ? near : [p]).map((x) => ({ passageId: x.passageId, page: x.page, text: x.text }));
  const motions = motionsOf(passages);
  return {
    documentId: p.documentId,
    title: p.title,
    body: "",
    meetingDate: p.meetingDate,
    ordinal: -p.passageId,
    code: null,
    itemTitle: "",
    pageFrom: p.page,
    pageTo: passages[passages.length - 1]!.page,
    continuedTo: null,
    passages,
    motions,
    lexemes: [],
  };
}

/**
 * The share of the words of the body the question names ("the public art commission") that the
 * item's minutes print at their head, where minutes name their body (`ItemContext.headingWords`);
 * 0 when the question names none.
 */
export const bodyPrinted = (a: Pick<QuestionAnalysis, "body">, item: ItemContext) =>
  a.body.length ? (item.headingWords?.length ?? 0) / a.body.length : 0;

/** Whether these lexemes hold a question's term, in its own word or another (buy, purchase). */
export const holds = (lexemes: string[], t: TermWeights["terms"][number]) =>
  lexemes.includes(t.lexeme) || !!t.alts?.some((l) => lexemes.includes(l));

/**
 * How much a question's term says about its subject: its rarity, more for a name the resident wrote
 * with a capital, and more for a word no document holds (nothing can be about it); the factors are
 * rank/weights.json's `term` section.
 */
export const termWeight = (t: TermWeights["terms"][number]) => {
  const w = RANKING.term;
  // A hyphenated compound ("capacity-building") is also searched as its parts: it adds a share, and
  // nothing when no document prints it joined ("heavy-snow").
  return t.lexeme.includes("-")
    ? t.df === 0
      ? 0
      : t.idf * w.compound
    : Math.min(t.cap ?? Infinity, t.idf * (t.name ? w.name : 1) * (t.df === 0 ? w.unprinted : 1));
};

/**
 * A word of the question that is not a noun, a name or a number ("debating", "underwrites",
 * "actually", "switched") tells how the resident put it, not what the question is about: minutes
 * name the same things in their own verbs. However rare in the archive, such a word weighs at most
 * what a word held by this share of its passages weighs.
 */
const PHRASING_MAX_SHARE = 0.01;

/** The question's terms, each word that is only its phrasing capped at PHRASING_MAX_SHARE's weight. */
export function withPhrasingCapped(weights: TermWeights, a: Pick<QuestionAnalysis, "nouns">): TermWeights {
  const n = weights.passages;
  if (!n) return weights;
  const cap = idfOf(n, n * PHRASING_MAX_SHARE);
  // Each part of a compound noun ("guest-parking") is a noun too.
  const nouns = a.nouns.flatMap((w) => w.split(/[^\p{L}\p{N}]+/u)).filter((w) => w && !SPAN_OF_TIME.test(w));
  const said = (t: TermWeights["terms"][number]) => t.name || /\d/.test(t.lexeme) || !!nounFor(nouns, t.lexeme);
  return { ...weights, terms: weights.terms.map((t) => (said(t) ? t : { ...t, cap })) };
}

/**
 * How much of the question two consecutive sentences of the item hold, at best (as the database's
 * analyser reads them, stored by the reader): an answer is told in a sentence or two. An item whose
 * sentences were not read word by word counts by `localCoverage`.
 */
export function sentenceCoverage(weights: TermWeights, item: ItemContext): number {
  const said = item.sentences;
  if (!said?.length || said.some((x) => !x.lexemes)) return localCoverage(weights, item);
  const total = totalWeight(weights);
  if (total === 0) return 1;
  let best = 0;
  for (let i = 0; i < said.length; i++) {
    const next = said[i + 1];
    const both = next && next.page - said[i]!.page <= 1 ? [...said[i]!.lexemes!, ...next.lexemes!] : said[i]!.lexemes!;
    best = Math.max(best, shareOf(weights, both, total));
  }
  return best;
}

/** The question's noun (as written) that a search lexeme stands for, if any: "beehives" for "beehiv". */
export const nounFor = (nouns: string[], lexeme: string) =>
  nouns.find((n) => stem(n) === lexeme || (n.startsWith(lexeme) && lexeme.length >= 4));

export const totalWeight = (weights: TermWeights) => weights.terms.reduce((s, t) => s + termWeight(t), 0);

/** Share of the question's weighted terms (`total`, when already summed) among the lexemes a text holds. */
export function shareOf(weights: TermWeights, held: string[], total = totalWeight(weights)): number {
  return total > 0 ? weights.terms.filter((t) => holds(held, t)).reduce((s, t) => s + termWeight(t), 0) / total : 0;
}

/**
 * How much of the question an item holds in one place: its title with two passages that follow
 * each other (a page of text or so), at best. An item of many pages can hold every word of a
 * question, each in another discussion; the answer is where they meet. An item whose passages
 * were not read word by word counts as whole.
 */
export function localCoverage(weights: TermWeights, item: ItemContext): number {
  const { passages } = item;
  const total = totalWeight(weights);
  // A question of identifiers only ("PLN18-0191") has no words to place.
  if (total === 0) return 1;
  if (!passages.length || passages.some((p) => !p.lexemes)) return shareOf(weights, item.lexemes, total);
  const title = item.titleLexemes ?? [];
  let best = 0;
  for (let i = 0; i < passages.length; i++)
    best = Math.max(
      best,
      shareOf(weights, [...title, ...passages[i]!.lexemes!, ...(passages[i + 1]?.lexemes ?? [])], total),
    );
  return best;
}

/**
 * The agenda items behind the best passages, each read whole (title, every page, motions) and
 * scored by how much of the question's rarity-weighted terms it holds. An item's coverage is never
 * below that of its best passage.
 */
export async function matchItems(
  r: Pick<Retrieval, "items" | "passageLexemes" | "surroundings">,
  weights: TermWeights,
  passages: Passage[],
  limit: number,
  opts: { sentenceLexemes?: boolean } = {},
): Promise<ItemMatch[]> {
  const keys: Array<{ documentId: number; ordinal: number }> = [];
  const seen = new Set<string>();
  const order: Array<{ key: string; passage: Passage }> = [];
  for (const p of passages) {
    const key = p.itemOrdinal != null ? `${p.documentId}:${p.itemOrdinal}` : `p${p.passageId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    order.push({ key, passage: p });
    if (p.itemOrdinal != null) keys.push({ documentId: p.documentId, ordinal: p.itemOrdinal });
    if (order.length >= limit) break;
  }
  const lexemes = weights.terms.flatMap((t) => [t.lexeme, ...(t.alts ?? [])]);
  const loaded =
    (await r.items?.(keys, lexemes, { ...opts, ...(weights.pairs ? { pairs: weights.pairs } : {}) })) ?? [];
  const byKey = new Map(loaded.map((it) => [`${it.documentId}:${it.ordinal}`, it]));
  const loneIds = passages.filter((p) => p.itemOrdinal == null).map((p) => p.passageId);
  const loneLexemes = (await r.passageLexemes?.(loneIds, lexemes)) ?? new Map<number, string[]>();
  const loneIdsShown = order.filter((o) => o.passage.itemOrdinal == null).map((o) => o.passage.passageId);
  const around = (await r.surroundings?.(loneIdsShown)) ?? new Map();
  const total = totalWeight(weights);
  const share = (held: string[]) => shareOf(weights, held, total);
  return order.map(({ key, passage }, rank) => {
    const item = byKey.get(key);
    if (item) return { item, coverage: Math.max(passage.coverage, share(item.lexemes)), rank };
    // A passage outside any item: the terms of the passages read with it count.
    // The answer reads the whole page and the next; its coverage counts only the retrieved passages there.
    const lone = loneItem(passage, passages, around.get(passage.passageId));
    const retrieved = passages.filter(
      (x) =>
        x.documentId === passage.documentId &&
        x.itemOrdinal == null &&
        x.page >= passage.page &&
        x.page <= passage.page + 1,
    );
    lone.lexemes = [...new Set(retrieved.flatMap((p) => loneLexemes.get(p.passageId) ?? []))];
    return { item: lone, coverage: loneLexemes.size ? share(lone.lexemes) : passage.coverage, rank };
  });
}
