import { WORD_SHAPES } from "../lexicon/words";
import { namedAddresses, namedNumbers, namedPlaces, namedStreets } from "../names";
import type { QuestionAnalysis } from "../question";
import { namesAnAct, nounKind, nounSynonyms } from "../synonyms";
import { stem, stemSet } from "../text";
import type { ItemContext, TermWeights } from "../types";
import { holds, nounFor } from "./match";

const ACT_NOUN = WORD_SHAPES.actNoun.pattern;
/** A noun for who holds to a thing, and the thing ("preservationists": preservation). */
const AGENT = WORD_SHAPES.agent.pattern;

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
