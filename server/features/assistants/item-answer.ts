import nlp from "compromise";
import type { DeclineReason } from "@common/answer-trace";
import { itemSentences } from "../documents/minutes/extract";
import { parseContinuance } from "../documents/minutes/continuance";
import { findMotions, OFFICE } from "../documents/minutes/motions";
import type { Motion } from "../documents/minutes/types";
import { idfOf } from "../documents/search";
import { documentPageUrl, type Evidence } from "./citations";
import { withCite } from "./compose";
import { analyzeQuestion, askedParts, asksVote, whatIsThe, type QuestionAnalysis } from "./question";
import {
  askedEntity,
  nameBonus,
  namedAddresses,
  namedNumbers,
  namedPlaces,
  namedStreets,
  questionInitials,
} from "./names";
import { namesAnAct, nounKind, nounSynonyms } from "./synonyms";
import { clip, formatDate, sentences, stem, stemSet, words, isStopWord, PUT_OFF } from "./text";
import type { ItemContext, Passage, Retrieval, TermWeights } from "./types";

/** An agenda item (or, where no items were recognised, a lone passage) matched to a question. */
export type ItemMatch = {
  item: ItemContext;
  /** Share (0..1) of the question's rarity-weighted terms found anywhere in the item. */
  coverage: number;
  /** Position of the item's best passage in the search results. */
  rank: number;
};

/** A sentence of an item with the page it is printed on. */
type Line = { page: number; text: string; index: number };

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
  const motions = findMotions(passages.flatMap((x) => itemSentences({ segments: [{ page: x.page, text: x.text }] })));
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

/** Whether these lexemes hold a question's term, in its own word or another (buy, purchase). */
export const holds = (lexemes: string[], t: TermWeights["terms"][number]) =>
  lexemes.includes(t.lexeme) || !!t.alts?.some((l) => lexemes.includes(l));

/**
 * How much a question's term says about its subject: its rarity, more for a name the resident wrote
 * with a capital, and more for a word no document holds (nothing can be about it).
 */
const termWeight = (t: TermWeights["terms"][number]) =>
  // A hyphenated compound ("capacity-building") is also searched as its parts: it adds half, and
  // nothing when no document prints it joined ("heavy-snow").
  t.lexeme.includes("-")
    ? t.df === 0
      ? 0
      : t.idf * 0.5
    : Math.min(t.cap ?? Infinity, t.idf * (t.name ? 1.5 : 1) * (t.df === 0 ? 1.5 : 1));

/**
 * A word of the question that is not a noun, a name or a number ("debating", "underwrites",
 * "actually", "switched") tells how the resident put it, not what the question is about: minutes
 * name the same things in their own verbs. However rare in the archive, such a word weighs at most
 * what a word held by this share of its passages weighs.
 */
const PHRASING_MAX_SHARE = 0.01;

/** A span of time ("over the decades", "for weeks"): when, not what, a question is about. */
const SPAN_OF_TIME = /^(?:decades?|centur(?:y|ies)|years?|months?|weeks?|days?|hours?|minutes?|times?|whiles?|eras?)$/;

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

/** The question's noun (as written) that a search lexeme stands for, if any: "beehives" for "beehiv". */
const nounFor = (nouns: string[], lexeme: string) =>
  nouns.find((n) => stem(n) === lexeme || (n.startsWith(lexeme) && lexeme.length >= 4));

const totalWeight = (weights: TermWeights) => weights.terms.reduce((s, t) => s + termWeight(t), 0);

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
  const loaded = (await r.items?.(keys, lexemes)) ?? [];
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

/**
 * A question's noun is rare when at most this share of the corpus's passages hold it (at least
 * RARE_NOUN_MIN_DF): a word like "pickleball" or "depot" names what the question is about.
 */
const RARE_NOUN_SHARE = 0.001;
const RARE_NOUN_MIN_DF = 3;
/**
 * However large the archive, a noun in more passages than this is not counted as rare: declining is
 * kept for words the archive barely knows, so that a large archive does not turn paraphrases into
 * declines.
 */
const RARE_NOUN_MAX_DF = 6;
/** A part of a joined word as minutes print it: "three-year" is also "3-year". */
const NUMBER_WORDS = "one two three four five six seven eight nine ten eleven twelve".split(" ");
const printedPart = (part: string) => {
  const n = NUMBER_WORDS.indexOf(part) + 1;
  return n ? `(?:${part}|${n})` : part;
};

/** A joined word the archive prints apart in at least this many passages names a thing of its own. */
const APART_MIN_DF = 2;
const ACT_NOUN = /(?:al|tion|sion|ment|ance|ence|ure|ing|ness|ity|ship)s?$/;
/** A noun for who holds to a thing, and the thing ("preservationists": preservation). */
const AGENT = /^(\p{L}{4,})ists?$/u;

/** An item's title and text, as printed. */
export const itemText = (item: ItemContext) => [item.itemTitle, ...item.passages.map((p) => p.text)].join(" ");

/**
 * A rare noun of the question (a thing, a place, a name) that none of the items mentions, if any:
 * then they are about something else that shares the question's other words. A word written as
 * one that the minutes print as two ("beehives", "bee hives") counts as mentioned. `addressed`: the
 * items are titled with the street address the question names, which alone says what they are about.
 */
export function missingSubject(
  a: QuestionAnalysis,
  weights: TermWeights,
  items: ItemContext[],
  addressed = false,
): string | null {
  if (!weights.passages || !items.length) return null;
  const rare = Math.min(RARE_NOUN_MAX_DF, Math.max(RARE_NOUN_MIN_DF, weights.passages * RARE_NOUN_SHARE));
  // What the items print, read only for a street the question names or a rare word missing from their lexemes.
  let printed: { text: string; stems: Set<string> } | undefined;
  const read = () => {
    if (!printed) {
      const text = items.map(itemText).join(" ");
      printed = { text, stems: stemSet(text) };
    }
    return printed;
  };
  // A street the question names is where it is about: an item on another street does not answer it.
  const place = [...namedStreets(a.question), ...namedPlaces(a.question)].find((s) => !s.printed.test(read().text));
  if (place) return place.name;
  // So is the address it names ("2526 Buena Vista Avenue"): an item about another house on the
  // street does not answer it.
  const address = namedAddresses(a.question).find((at) => !at.test(read().text));
  if (address) return address.exec(a.question)?.[0] ?? address.source;
  // An item titled with the address the question names is about the property it asks of, whatever
  // the resident calls the things on it.
  if (addressed) return null;
  // A thing named with its number ("Line 78") is that one: an item that never prints the number is
  // about another.
  const numbered = namedNumbers(a.question).find((n) => !n.printed.test(read().text));
  if (numbered) return numbered.name;
  for (const t of weights.terms) {
    if (t.df > rare || items.some((it) => holds(it.lexemes, t))) continue;
    if (t.lexeme.includes("-")) {
      // A compound the archive prints joined, rarely ("drive-through"), names a thing; one it never
      // prints joined ("heavy-snow") is only the resident's spelling of two words.
      // One the archive prints only apart, as a phrase, and rarely ("ran a red light"), names a thing too.
      const parts = t.lexeme.split("-");
      const apartDf = t.apart ?? 0;
      const apart = apartDf >= APART_MIN_DF && apartDf <= rare;
      if ((t.df === 0 && !apart) || parts.some((x) => x.length < 2)) continue;
      // One that is no noun of the question ("state-required training") says what kind, not what.
      if (!apart && !parts.some((x) => nounFor(a.nouns, x))) continue;
      if (new RegExp(`\\b${parts.map(printedPart).join("\\w*[\\s-]*")}`, "i").test(read().text)) continue;
      // One that names an act or a message ("got the go-ahead") tells what was done, in the
      // resident's words.
      const written = a.question.match(new RegExp(`\\b${parts.join("\\w*-")}\\w*`, "i"))?.[0];
      if (written && namesAnAct(written)) continue;
      return t.lexeme;
    }
    const word = nounFor(a.nouns, t.lexeme);
    if (!word) continue;
    // A noun made from a verb ("refusal", "removal", "violation") names an act, and one of a state
    // or a feeling ("the lead test scare") how things stood: minutes tell either in their own words.
    const kind = nounKind(word);
    if (ACT_NOUN.test(word) || kind === "act" || kind === "state") continue;
    // The kind of thing asked for ("what outfit is he with", "which firm"): minutes print the answer, a
    // name, not the resident's word for its kind.
    if (askedFor(a.question, word)) continue;
    // The resident's own things ("on my storefront") are where the question applies, not what it is about.
    const safe = word.replace(/[^\p{L}\p{N}]/gu, ".");
    if (new RegExp(`\\b(?:my|our|your)\\s+(?:[\\w-]+\\s+)?${safe}\\b`, "iu").test(a.question)) continue;
    // Someone the resident's story begins with ("A local guy wanted to…") is a person the minutes
    // name, not what the question is about.
    if (kind === "person" && introducesSomeone(a.question, safe)) continue;
    if (splitIn(word, read().text) || partsIn(word, read().stems)) continue;
    // Named in other words ("revisions" of the code for the resident's "rewrite").
    if (nounSynonyms(word).some((w) => read().stems.has(stem(w)))) continue;
    // Those who hold to a thing by what they hold to ("preservationists" of a preservation society,
    // "cyclists" by cycling).
    const held = AGENT.exec(word)?.[1];
    if (held && read().stems.has(stem(held))) continue;
    return word;
  }
  return null;
}

/** Whether the question asks for a thing of this kind: "what outfit", "which kind of firm", "whose company". */
function askedFor(question: string, noun: string): boolean {
  const safe = noun.replace(/[^\p{L}\p{N}]/gu, ".");
  return new RegExp(`\\b(?:what|which|whose)\\s+(?:(?:kind|type|sort)s?\\s+of\\s+)?${safe}\\b`, "iu").test(question);
}

/**
 * Whether a sentence of the question begins with someone unnamed of this kind: "A local guy wanted
 * to…", "Some neighbor asked…", "One homeowner…".
 */
function introducesSomeone(question: string, safe: string): boolean {
  return new RegExp(`(?:^|[.!?]\\s+)(?:an?|some|one)\\s+(?:[\\w'’-]+\\s+){0,2}?${safe}\\b`, "iu").test(question);
}

/** Whether a compound word is printed in two ("beehives" as "bee hives" or "bee-hives"). */
function splitIn(word: string, text: string): boolean {
  const w = word.replace(/s$/, "");
  if (!/^[a-z]+$/.test(w)) return false;
  for (let i = 3; i <= w.length - 3; i++) {
    const re = new RegExp(`\\b${w.slice(0, i)}[\\s-]+${w.slice(i)}`, "i");
    if (re.test(text)) return true;
  }
  return false;
}

/** The shortest part read of a compound noun whose parts are printed apart ("roadside": road, side). */
const PART_MIN = 4;

/** Whether both parts of a compound noun are printed, apart ("roadside": "either side of the road"). */
function partsIn(word: string, stems: Set<string>): boolean {
  const w = word.replace(/s$/, "");
  if (!/^[a-z]+$/.test(w)) return false;
  for (let i = PART_MIN; i <= w.length - PART_MIN; i++)
    if (stems.has(stem(w.slice(0, i))) && stems.has(stem(w.slice(i)))) return true;
  return false;
}

/** The item's sentences in reading order, each with its page (overlapping passages read once). */
export function itemLines(item: ItemContext): Line[] {
  const out: Line[] = [];
  // A passage may begin with the last sentences of the one before (they overlap): those are read
  // once. The same words elsewhere in the item ("The motion passed 4-0.") are another sentence.
  let before: string[] = [];
  for (const p of item.passages) {
    const keys = sentences(p.text).map((s) => s.replace(/\s+/g, " ").trim());
    let leading = true;
    for (const key of keys) {
      // Overlapping passages may cut a sentence at another place ("Ms. Congleton noted…", "Congleton noted…").
      const cut =
        key.length > 40 && out.some((l) => p.page - l.page <= 1 && (l.text.endsWith(key) || key.endsWith(l.text)));
      if (leading && (before.includes(key) || cut)) continue;
      leading = false;
      if (cut) continue;
      out.push({ page: p.page, text: key, index: out.length });
    }
    before = keys;
  }
  return out;
}

/** A date as minutes print it: "June 27, 2005", "June 27", "February 2020", "6/27/05". */
const DATE =
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{4})\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;
/** A question about a sum of money: what something cost, was paid, charged or budgeted. */
const MONEY_ASKED = new RegExp(
  String.raw`\b(?:fined|charged|paid|spent|billed|cost)\b[^?]*\bhow\s+much\b|^\s*${whatIsThe("cost|price|fee|fine|toll|fare|rent|budget")}|\bhow\s+much\b[^?]*\b(?:money|cost|costs|spend|spent|pay|paid|charge|charged|fee|fees|fines?|penalt(?:y|ies)|tolls?|fares?|rent|dues|price|budget\w*|fund\w*|worth|grant)\b|\bwhat\s+(?:cost|price|fee|fine|toll|fare|rent)\b|\bhow\s+much\s+(?:did|does|do|will|would|was|is)\s+(?:it|they|that|this)\s+(?:cost|charge|pay)\b|\bwhat\s+(?:did|does|would|will)\s+[^?]*\b(?:cost|charge)\b`,
  "i",
);
/** A kind of charge a question asks the amount of ("the fine", "what toll", "how much rent"), by its stem. */
const CHARGE =
  /\b(?:the|a|an|what|which|much|any|monthly|yearly|annual|daily)\s+(?:[\w-]+\s+)?(toll|fine|fare|rent|dues|penalt|salar|wage)(?:s|es|ies|y|al)?\b/i;
/** A question about a rate or a share, and a sentence that gives one: a share, or an amount per something. */
const RATE_ASKED = /\bwhat\s+(?:[\w-]+\s+)?(?:rates?|percentage|percent)\b|\bhow\s+many\s+percent\b/i;
const RATE =
  /\d\s*(?:%|percent\b|per\s+cent\b)|\d[^.;]{0,30}?\bper\s+\p{L}|\d[^.;]{0,30}?\b(?:an?|each)\s+(?:hour|day|week|month|year|trip|ride)\b|\d\s*\/\s*(?:hr|hour|day|week|mo|month|yr|year)\b/iu;
/** The words minutes print a kind of charge in, by its stem: dues are billed as fees or assessments. */
const CHARGE_WORDS: Record<string, string> = {
  dues: "dues|fees?\\b|assessments?",
  fine: "fine|penalt",
  penalt: "penalt|fine",
  salar: "salar|wage|pay\\b",
  wage: "wage|salar|pay\\b",
};
/** A sum of money as minutes print it: "$4,010", "$2.5 million", "500 dollars". */
const MONEY = /\$\s?\d|\b\d[\d,.]*\s*(?:dollars|million|thousand)\b/i;
/** A question for the year a thing came to be ("what year was the arch put up", "when was it built"). */
const ORIGIN_YEAR_ASKED =
  /\b(?:what|which)\s+year\b[^?]*\b(?:built|constructed|put\s+up|erected|established|founded|planted)\b|\bwhen\s+(?:was|were)\b[^?]*\b(?:built|constructed|put\s+up|erected|established|founded|planted)\b/i;
const PRINTED_YEAR = /\b(?:1[6-9]|20)\d{2}\b/;
/** A year told as when something happened ("done in 1958", "since 2010"). */
const YEAR = /\b(?:in|since|by|until|from|around|circa|about|of|early|late|mid)[\s-]+(?:1[89]|20)\d{2}\b(?![\d/-])/i;
/** A quantity: a number that is not a date, a time, a tally or an item code, ideally with a unit. */
const NUMBER =
  /(?<![\d/-])\$?\d[\d,]*(?:\.\d+)?(?![\d/])(?:\s*(?:%|percent|feet|foot|ft|inches|miles?|mph|acres?|square|sq|units?|homes?|houses?|lots?|spaces?|stalls?|signatures?|people|residents?|members?|trees?|stories|story|years?|months?|weeks?|days?|hours?|minutes?|dollars|million|thousand|cars?|vehicles?|trips?|seats?|rooms?|beds?|buildings?|parcels?))?/i;
const UNIT =
  /\$\d|\d[\s-]*(?:%|percent|feet|foot|ft|inches|miles?|mph|acres?|square|sq|units?|homes?|houses?|lots?|spaces?|stalls?|signatures?|people|residents?|trees?|stories|story|dollars|million|thousand|cars?|vehicles?|trips?|seats?|rooms?|buildings?)\b/i;
const WORD_NUMBER =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b/i;
const REASON =
  /\b(?:because|due\s+to|concern\w*|so\s+that|in\s+order\s+to|reasons?|since|worried|safety|impact\w*(?!\s+(?:report|statement))|problem\w*|issue\w*|oppos\w*|(?:had|has|have|needs?|needed)\s+to|requir\w*|must|cost(?:s|ly)?|expensive|afford\w*|too\s+(?:much|many|long|high|low|small|big|large|narrow|steep|close|far))\b/i;
/** The words of a question that ask for a sum of money rather than name what it is about. */
const MONEY_WORD = /^(?:cost|pay|paid|charg|fee|price|spend|spent|money|budget|fund|much|mani)/;

/**
 * Whether an amount's sentence, or one beside it, is about the question's subject: names a word of
 * it other than those that ask for a sum ("cost", "how much"). "$2,000+ of our labor costs" does not
 * tell what it costs to book the Ranch House.
 */
function namesSubject(weighted: WeightedStem[], line: Scored, lines: Line[]): boolean {
  const subject = weighted.filter((w) => !MONEY_WORD.test(w.stem));
  const about = (l: Line | undefined) => !!l && Math.abs(l.page - line.page) <= 1 && termScore(l.text, subject) > 0;
  return about(line) || about(lines[line.index - 1]) || about(lines[line.index + 1]);
}

/** A question that asks for a vote itself, not only whether something was approved. */
const VOTE_ASKED = /\b(?:vote[ds]?|voting|tally|margin)\b/i;

/**
 * Asks which of several things a body chose ("which design option did the commission end up
 * recommending"): the motion that decided the item names it.
 */
const CHOICE_ASKED =
  /\b(?:which|what)\s+(?:[\p{L}-]+\s+){0,3}(?:did|does|will|would)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,3}?(?:end\s+up\s+|finally\s+|ultimately\s+)?(?:recommend|choose|select|pick|adopt|approve|endorse|prefer|favou?r)(?:ing|ed|s)?\b/iu;

/** A question put at the meeting, and the reply to one. */
const ASKED = /\basked\b|\binquired\b|\bwondered\b|\bquestioned\s+(?:whether|if|why|how|when)\b|\?["”]?$/i;
const REPLIED = /\b(?:explained|replied|responded|answered|clarified|confirmed|stated|said|noted)\b/i;
const VOTE_WORDS = /\b(?:motion|moved|seconded|carried|carries|passed|failed|ayes?|noes|unanimous\w*)\b/i;
/** A sentence that tells a vote: its words, or a tally ("The vote was 3-0-1 (Palmer abstained)"). */
const VOTE_LINE =
  /\b(?:motion|moved|seconded|carried|carries|passed|failed|ayes?|noes|nays?|unanimous\w*|votes?|voted|voting|abstain\w*|abstention|recus\w*|dissent\w*|opposed)\b|\b\d{1,2}\s*-\s*\d{1,2}(?:\s*-\s*\d{1,2}){0,2}\b(?![-/]\d)/i;
/** A sentence that tells what a body decided in words rather than by a vote. */
const DECISION_TOLD =
  /\b(?:decided|agreed|approved|declined|rejected|denied|chose|determined|consensus|tabled|authori[sz]ed)\b/i;
/** The reply to a question put at the meeting: the line after it, on its page or the next. */
function replyTo(line: Line, lines: Line[]): Line | undefined {
  const reply = lines[line.index + 1];
  return ASKED.test(line.text) && reply && reply.page - line.page <= 1 ? reply : undefined;
}
/** How far after a discussion the decision it led to is looked for. */
const DECISION_AFTER_LINES = 2;
/** A sentence that prints a count or a unanimous vote. */
const TALLIED = /\d\s*-\s*\d|unanimous/i;
/** A question about who held back from a vote, and a sentence that tells it. */
const HELD_BACK = /\babstain\w*|\babstention|\brecus\w*|\b(?:sat|sit|sitting)\s+out\b/i;

type WeightedStem = { stem: string; weight: number; alts: string[] };

/** The shortest word read as half of a word the minutes print joined ("chip" of "Chipseal"). */
const JOINED_MIN = 3;

/**
 * Question words weighted by their rarity in the corpus (matched on a shared stem), with the stems
 * of their other words (a question's "bought" is matched by "purchased").
 */
function sentenceWeights(a: QuestionAnalysis, weights: TermWeights): WeightedStem[] {
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
const weightedFor = (weighted: WeightedStem[], lexeme: string) =>
  weighted.find((w) => w.stem.startsWith(lexeme.slice(0, 5)) || lexeme.startsWith(w.stem.slice(0, 5)));

/** Whether a text's stems hold a weighted question word (or one of its other words). */
const hasStem = (set: Set<string>, w: WeightedStem) => set.has(w.stem) || w.alts.some((x) => set.has(x));

function termScore(text: string, weighted: WeightedStem[]): number {
  const set = new Set(words(text).map(stem));
  let score = 0;
  for (const w of weighted)
    if (hasStem(set, w) || [...set].some((x) => x.length >= 5 && x.startsWith(w.stem) && w.stem.length >= 5))
      score += w.weight;
  return score;
}

/** The units that measure (a length, an area, a share, a sum, a span of time) rather than count things. */
const MEASURES_IN =
  "%|percent|feet|foot|ft|inch(?:es)?|miles?|mph|acres?|square|sq|dollars|million|thousand|years?|months?|weeks?|days?|hours?|minutes?";
const MEASURE_UNIT = new RegExp(`^(?:${MEASURES_IN})$`, "i");
/** A number or a range followed by a unit that measures ("3 miles", "20 percent", "an 11-foot lane", "11-12 feet", "$5,000"). */
const MEASURED = new RegExp(
  `\\$\\s?\\d[\\d,.]*(?:\\s*(?:million|thousand))?|\\b\\d[\\d,.]*(?:\\s*(?:-|–|to|or)\\s*\\d[\\d,.]*)?[\\s-]*(?:%|(?:${MEASURES_IN})\\b)`,
  "gi",
);

/** Years said as when something happened ("in 1999 or 2000", "since 2015"), not amounts. */
const YEARS =
  /\b(?:in|since|by|until|from|around|circa|early|late|mid)[\s-]+(?:1[89]|20)\d{2}(?:\s*(?:or|and|to|through|-|–)\s*(?:1[89]|20)\d{2})?\b(?![\d/-])/gi;
/** The agenda item's number a line opens with ("5. ORAL COMMUNICATIONS: …", "7-A. …"). */
const ITEM_CODE = /^\s*\d{1,2}(?:-?[A-Z])?[.):]\s+(?=\p{Lu})/u;
/** A name's number ("8th Street", "Line #78", "lot #52"), or a reference to a part of a document ("page 3", "Section 30-4.9"). */
const NAME_NUMBER =
  /\b\d+(?:st|nd|rd|th)\b|#\s?\d+|\b(?:pages?|pp?\.|sections?|items?|attachments?|exhibits?|appendix|chapters?|figures?|tables?)\s+\d[\d.-]*/gi;
/** A number that opens a name of capitalised words within a sentence ("the Founder of 100,000 Trees for Humanity"). */
const NAME_OPENING = /(?<=\p{Ll}[,;]?\s+)\d[\d,.]*(?=\s+\p{Lu}\p{Ll}+\s+(?:(?:for|of|and|on|in)\s+)?\p{Lu})/gu;

/**
 * How a question's amount is read, once per question: the numbers its own words print (`own`),
 * whether it counts things rather than measures (`counts`), and the stems the counted thing may be
 * printed in (`units`): the question's words for it and the other names of the thing, each also in
 * the plural ("kids": child, children).
 */
type AmountAsked = { own: RegExp[]; counts: boolean; units: string[] };
const amountsAsked = new WeakMap<QuestionAnalysis, AmountAsked>();

function amountAsked(a: QuestionAnalysis): AmountAsked {
  let asked = amountsAsked.get(a);
  if (!asked) {
    const own = [...new Set(a.question.match(/\d[\d,.]*\d|\d/g) ?? [])].map(
      (n) => new RegExp(`(?<![\\d,.])${n.replace(/[.]/g, "\\.")}(?![\\d,]|\\.\\d)`, "g"),
    );
    const counts = /\bhow\s+many\b/i.test(a.question) && a.unit.length > 0 && !MEASURE_UNIT.test(a.unit[0]!);
    const names = a.unit.length ? nounSynonyms(a.unit[0]!).filter((w) => /^\p{L}+$/u.test(w)) : [];
    const other = names.flatMap((w) => [w, nlp(w).nouns().toPlural().text().toLowerCase()]);
    amountsAsked.set(a, (asked = { own, counts, units: [...new Set([...a.unit, ...other].map(stem))] }));
  }
  return asked;
}

/**
 * A sentence with the numbers that cannot be the amount asked blanked out: a name's number ("8th
 * Street", "Line #78", "lot #52", "100,000 Trees for Humanity" but not "300 Alameda residents"), a
 * year said as when ("in 1999"), a number the question itself prints ("Line 78"), and, asked how
 * many things, a measure ("3 miles of sewer" does not count benches).
 */
function notAnAmount(text: string, a: QuestionAnalysis): string {
  const asked = amountAsked(a);
  let out = text.replace(ITEM_CODE, " ").replace(NAME_NUMBER, " ").replace(YEARS, " ").replace(NAME_OPENING, " ");
  for (const n of asked.own) out = out.replace(n, " ");
  return asked.counts ? out.replace(MEASURED, " ") : out;
}

/**
 * Whether the charge at `at` is another named thing's ("the AC Transit fare", "the BART fare"): a
 * name in capitals just before it, none of whose words the question holds (`asked`, as stems).
 */
function ownedElsewhere(text: string, at: number, asked: Set<string>): boolean {
  const owner = /((?:\p{Lu}[\p{L}.&'’-]*\s+)+)$/u.exec(text.slice(Math.max(0, at - 60), at))?.[1];
  if (!owner) return false;
  const names = words(owner).filter((w) => !isStopWord(w));
  return names.length > 0 && names.every((w) => !asked.has(stem(w)));
}

/** How well a sentence answers the kind of question asked, besides naming its subject. */
function kindBonus(a: QuestionAnalysis, text: string, asked: Set<string>): number {
  switch (a.kind) {
    case "quantity": {
      const plain = notAnAmount(text.replace(DATE, ""), a);
      // Asked for a rate or a share ("what interest rate"): only a share, or an amount per something, answers.
      if (RATE_ASKED.test(a.question)) return RATE.test(plain) ? 3 : 0;
      // Asked what something cost: only a sum of money answers.
      // Asked for one kind of charge (a toll, a fine, a fare): the sum must be said to be one.
      if (MONEY_ASKED.test(a.question)) {
        const charge = CHARGE.exec(a.question)?.[1]?.toLowerCase();
        const named = charge ? new RegExp(`\\b(?:${CHARGE_WORDS[charge] ?? charge})`, "gi") : null;
        return MONEY.test(plain) &&
          (!named || [...plain.matchAll(named)].some((m) => !ownedElsewhere(plain, m.index!, asked)))
          ? 3
          : 0;
      }
      // A number next to what was asked about ("419 passengers per day", "24 days per year"), or
      // next to another name of the thing counted ("how many kids": 40 children).
      const { units } = amountAsked(a);
      const counted = [
        ...plain.matchAll(
          /(?:\$\s?)?\d[\d,.]*%?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b/gi,
        ),
      ].some((m) => {
        const near = words(plain.slice(m.index!, m.index! + m[0].length + 40).replace(/-/g, " "))
          .slice(1, 5)
          .map(stem);
        return near.some((w) => units.includes(w));
      });
      if (counted) return 3;
      return UNIT.test(plain) ? 2 : NUMBER.test(plain) || WORD_NUMBER.test(plain) ? 1 : 0;
    }
    case "place": {
      // A place the question does not already name ("in Berkeley", not "at the Rapid Flash Beacons" it asks about).
      const named = [...text.matchAll(/\b(?:at|in|on|near|along|to|from)\s+(?:the\s+)?(?:\d+\s+)?([A-Z][a-z]+)/g)].some(
        (m) => !asked.has(stem(m[1]!.toLowerCase())),
      );
      if (!named) return 0;
      return /\b(?:Street|St\.|Avenue|Ave\.?|Boulevard|Blvd|Road|Rd\.?|Way|Drive|Lane|Park|Plaza|Center|School|Hall)\b/.test(
        text,
      )
        ? 2
        : 1.2;
    }
    case "date":
      return DATE.test(text) || YEAR.test(text) ? 1.5 : 0;
    case "continuance":
      return PUT_OFF.test(text) ? (DATE.test(text) ? 3 : 1) : 0;
    case "reason":
      return REASON.test(text) ? 1.2 : 0;
    case "named":
      // A name the question does not already hold, best of the kind it asks for: a company, a person, a species.
      return nameBonus(text, askedEntity(a.question), asked, questionInitials(a.question));
    case "vote":
    case "against":
    case "mover":
      if (!VOTE_LINE.test(text)) return 0;
      return HELD_BACK.test(a.question) && HELD_BACK.test(text) ? 3 : 1.5;
    default:
      return 0;
  }
}

/** `near`: how much the sentences around it are about the subject, counted for one of the asked kind. */
type Scored = Line & { score: number; terms: number; near: number; bonus: number };

const bare = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
/** The words of a line past as many words as the title has. */
const runOn = (text: string, itemTitle: string) => text.split(/\s+/).slice(itemTitle.split(/\s+/).length).join(" ");
const CAPTION_SMALL_WORDS = /^(?:a|an|and|as|at|by|for|from|in|of|on|or|the|to|with|&|[–—-])$/;
/** Whether words read as the rest of a caption: capitalised, but for its small words, and no numbers. */
const titleCased = (rest: string) =>
  !/\d/.test(rest) && rest.split(/\s+/).every((w) => !w || /^\W*\p{Lu}/u.test(w) || CAPTION_SMALL_WORDS.test(w));

/** Whether a line is the item's caption (or its code line) rather than something said about it. */
function isCaptionLine(text: string, itemTitle: string): boolean {
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
  return lines
    .map((l, i) => {
      const terms = base[i]!;
      const bonus = kindBonus(a, l.text, asked);
      // A sentence of the asked kind next to one about the subject often holds the answer without
      // repeating the question's words ("Our lake … has storage capacity of about 472 acre-feet").
      let near = 0;
      for (let j = Math.max(0, i - 2); j <= Math.min(lines.length - 1, i + 2); j++)
        if (j !== i && Math.abs(lines[j]!.page - l.page) <= 1)
          near = Math.max(near, base[j]! * (Math.abs(j - i) === 1 ? 0.5 : 0.3));
      // Terms of the item's title are already known to match: the answer is what the item says of them.
      let score = terms + bonus + (bonus > 0 ? near : 0) + (titleTerms > 0 ? 0.3 : 0);
      const n = words(l.text).length;
      if (n < 5) score *= 0.3;
      else if (!/[.!?]["”)]?$/.test(l.text)) score *= 0.6; // a caption or a broken line
      // The caption is context, not an answer.
      if (
        isCaptionLine(l.text, itemTitle) ||
        (!itemTitle && /^(?:item\s+)?\d{1,2}(?:-?[A-Z])?[.:)]\s/i.test(l.text) && n < 14)
      )
        score *= 0.2;
      if (/^(?:staff|the\s+staff\s+report)\b.*\b(?:found\s+at|attachments?)\b/i.test(l.text)) score *= 0.3;
      return { ...l, score, terms, near: bonus > 0 ? near : 0, bonus };
    })
    .sort((x, y) => y.score - x.score || x.index - y.index);
}

/** How well an item answers the question: the score of its best sentence for what is asked. */
export function itemFit(a: QuestionAnalysis, weights: TermWeights, item: ItemContext): { line: number } {
  return { line: rankLines(a, weights, itemLines(item), item.itemTitle)[0]?.score ?? 0 };
}

const PROCEDURAL =
  /\b(?:extend\s+the\s+meeting|limit\s+(?:the\s+)?speakers?|adjourn|approv\w+\s+(?:of\s+)?the\s+(?:minutes|agenda)|accept\s+the\s+minutes|minutes\s+(?:of|for|from)\s+the\s+meeting|take\s+(?:the\s+)?items?\s+out\s+of\s+order|move\s+item)\b/i;

/** A motion that puts the item off ("to continue this item until the January meeting") decides nothing about it. */
const PUTS_OFF =
  /^(?:to\s+)?(?:continu\w*|postpon\w*|defer\w*|table\b|hold\s+over|carry\s+over)|\b(?:continu\w*|postpon\w*|defer\w*)\s+(?:this|the)\s+item\b/i;

/** A tally that is really a date printed after a motion's initials ("11-03-05"). */
const DATE_TALLY = /^\d{1,2}-\d{1,2}-\d{2,4}$/;

/** A vote on the item itself: recorded (an outcome or a tally), not procedure and not a continuance. */
export function decidesItem(m: Motion): boolean {
  return (
    (!!m.tallyText || (!!m.outcome && words(m.text).length >= 3)) &&
    m.outcome !== "continued" &&
    !PROCEDURAL.test(m.text) &&
    !PUTS_OFF.test(m.text) &&
    !DATE_TALLY.test(m.tallyText ?? "")
  );
}

/** A recorded vote with someone against it or abstaining: what a question about dissent presupposes. */
export const dissented = (m: Motion) =>
  (m.noes ?? 0) > 0 || m.noNames.length > 0 || (m.abstain ?? 0) > 0 || m.abstainNames.length > 0;

/** The item records a vote that decided it. */
export const recordsDecision = (item: ItemContext) => item.motions.some(decidesItem);
/** The item's deciding vote records dissent. */
export const recordsDissent = (item: ItemContext) => item.motions.some((x) => decidesItem(x) && dissented(x));
/** The item's title prints every name of `names` (lower case, as `capitalisedNames` gives them). */
export const titlePrintsNames = (item: ItemContext, names: string[]) => {
  const title = item.itemTitle.toLowerCase();
  return names.every((n) => title.includes(n));
};

/** A motion whose outcome or tally is printed. */
const recorded = (m: Motion) => !!(m.outcome || m.tallyText);

/**
 * For a question about the vote on an item that records none, the item of the same meeting whose
 * recorded motion names it, by its number ("Item 7-A") or most of its title's words: a motion made
 * under another heading ("4. Agenda Changes": "to carry the General Plan Annual Report … (Item 7-A)
 * into April"). Null when there is none, or the item records its own vote.
 */
export function votedElsewhere(best: ItemMatch, matches: ItemMatch[], least: number): ItemMatch | null {
  if (best.item.motions.some(recorded)) return null;
  const code = best.item.code?.replace(/[^\w-]/g, "");
  const byCode = code ? new RegExp(`\\bitems?\\s+(?:no\\.\\s*)?${code}\\b`, "i") : null;
  const titled = [
    ...new Set(
      words(best.item.itemTitle)
        .filter((w) => w.length >= 4 && !isStopWord(w))
        .map(stem),
    ),
  ];
  const names = (text: string) => {
    if (byCode?.test(text)) return true;
    const held = stemSet(text);
    return titled.length >= 3 && titled.filter((t) => held.has(t)).length / titled.length >= TITLE_NAMED_SHARE;
  };
  return (
    matches.find(
      (m) =>
        m !== best &&
        m.item.documentId === best.item.documentId &&
        m.coverage >= least &&
        m.item.motions.some((mo) => recorded(mo) && names(mo.text)),
    ) ?? null
  );
}
/** How much of an item's title a motion made elsewhere must print to be about it. */
const TITLE_NAMED_SHARE = 0.6;

/** The motion a vote question is about: the item's substantive decision (its last, usually). */
export function pickMotion(a: QuestionAnalysis, item: ItemContext, weights: TermWeights): Motion | null {
  const weighted = sentenceWeights(a, weights);
  const asksProcedure = PROCEDURAL.test(a.question);
  const scored = item.motions
    .map((m, i) => ({
      m,
      i,
      s:
        termScore(m.text, weighted) +
        (m.outcome ? 1 : 0) +
        (m.tallyText ? 1 : 0) +
        (PROCEDURAL.test(m.text) && !asksProcedure ? -3 : 0) +
        (!decidesItem(m) && a.kind !== "continuance" ? -0.5 : 0) +
        (a.kind === "against" && (m.noNames.length || m.abstainNames.length) ? 1.5 : 0) +
        (a.kind === "mover" && m.movedBy ? 1.5 : 0),
    }))
    .sort((x, y) => y.s - x.s || y.i - x.i);
  return scored[0]?.m ?? null;
}

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** A member the minutes name by office alone is "the Chair", "the Secretary"; a name is as printed. */
const OFFICE_ALONE = new RegExp(`^${OFFICE}$`, "i");
const who = (name: string) => (OFFICE_ALONE.test(name) ? `the ${name}` : name);

/** One plain sentence that states a vote from what its page prints. */
export function voteSentence(m: Motion, kind: QuestionAnalysis["kind"]): string {
  const parts: string[] = [];
  // "Motion to hold a town hall …" as printed reads "The motion to hold a town hall …".
  const moved = m.text.replace(/^(?:a\s+)?motion\s+(?=to\b)/i, "");
  const what =
    moved && !/^(?:Motion|The|It)\b/.test(moved) && /^(?:to|that|for|approval|acceptance)\b/i.test(moved)
      ? `The motion ${clip(moved.replace(/[.;:,]+$/, ""), 200)}`
      : "The motion";
  const verb =
    m.outcome === "carried"
      ? "carried"
      : m.outcome === "failed"
        ? "failed"
        : m.outcome === "withdrawn"
          ? "was withdrawn"
          : m.outcome === "continued"
            ? "was continued"
            : m.outcome === "no action"
              ? "ended with no action"
              : "was voted on";
  const tally = m.tallyText
    ? /^unanimous/i.test(m.tallyText)
      ? " unanimously"
      : /^\d/.test(m.tallyText)
        ? // Closed up where a line break split it ("4- 0").
          ` ${m.tallyText.replace(/\s*\(.*$/, "").replace(/(\d)\s*-\s*(?=\d)/g, "$1-")}`
        : m.ayes != null && m.noes != null
          ? // A tally printed in words or as a labelled roll, in plain numbers and as printed, with
            // the names it gives ("4-1 (One against, 4 in favor)", "2-1 (Ayes: 2; Noes: 1 (Lynch))").
            ` ${m.ayes}-${m.noes} (${clip(m.tallyText.replace(/[.;:,\s]+$/, ""), 90)})`
          : ` (${m.tallyText})`
    : "";
  parts.push(`${what} ${verb}${tally}`);
  // Those who voted no, unless the printed tally just named them; asked who, they are said plainly.
  const named = m.noNames.every((n) => tally.includes(n));
  if (m.noNames.length && (!named || kind === "against")) parts.push(`${joinNames(m.noNames)} voted no`);
  else if (kind === "against" && m.noes === 0) parts.push("no one voted no");
  if (m.abstainNames.length) parts.push(`${joinNames(m.abstainNames)} abstained`);
  if (m.absentNames.length && kind === "against")
    parts.push(`${joinNames(m.absentNames)} ${m.absentNames.length > 1 ? "were" : "was"} absent`);
  let text = parts.join("; ");
  if ((kind === "mover" || kind === "vote" || kind === "against") && (m.movedBy || m.secondedBy)) {
    const by = [m.movedBy ? `moved by ${who(m.movedBy)}` : "", m.secondedBy ? `seconded by ${who(m.secondedBy)}` : ""]
      .filter(Boolean)
      .join(" and ");
    // Asked who moved it, the lead names the mover, or says plainly that the minutes name none.
    const lead = m.movedBy ? `It was ${by}.` : `The minutes do not name who moved it; it was ${by}.`;
    text = kind === "mover" ? `${lead} ${text}` : `${text} (${by})`;
  }
  return `${text}.`;
}

/** What a meeting decided, in one sentence ("The motion to deny the appeal carried 6-1."). */
const outcomeSentence = (m: Motion) => voteSentence({ ...m, movedBy: null, secondedBy: null }, "vote");

export type ItemComposition = { text: string; evidence: Evidence[] };

/**
 * How an answer's lead was written: the vote as recorded, the motion as printed, the continuance,
 * the sentence that best answers, or one line per meeting (a history, a chain of continuances).
 */
export type LeadKind = "vote" | "motion" | "continuance" | "sentence" | "timeline" | "continuances";

/** Why an item does not answer the question, and what the reason names, if anything. */
export type Declined = { declined: DeclineReason; detail?: string };
const declined = (reason: DeclineReason, detail?: string): Declined => ({ declined: reason, detail });

/** A page of an item's document as evidence an answer cites. */
export const pageEvidence = (item: ItemContext, page: number): Evidence => ({
  documentId: item.documentId,
  title: item.title,
  meetingDate: item.meetingDate,
  page,
  url: documentPageUrl(item.documentId, page),
});

/** The pages an answer cites (added to `evidence`), each numbered once, in the order first cited. */
function pageCitations(evidence: Evidence[] = []) {
  const cite = (item: ItemContext, page: number) => {
    let i = evidence.findIndex((e) => e.documentId === item.documentId && e.page === page);
    if (i < 0) i = evidence.push(pageEvidence(item, page)) - 1;
    return i + 1;
  };
  return { evidence, cite };
}

/** The most lines after a motion read as telling its vote, where its outcome was not recognised. */
const MOTION_AFTER_LINES = 3;

/** A line this short that tells a vote without a count only seconds the motion or says who voted. */
const SECONDS_MAX_WORDS = 10;

/** The most other votes of an item told after the one a vote question is about. */
const OTHER_VOTES = 2;

/**
 * Whether a vote is about what the question asks: its motion, its item's title or the lines that
 * led to it (those of its page before the line that prints the motion, at most MOTION_NEAR_LINES)
 * name a word of the question.
 */
function aboutSubject(
  weighted: WeightedStem[],
  m: Motion,
  printsMotion: (l: Line) => boolean,
  item: ItemContext,
  lines: Line[],
): boolean {
  if (termScore(`${m.text} ${item.itemTitle}`, weighted) > 0) return true;
  const at = lines.findIndex((l) => l.page === m.page && printsMotion(l));
  const before = (at >= 0 ? lines.slice(0, at) : lines).filter((l) => l.page === m.page).slice(-MOTION_NEAR_LINES);
  return termScore(before.map((l) => l.text).join(" "), weighted) > 0;
}

/**
 * The rarest word of the thing a yes-or-no question asks whether a body decided ("a fenced dog park":
 * dog), among the question's weighted words; none for other questions.
 */
function decidedStem(a: QuestionAnalysis, weights: TermWeights, weighted: WeightedStem[]): WeightedStem | undefined {
  const thing = a.decided;
  if (!thing.length) return undefined;
  const rarest = weights.terms
    .filter((t) => t.df > 0 && !t.lexeme.includes("-") && nounFor(thing, t.lexeme))
    .sort((x, y) => x.df - y.df)[0];
  const w = rarest && weightedFor(weighted, rarest.lexeme);
  // Named in other words ("attorney" for the resident's "lawyer") is named.
  return w && { ...w, alts: [...w.alts, ...nounSynonyms(nounFor(thing, rarest.lexeme)!).map(stem)] };
}

/** Most of a line's words are figures: a row of a table (a balance sheet, a count by street), not a sentence. */
const TABLE_ROW_SHARE = 0.35;
const tableRow = (text: string) => {
  const w = text.split(/\s+/).filter(Boolean);
  return w.length >= 5 && w.filter((x) => /\d/.test(x)).length / w.length > TABLE_ROW_SHARE;
};

/** A cited answer from the best item, or null where it does not answer (`composeItem` says why). */
export function composeFromItem(a: QuestionAnalysis, match: ItemMatch, weights: TermWeights): ItemComposition | null {
  const out = composeItem(a, match, weights);
  return "declined" in out ? null : out;
}

/** A cited answer from the best item: the asked fact first, then what supports it; or why it does not answer. */
export function composeItem(
  a: QuestionAnalysis,
  match: ItemMatch,
  weights: TermWeights,
): (ItemComposition & { lead: LeadKind }) | Declined {
  const { item } = match;
  const { evidence, cite: citePage } = pageCitations();
  const cite = (page: number) => citePage(item, page);
  const lines = itemLines(item);
  const ranked = rankLines(a, weights, lines, item.itemTitle);
  const lead: string[] = [];
  let leadKind: LeadKind = "sentence";
  const used = new Set<number>();
  /** Lines the lead quotes as printed: not quoted again below it. */
  const quoted = new Set<number>();
  const quote = (l: Line) => {
    used.add(l.index);
    quoted.add(l.index);
    return withCite(clip(l.text, 420), cite(l.page));
  };

  const wantsVote =
    a.kind === "vote" ||
    a.kind === "against" ||
    a.kind === "mover" ||
    (a.vote && a.kind !== "quantity" && (a.kind !== "named" || CHOICE_ASKED.test(a.question)) && a.kind !== "reason");
  const motion = wantsVote ? pickMotion(a, item, weights) : null;
  const weighted = sentenceWeights(a, weights);
  /** The words of the motion as printed, to find the lines that print it. */
  const made = motion ? bare(motion.text).slice(0, 40) : "";
  const plain = motion ? lines.map((l) => bare(l.text)) : [];
  const printsMotion = (l: Line) => !!made && plain[l.index]!.includes(made);
  // A vote whose motion, item title and the lines just before it share not one word of the
  // question decided something else.
  if (a.kind === "vote" && motion && !aboutSubject(weighted, motion, printsMotion, item, lines))
    return declined("no-vote");
  // Asked how a vote went, an item that records no vote does not tell it.
  if (a.kind === "vote" && !motion && VOTE_ASKED.test(a.question)) return declined("no-vote");
  // Asked whether the body approved a thing ("a fenced dog park"), an item that never names it (a
  // vote on a fence by a ball park) does not tell.
  const thing = decidedStem(a, weights, weighted);
  if (thing && termScore([item.itemTitle, ...lines.map((l) => l.text)].join(" "), [thing]) === 0)
    return declined("thing-not-named", thing.stem);
  if (motion && (recorded(motion) || (a.kind === "mover" && motion.movedBy))) {
    leadKind = "vote";
    lead.push(withCite(voteSentence(motion, a.kind), cite(motion.page)));
    // The printed vote itself, from the page that holds it.
    const printed = lines.find(
      (l) =>
        l.page === motion.page && motion.tallyText && l.text.includes(motion.tallyText.split(/\s*\(/)[0]!.slice(0, 12)),
    );
    if (printed) used.add(printed.index);
    // The item's other votes on its subject (a motion to table that failed, a second motion on
    // another part of the request): a resident asking how the vote went wants each of them.
    const others = item.motions
      .filter(
        (m) =>
          m !== motion &&
          // A vote the page records whole: what was moved and how it ended.
          words(m.text).length >= 3 &&
          (m.outcome === "carried" || m.outcome === "failed" || m.tallyText) &&
          !PROCEDURAL.test(m.text) &&
          !DATE_TALLY.test(m.tallyText ?? "") &&
          (decidesItem(m) || termScore(m.text, weighted) > 0),
      )
      .slice(-OTHER_VOTES);
    for (const m of others) {
      const said = voteSentence(m, a.kind);
      lead.push(withCite(`Also on this item, ${said.charAt(0).toLowerCase()}${said.slice(1)}`, cite(m.page)));
    }
  } else if (motion && a.kind !== "continuance") {
    // A vote whose outcome is printed in words not read as one ("The motion received 3 votes with 1
    // abstention. A lack of quorum on this motion prohibits it from being approved."): the motion as
    // printed and the lines after it that tell its vote.
    const at = lines.findIndex(printsMotion);
    if (at >= 0) {
      leadKind = "motion";
      lead.push(quote(lines[at]!));
      for (const l of lines.slice(at + 1, at + 1 + MOTION_AFTER_LINES)) {
        if (l.page - lines[at]!.page > 1 || !VOTE_LINE.test(l.text)) break;
        lead.push(quote(l));
      }
    }
  } else if (
    a.kind === "continuance" ||
    (a.kind === "date" && item.continuedTo && /\bcontinu|postpon|until/i.test(a.question))
  ) {
    // The continuance decided last, to a date after this meeting (not one "continued from" before).
    const l = [...lines].reverse().find((x) => parseContinuance(x.text, item.meetingDate) !== null);
    if (l) {
      leadKind = "continuance";
      lead.push(quote(l));
    }
  }
  if (!lead.length) {
    const best = ranked.find((l) => l.score > 0 && !used.has(l.index));
    if (!best) return declined("no-sentence");
    // Asked how many or how much, the line that tells of the subject may leave its number to the
    // sentence after it ("… they did a license plate survey of the people who exited from 29th" /
    // "He noted that less than 10%, a total of 24 vehicles, …").
    const counted =
      a.kind === "quantity" && best.bonus === 0
        ? ranked.find(
            (l) =>
              l.index > best.index &&
              l.index <= best.index + DECISION_AFTER_LINES &&
              l.page - best.page <= 1 &&
              l.bonus >= 2,
          )
        : undefined;
    // An item that gives no number about its subject does not answer.
    if (a.kind === "quantity" && ((best.bonus === 0 && !counted) || !namesSubject(weighted, best, lines)))
      return declined("no-amount");
    // Asked where an item was put off: an item that tells of no putting off does not answer.
    if (a.kind === "continuance" && best.bonus === 0) return declined("no-continuance");
    // Asked the year a thing was built or first put up: the meeting's own date does not tell it,
    // only a line that prints a year.
    if (
      a.kind === "date" &&
      ORIGIN_YEAR_ASKED.test(a.question) &&
      !PRINTED_YEAR.test(best.text) &&
      !DATE.test(best.text)
    )
      return declined("no-date");
    lead.push(quote(best));
    // A question put at the meeting ("Commissioner Palmer asked when the terminal would open") is
    // answered by the reply that follows it.
    const reply = replyTo(best, lines);
    const put = lines[best.index - 1];
    if (reply) lead.push(quote(reply));
    // And a reply is read with the question it answers.
    else if (put && ASKED.test(put.text) && REPLIED.test(best.text) && best.page - put.page <= 1)
      lead.unshift(quote(put));
    // Asked whether a body went ahead with something: a discussion of it is told with what was
    // decided right after it ("After discussion, … the BOD decided that the bathroom in the
    // equipment shed should be used instead"), which rarely repeats the question's words.
    else if (a.vote && !DECISION_TOLD.test(best.text) && !VOTE_LINE.test(best.text)) {
      const decided = lines
        .slice(best.index + 1, best.index + 1 + DECISION_AFTER_LINES)
        .find((l) => l.page - best.page <= 1 && !used.has(l.index) && DECISION_TOLD.test(l.text));
      if (decided) lead.push(quote(decided));
    }
    if (counted && !used.has(counted.index)) lead.push(quote(counted));
  }

  // A question that asks for more than one thing ("which company …, and what would it charge by the
  // hour?"): the best line for each further ask joins the lead.
  // The first ask too, when the answer led with another kind ("Who was chosen, and when was he to
  // start?" leads with the date).
  const parts = askedParts(a.question);
  const opening = parts.length > 1 ? analyzeQuestion(parts[0]!) : null;
  const further = opening && opening.kind !== a.kind && opening.kind !== "fact" ? parts : parts.slice(1);
  for (const part of further) {
    const b = part === parts[0] ? opening! : analyzeQuestion(part);
    if (b.kind === "vote" || b.kind === "against" || b.kind === "mover") {
      const m = motion ? null : pickMotion({ ...a, kind: b.kind }, item, weights);
      if (m && recorded(m)) lead.push(withCite(voteSentence(m, b.kind), cite(m.page)));
      continue;
    }
    // An ask of no particular kind ("how was its board to be made up?") is answered by the line
    // that holds most of its own words.
    const own = b.kind === "fact";
    const candidates = rankLines({ ...b, topic: own ? b.topic : a.topic }, weights, lines, item.itemTitle).filter(
      (l) => l.score > 0 && !used.has(l.index) && !printsMotion(l) && (!own || l.terms > 0),
    );
    // "Who voted no …, and what was her objection?": the further ask is about the person the vote names.
    const named = /\b(?:she|he|they|her|his|their|them)\b/i.test(part)
      ? [...(motion?.noNames ?? []), ...(motion?.abstainNames ?? [])]
      : [];
    const extra =
      (named.length ? candidates.find((l) => named.some((n) => l.text.includes(n))) : undefined) ??
      candidates.find((l) => own || l.bonus > 0);
    if (extra) lead.push(quote(extra));
  }

  const date = formatDate(item.meetingDate);
  const where = `**${item.title}**${date && !item.title.includes(date) ? ` (${date})` : ""}${item.itemTitle ? `, item ${item.code ? `${item.code} ` : ""}“${clip(item.itemTitle, 140)}”` : ""}`;
  const support = ranked
    .filter(
      (l) =>
        !used.has(l.index) &&
        (l.terms > 0 || l.near > 0) &&
        l.score >= (ranked[0]?.score ?? 0) * 0.4 &&
        !tableRow(l.text),
    )
    .slice(0, 4)
    .sort((x, y) => x.index - y.index);
  // For a vote, the motion as printed is the first support: where it was made and where it was decided.
  if (motion) {
    const decided = motion.tallyText ? bare(motion.tallyText).slice(0, 20) : "";
    const printed = lines.filter(
      (l) => printsMotion(l) || (!!decided && l.page === motion.page && plain[l.index]!.includes(decided)),
    );
    // A vote taken again or changed right after ("Palmer then changed his vote; the motion passed 4-0").
    const last = printed[printed.length - 1];
    const after = last ? lines[last.index + 1] : undefined;
    if (after && after.page - last!.page <= 1 && VOTE_WORDS.test(after.text) && TALLIED.test(after.text))
      printed.push(after);
    // Between the motion made and the vote that decided it: a vote taken first ("The vote was 3-0-1
    // (Palmer abstained)"), and the rest of what was moved ("Two of the three white parking spaces
    // would be preserved …"), but not a short line that only seconds it.
    const [from, to] = [printed[0], printed[printed.length - 1]];
    const secondsOnly = (t: string) => VOTE_LINE.test(t) && !TALLIED.test(t) && words(t).length < SECONDS_MAX_WORDS;
    if (from && to && to.index - from.index <= MOTION_NEAR_LINES)
      for (const l of lines.slice(from.index + 1, to.index))
        if (!printed.includes(l) && !secondsOnly(l.text)) printed.splice(-1, 0, l);
    for (const l of printed.slice(-4).reverse()) if (!quoted.has(l.index)) support.unshift(l as Scored);
  }
  const body = [...new Map(support.map((l) => [l.index, l])).values()].slice(0, 5);
  const out = [lead.join(" "), "", `From ${where}:`, ...body.map((l) => `- ${quote(l)}`)];
  if (!body.length) out.splice(1, 2, "", `From ${where}.`);
  return { text: out.join("\n"), evidence, lead: leadKind };
}

/** The most meetings followed from one continuance to the next. */
const CHAIN_MEETINGS = 6;

/**
 * For a question about where an item was put off: the item followed across its continuances among
 * the matched items of the same body (the meeting it came from, the meeting it was continued to,
 * and on) that hold at least `minCoverage` of the question, in date order. Just `[best]` when the item was not continued from or to another match.
 */
export function continuanceChain(best: ItemMatch, matches: ItemMatch[], minCoverage: number): ItemMatch[] {
  const candidates = matches.filter(
    (m) => m !== best && m.item.body === best.item.body && m.coverage >= minCoverage && m.item.meetingDate,
  );
  const chain = [best];
  const taken = new Set([best.item.documentId]);
  const pick = (test: (m: ItemMatch) => boolean) => {
    const found = candidates.find((m) => !taken.has(m.item.documentId) && test(m));
    if (found) taken.add(found.item.documentId);
    return found;
  };
  for (let i = 0; i < CHAIN_MEETINGS && chain.length < CHAIN_MEETINGS; i++) {
    const last = chain[chain.length - 1]!.item;
    const next = last.continuedTo ? pick((m) => m.item.meetingDate === last.continuedTo) : undefined;
    const first = chain[0]!.item;
    const before = first.meetingDate ? pick((m) => m.item.continuedTo === first.meetingDate) : undefined;
    if (next) chain.push(next);
    if (before) chain.unshift(before);
    if (!next && !before) break;
  }
  return chain;
}

/** An answer for an item put off more than once: each continuance in order, then the meetings. */
export function composeContinuances(
  a: QuestionAnalysis,
  chain: ItemMatch[],
  weights: TermWeights,
): ItemComposition | null {
  const timeline = composeTimeline(a, chain, weights);
  if (!timeline) return null;
  // Cited among the timeline's sources.
  const { cite } = pageCitations(timeline.evidence);
  /** The page that prints an item's continuance. */
  const printed = ({ item }: ItemMatch) => {
    const line = [...itemLines(item)]
      .reverse()
      .find((l) => parseContinuance(l.text, item.meetingDate) === item.continuedTo);
    return line ? ` [${cite(item, line.page)}]` : "";
  };
  const steps = chain
    .filter((m) => m.item.continuedTo)
    .map(
      (m) =>
        `on ${formatDate(m.item.meetingDate) ?? "an undated meeting"} to ${formatDate(m.item.continuedTo)}${printed(m)}`,
    );
  if (steps.length === 0) return timeline;
  const lead =
    steps.length === 1
      ? `It was continued ${steps[0]}.`
      : `It was continued more than once: ${steps.slice(0, -1).join(", ")}, and ${steps[steps.length - 1]}.`;
  const body = timeline.text.slice(timeline.text.indexOf("## Meeting by meeting"));
  return { text: [lead, "", body].join("\n"), evidence: timeline.evidence };
}

/**
 * Whether a motion follows a line closely (or is printed in it): on a page read without its
 * agenda items, the vote that tells how that line's matter ended, not another matter's.
 */
const MOTION_NEAR_LINES = 8;

function motionNear(m: Motion, line: Line, lines: Line[]): boolean {
  const head = m.text.slice(0, 30);
  if (!head) return false;
  const at = lines.filter((l) => l.page === m.page && l.text.includes(head)).map((l) => l.index);
  return at.some((i) => i >= line.index && i - line.index <= MOTION_NEAR_LINES);
}

/** A meeting's second sentence in a timeline scores at least this share of its first. */
const TIMELINE_SECOND = 0.75;

const stemsOf = (text: string) => new Set(words(text).map(stem));

/** The most meetings a timeline lists (those that hold most of the question). */
const TIMELINE_MEETINGS = 12;

/**
 * The thing a history is of: the rarest of the question's words that every one of these meetings
 * holds (a compound's parts are searched alone, so a compound is not one).
 */
export function historySubject(matches: ItemMatch[], weights: TermWeights): TermWeights["terms"][number] | undefined {
  return weights.terms
    .filter((t) => t.df > 0 && !t.lexeme.includes("-") && matches.every((m) => holds(m.item.lexemes, t)))
    .sort((x, y) => x.df - y.df)[0];
}

/** One line per meeting for a question over time: date, item, its outcome, each cited. */
export function composeTimeline(
  a: QuestionAnalysis,
  matches: ItemMatch[],
  weights: TermWeights,
): ItemComposition | null {
  const { evidence, cite } = pageCitations();
  // One line per meeting: its best item, once also where the archive holds the same minutes twice
  // (a draft and its final copy differ, and both are told).
  const meetings: ItemMatch[] = [];
  const seen = new Set<string>();
  for (const m of matches) {
    const copy = `${m.item.meetingDate}|${bare(m.item.itemTitle)}|${bare(m.item.passages.map((p) => p.text).join(" "))}`;
    if (seen.has(`#${m.item.documentId}`) || (m.item.meetingDate && seen.has(copy))) continue;
    seen.add(`#${m.item.documentId}`).add(copy);
    meetings.push(m);
  }
  // A number that names the subject (a street number, a bus line, a parcel) keeps out the meetings
  // about another ("1150 Bay Street", not 1611 Walnut Street), when any meeting holds it.
  const ids = weights.terms
    .filter((t) => /^\d{2,}$/.test(t.lexeme) && !/^(?:19|20)\d\d$/.test(t.lexeme))
    .filter((t) => meetings.some((m) => holds(m.item.lexemes, t)));
  const rows = meetings
    .filter((m) => ids.every((t) => holds(m.item.lexemes, t)))
    .sort((x, y) => y.coverage - x.coverage || x.rank - y.rank)
    .slice(0, TIMELINE_MEETINGS)
    .sort((x, y) => (x.item.meetingDate ?? "").localeCompare(y.item.meetingDate ?? ""));
  if (rows.length === 0) return null;
  const voteAsked = asksVote(a);
  const weighted = sentenceWeights(a, weights);
  // Each meeting tells what it said of the thing the history is of, not of the question's other words.
  const thing = historySubject(rows, weights);
  const subject = thing && weightedFor(weighted, thing.lexeme);
  const ofSubject = (l: Scored) => !subject || termScore(l.text, [subject]) > 0;
  // A question that lists what it wants to know ("where was it extended, how did ridership grow, and
  // how secure was its funding?"): the line of the history that best tells each, in its meeting.
  const told = new Map<number, Scored[]>();
  // The first ask too, when the answer led with another kind ("Who was chosen, and when was he to
  // start?" leads with the date).
  const parts = askedParts(a.question);
  const opening = parts.length > 1 ? analyzeQuestion(parts[0]!) : null;
  const further = opening && opening.kind !== a.kind && opening.kind !== "fact" ? parts : parts.slice(1);
  for (const part of further) {
    const b = part === parts[0] ? opening! : analyzeQuestion(part);
    if (b.kind === "vote" || b.kind === "against" || b.kind === "mover") continue;
    let pick: { row: number; line: Scored } | undefined;
    rows.forEach(({ item }, row) => {
      const line = rankLines({ ...b, topic: b.topic || a.topic }, weights, itemLines(item), item.itemTitle).find(
        (l) =>
          l.terms > 0 && (b.kind === "fact" || l.bonus > 0) && ofSubject(l) && !isCaptionLine(l.text, item.itemTitle),
      );
      if (line && (!pick || line.score > pick.line.score)) pick = { row, line };
    });
    if (pick) told.set(pick.row, [...(told.get(pick.row) ?? []), pick.line]);
  }
  const lines = rows.map(({ item }, row) => {
    const date = formatDate(item.meetingDate) ?? item.title;
    const motion = pickMotion(a, item, weights);
    const decidedHere = motion && recorded(motion) ? motion : null;
    const all = itemLines(item);
    const ranked = rankLines(a, weights, all, item.itemTitle);
    // The vote is told after the line; a line of the vote's page that tells it too is taken only
    // when it speaks of the subject far more than any other line (the motion that names it).
    const isVote = (l: Line) => !!decidedHere && l.page === decidedHere.page && VOTE_WORDS.test(l.text);
    const other =
      ranked.find((l) => l.score > 0 && !isVote(l) && ofSubject(l)) ?? ranked.find((l) => l.score > 0 && !isVote(l));
    const top = ranked[0];
    const best = top && top.score > 0 && isVote(top) && top.terms > 2 * (other?.terms ?? 0) ? top : other;
    let what: string;
    // A question about votes reads each meeting's decision; any other reads what each meeting said
    // of the asked thing (a cost, a design, a date), then how the item ended that night.
    if (decidedHere && (voteAsked || !best))
      what = withCite(voteSentence(decidedHere, "vote"), cite(item, decidedHere.page));
    else if (best) {
      // A second sentence of that meeting about the asked thing, when it says what the first does not.
      const said = stemsOf(best.text);
      const adds = (l: Scored) => {
        const stems = stemsOf(l.text);
        return weighted.some((w) => hasStem(stems, w) && !hasStem(said, w));
      };
      const second = ranked.find((l) => l !== best && !isVote(l) && l.score >= best.score * TIMELINE_SECOND && adds(l));
      const shown: Line[] = [best, ...(second ? [second] : [])];
      for (const l of told.get(row) ?? []) if (!shown.some((x) => x.index === l.index)) shown.push(l);
      // A question put at the meeting is told with the reply that follows it.
      for (const l of [...shown]) {
        const reply = replyTo(l, all);
        if (reply && !shown.some((x) => x.index === reply.index) && !isVote(reply)) shown.push(reply);
      }
      what = shown
        .sort((x, y) => x.index - y.index)
        .map((l) => withCite(clip(l.text, 300), cite(item, l.page)))
        .join(" ");
      if (decidedHere && decidesItem(decidedHere) && (item.itemTitle || motionNear(decidedHere, best, ranked)))
        what += ` ${withCite(outcomeSentence(decidedHere), cite(item, decidedHere.page))}`;
    } else what = withCite(clip(item.itemTitle || item.title, 200), cite(item, item.pageFrom));
    const continued = item.continuedTo ? ` Continued to ${formatDate(item.continuedTo)}.` : "";
    // An item that says nothing more of the subject than its caption is told by the caption, once.
    const title =
      item.itemTitle && !bare(what).startsWith(bare(item.itemTitle)) ? `${clip(item.itemTitle, 120)}: ` : "";
    return `- **${date}** — ${title}${what}${continued}`;
  });
  const first = rows[0]!.item;
  const last = rows[rows.length - 1]!.item;
  const head =
    rows.length === 1
      ? `I found one meeting on this, on ${formatDate(first.meetingDate) ?? "an undated meeting"}.`
      : `I found ${rows.length} meetings on this, from ${formatDate(first.meetingDate) ?? "?"} to ${formatDate(last.meetingDate) ?? "?"}.`;
  return { text: [head, "", "## Meeting by meeting", ...lines].join("\n"), evidence };
}
