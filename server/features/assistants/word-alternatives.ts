import nlp from "compromise";
import type { Alternatives } from "../documents/search";
import { capitalisedNames } from "./names";
import { sameThing, verbSynonyms } from "./synonyms";

/** A question's words as the part-of-speech tagger reads them. */
export type Tagged = { normal: string; tags: string[] };

/**
 * The question's verbs in the past or the infinitive (not "-ing" forms or "-s" forms, which in a
 * question are mostly nouns: "traffic calming", "water rights"), as written, with their infinitive and
 * its WordNet synonyms, and those of the phrasal verb it heads ("step down": resign, quit).
 */
export function verbAlternatives(terms: Tagged[]): Alternatives {
  const out: Alternatives = {};
  for (const [i, { normal, tags }] of terms.entries()) {
    const verb =
      tags.includes("Verb") &&
      (tags.includes("PastTense") || tags.includes("Infinitive")) &&
      !tags.some((t) => t === "Gerund" || t === "Copula" || t === "Auxiliary" || t === "Modal");
    if (!verb) continue;
    const infinitive = tags.includes("Infinitive") ? normal : infinitiveOf(normal, tags);
    if (!/^\p{L}+$/u.test(normal) || !/^\p{L}+$/u.test(infinitive)) continue;
    // A phrasal verb is read whole: "step down" is "resign", "turn down" is "reject".
    const particle = terms[i + 1]?.tags.includes("Particle") ? terms[i + 1]!.normal : "";
    const phrasal = particle && /^\p{L}+$/u.test(particle) ? verbSynonyms(`${infinitive} ${particle}`) : [];
    const other = [
      ...new Set([
        infinitive,
        ...(normal === infinitive ? pastForms(infinitive) : []),
        ...phrasal,
        ...verbSynonyms(infinitive),
      ]),
    ].filter((w) => w !== normal);
    if (other.length) out[normal] = other;
  }
  return out;
}

/** The question's common nouns, each with the other words for the very thing it names ("lawyer": attorney). */
export function nounAlternatives(terms: Tagged[]): Alternatives {
  const out: Alternatives = {};
  for (const { normal, tags } of terms) {
    if (!tags.includes("Noun") || tags.includes("ProperNoun") || tags.includes("Acronym")) continue;
    const other = sameThing(normal);
    if (other.length) out[normal] = other;
  }
  return out;
}

/**
 * The tagger's own word transforms and its model, which give a word's forms without tagging it again
 * (a few microseconds each, so nothing is kept).
 */
const transform = (nlp.methods() as unknown as { two: { transform: WordTransforms } }).two.transform;
const model = nlp.model();
type WordTransforms = {
  verb: {
    toInfinitive(word: string, model: object, tense?: string): string;
    conjugate(infinitive: string, model: object): Record<string, string | undefined>;
  };
  noun: { toPlural(word: string, model: object): string };
};

/** The tenses a verb's tags may name, in the order the tagger's own verb reading tries them. */
const TENSES = ["Infinitive", "Participle", "PastTense", "Gerund", "PresentTense"];

/** A verb's infinitive from the word and the tense it was tagged with ("chose": choose). */
function infinitiveOf(word: string, tags: string[]): string {
  const tense = TENSES.find((t) => tags.includes(t));
  return (transform.verb.toInfinitive(word, model, tense) || "").toLowerCase();
}

/**
 * A verb's past tense and past participle, which minutes print and a question that gives the verb in
 * the infinitive (asked with "did") does not: "how many did they write" is answered by "they wrote",
 * "who did they choose" by "was chosen". Stemming matches the regular forms already; these are the
 * irregular ones.
 */
function pastForms(infinitive: string): string[] {
  const forms = transform.verb.conjugate(infinitive, model);
  return [forms.PastTense, forms.Participle].filter((w): w is string => !!w && /^\p{L}+$/u.test(w));
}

/** A noun's plural ("child": children), as the tagger's model gives it. */
export const pluralOf = (noun: string) => transform.noun.toPlural(noun, model).toLowerCase();

/**
 * A name of two words as a clerk may print it in one ("La Plata County": LaPlata): each of the two
 * words is also matched by the joined word.
 */
export function joinedNames(question: string): Alternatives {
  const out: Alternatives = {};
  for (const name of capitalisedNames(question)) {
    const parts = name.split(" ");
    for (let i = 0; i + 1 < parts.length; i++) {
      const [x, y] = [parts[i]!, parts[i + 1]!];
      if (!/^\p{L}+$/u.test(x) || !/^\p{L}+$/u.test(y)) continue;
      for (const w of [x, y]) out[w] = [...(out[w] ?? []), x + y];
    }
  }
  return out;
}
