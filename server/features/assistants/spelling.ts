import type { Alternatives } from "../documents/search";

/**
 * Other spellings of a word: a resident writes "neighbours", "centre" or "storey", the clerk wrote
 * "neighbors", "center" and "story". Each variant is only a candidate: the search counts it only
 * when the archive prints it, so a variant that is no word ("fense" from "fence") costs nothing.
 */
const ENDINGS: Array<[RegExp, string]> = [
  [/([a-z]{2,}[^aeiou])our(s|ed|ing|ite|ites|hood|ly|able)?$/, "$1or$2"], // neighbour, colour, favourite
  [/([a-z]{2,})is(e|es|ed|ing|ation|ations)$/, "$1iz$2"], // organise, prioritised, authorisation
  [/([a-z]{2,})ys(e|es|ed|ing)$/, "$1yz$2"], // analyse, paralysed
  [/([a-z]{2,})tre(s)?$/, "$1ter$2"], // centre, theatres, metre
  [/([a-z]{2,})ogue(s)?$/, "$1og$2"], // catalogue, dialogues
  [/([a-z]{2,}[aeiou])ll(ed|ing|er|ers)$/, "$1l$2"], // travelled, cancelling, modeller
  [/([a-z]*[^aeiou][aeiou])l(ed|ing|er|ers)$/, "$1ll$2"], // canceled, the other way round
  [/(lic|def|off|pret)ence(s)?$/, "$1ense$2"], // licence, defence
  [/([a-z]{3,})mme(s)?$/, "$1m$2"], // programme
  [/([a-z])ae([a-z]{3,})$/, "$1e$2"], // paediatric, archaeology
];

/** Words spelled differently, not by an ending. */
const WORDS: Record<string, string[]> = {
  kerb: ["curb"],
  kerbs: ["curbs"],
  tyre: ["tire"],
  tyres: ["tires"],
  storey: ["story"],
  storeys: ["stories"],
  grey: ["gray"],
  aluminium: ["aluminum"],
  plough: ["plow"],
  ploughed: ["plowed"],
  cheque: ["check"],
  cheques: ["checks"],
  manoeuvre: ["maneuver"],
  pyjamas: ["pajamas"],
  mould: ["mold"],
  sceptical: ["skeptical"],
};

/** A word's other spellings (lower case), without the word itself. */
export function spellingVariants(word: string): string[] {
  const w = word.toLowerCase();
  const out = new Set(WORDS[w] ?? []);
  for (const [pattern, replacement] of ENDINGS) if (pattern.test(w)) out.add(w.replace(pattern, replacement));
  out.delete(w);
  return [...out];
}

/** The other spellings of a question's words, by the word as written (lower case). */
export function spellingAlternatives(question: string): Alternatives {
  const out: Alternatives = {};
  for (const w of new Set(question.toLowerCase().match(/\p{L}+/gu) ?? [])) {
    const variants = spellingVariants(w);
    if (variants.length) out[w] = variants;
  }
  return out;
}
