/** Small text tools of the answering engine: words, stems, sentences. Pure functions. */

import { formatIsoDate } from "@common/dates";
import { PUT_OFF, sentences } from "../documents/minutes/sentences";

export { PUT_OFF, sentences };
const STOP = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers him his how i if in " +
    "into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should " +
    "so some such than that the their theirs them then there these they this those through to too under until up very was we were " +
    "what when where which while who whom whose why will with would you your yours ever also get got tell know let lets please thanks " +
    "thank hi hello anything something someone anyone us may might must shall its it's i'm i'd whats what's ramona ramona's town"
  ).split(" "),
);

/** Words that carry no topic in a resident's question ("how did they vote" is intent, not topic). */
const QUESTION_NOISE = new Set(
  (
    "vote voted votes voting decide decided decision decisions happen happened say said says discuss discussed " +
    "approve approved approval meeting meetings meet met minutes group planning board design review rcpg drb " +
    "community item items agenda think need want like find look looking best good info information latest recent recently " +
    "year years time date day month which when last first next kind much many big large huge small tall size " +
    "change changed changes support supported supporting oppose opposed recommend recommended recommending recommendation " +
    "deny denied denying denial reject rejected postpone postponed delay delayed continue continued " +
    "put place allow allowed allowing ok okay end ended finish finished start started begin began present presented come came " +
    "happening whole " +
    // The bodies themselves: every document of theirs names them.
    "commission commissions commissioner commissioners council councilmember council-member councilmembers committee " +
    "directors city " +
    // What a question about a vote asks for, not what it is about.
    "moved seconded motion motions tally abstained abstain dissented lone sole losing " +
    // Everyday verbs and adverbs of a resident's phrasing, which minutes rarely use of their subjects.
    "supposed pushed push back go goes going went get gets got behind hold holds without wait waiting spoke speak " +
    "asking ask asked keep keeping kept let lets letting make making made take taking took give giving gave become became turn turned turning instead really " +
    "still ever also just even end up out happen happens whether anyone someone somebody thing things " +
    "heard develop developed presence idea told mentioned announced explained " +
    "actually basically exactly apparently supposedly probably already anyway anymore according far"
  ).split(" "),
);

/**
 * Nouns that name the kind of answer wanted when they follow "which" or "what" ("which company",
 * "what year", "and what was the count"): the answer's type, not its subject.
 */
const ANSWER_TYPES =
  /\b(which|what(?:\s+(?:was|were|is|are))?(?:\s+the)?)\s+(?:company|companies|firm|firms|business|commissioner|commissioners|member|members|person|people|organi[sz]ation|agency|consultant|developer|contractor|vendor|street|road|date|dates|year|day|month|time|kind|type|sort|meeting|vote|tally|count|number|amount|total|result|outcome|name|names)\b/gi;

export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** Splits text into lowercase word tokens; keeps numbers and codes such as 7-0 or PLN20-0123 whole. */
export function words(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+(?:[-.'][a-z0-9]+)*/g) ?? [];
}

/** A light English stemmer: enough to match "restaurants"/"restaurant", "votes"/"voted"/"voting". */
export function stem(word: string): string {
  let w = word.replace(/'s$/, "");
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "y";
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("es") && /(ch|sh|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** A negative contraction ("aren't", "didn't", "won't") says how, never what. */
const CONTRACTION = /n['’]t$/;

export function isStopWord(word: string): boolean {
  return STOP.has(word) || CONTRACTION.test(word);
}

/** The topic terms of a question (stemmed, de-duplicated, in order). */
export function queryTerms(question: string): string[] {
  const out: string[] = [];
  for (const w of words(applyThesaurus(question))) {
    if (isStopWord(w) || QUESTION_NOISE.has(w) || w.length < 2) continue;
    const s = stem(w);
    if (QUESTION_NOISE.has(s)) continue;
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/**
 * Residents' words for what minutes and guidelines call otherwise. Applied to the topic words
 * only (the original question is kept for intent and for the answer).
 */
const THESAURUS: Array<[RegExp, string]> = [
  [/\b(?:air[- ]condition(?:ing|er)s?(?: units?)?|a\/?c units?|hvac(?: units?)?)\b/gi, "rooftop equipment"],
  [/\b(?:lit[- ]up|light[- ]up|back[- ]?lit|lighted)\b/gi, "illuminated"],
  [/\bbox(?:es)? signs?\b/gi, "cabinet signs"],
  [/\b(?:hide|hidden|conceal(?:ed)?|cover(?:ed)? up)\b/gi, "screened"],
  // The end of a meeting, not "end up spending" (lower case only: "West End" is a place).
  [/\b(?:end|ended|finish|finished|wrap(?:ped)? up)\b(?=\s*\??\s*$|\s+(?:at|by|around|before|after)\b)/g, "adjourned"],
  [/\b(?:cell phone tower|cellphone tower|cell site)\b/gi, "cell tower"],
];

export function applyThesaurus(text: string): string {
  return THESAURUS.reduce((t, [re, to]) => t.replace(re, to), text);
}

/**
 * Residents' words that guidelines also print otherwise, kept as they are: minutes say "roof" as
 * residents do, so the other word is searched beside it, not in its place.
 */
const ALSO_PRINTED: Record<string, string[]> = { roof: ["rooftop"], roofs: ["rooftop"] };

/** The question's words (lower case) that are also searched as another word. */
export function thesaurusAlternatives(question: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const w of new Set(question.toLowerCase().match(/\p{L}+/gu) ?? []))
    if (ALSO_PRINTED[w]) out[w] = ALSO_PRINTED[w]!;
  return out;
}

/**
 * The question reduced to its topic words, in their original spelling ("How did the group vote on
 * Quartz Hill Storage?" → "Quartz Hill Storage"), so that search coverage measures the subject only.
 */
export function topicQuery(question: string): string {
  const kept: string[] = [];
  const noise = new Set(["end", "ended", "finish", "finished"]);
  for (const m of applyThesaurus(question.replace(ANSWER_TYPES, "$1")).matchAll(
    /[\p{L}0-9]+(?:[-.'’][\p{L}0-9]+)*/gu,
  )) {
    const w = normalize(m[0]).replace(/'s$/, "");
    if (w === "adjourned" || w === "illuminated" || w === "screened" || w === "rooftop") {
      kept.push(w);
      continue;
    }
    if (noise.has(w) || isStopWord(w) || QUESTION_NOISE.has(w) || QUESTION_NOISE.has(stem(w)) || w.length < 2) continue;
    kept.push(m[0].replace(/['’]s$/, ""));
  }
  return kept.join(" ");
}

/** Stemmed word set of a text, for overlap tests. */
export function stemSet(text: string): Set<string> {
  const set = new Set<string>();
  for (const w of words(text)) if (!STOP.has(w)) set.add(stem(w));
  return set;
}

/** Shortens a sentence to at most `max` characters at a word boundary. */
export function clip(text: string, max = 320): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const at = cut.lastIndexOf(" ");
  return `${cut.slice(0, at > max * 0.6 ? at : max).replace(/[,;:]$/, "")}…`;
}

/** "2019-03-07" → "March 7, 2019"; anything else is returned as given. */
export const formatDate = (iso: string | null | undefined): string | null => formatIsoDate(iso);
