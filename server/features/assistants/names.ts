import { tagNames, type EntityKind, type TaggedName } from "../documents/minutes/names";
import { NAMES, STREET_KINDS } from "./lexicon/names";
import { RANKING } from "./rank/weights";
import { stem, words } from "./text";

export type { EntityKind };

const PERSON = NAMES.person.pattern;
const ORGANIZATION = NAMES.organization.pattern;
const PLACE = NAMES.place.pattern;

/** What kind of name a question asks for: the head of its "which …" phrase, or "who", or "where". */
export function askedEntity(question: string): EntityKind {
  // A company is asked for even in "who did they hire": the head noun says more than "who".
  if (ORGANIZATION.test(question)) return "organization";
  if (PLACE.test(question)) return "place";
  if (PERSON.test(question)) return "person";
  return "other";
}

const NOT_A_NAME = NAMES.notAName.pattern;

type Found = TaggedName;

/**
 * Sentences already tagged. Tagging is the costly part of ranking an item's sentences for a "which"
 * or "who" question (a few milliseconds each), and residents ask again about the same items (a
 * follow-up, a suggested question); the cache is emptied when full.
 */
const tagged = new Map<string, readonly Found[]>();
const TAGGED_KEPT = 20_000;

/**
 * Names the reader tagged at ingestion (stored with each sentence), kept as `namesIn`'s answer for
 * their sentences: the tagger is not run again on them.
 */
export function rememberNames(text: string, found: readonly Found[]): void {
  if (tagged.has(text)) return;
  if (tagged.size >= TAGGED_KEPT) tagged.clear();
  tagged.set(text, found);
}

/** The names a sentence holds, each with the kind a tagger gives it; acronyms and "X&Y" are organisations. */
export function namesIn(text: string): readonly Found[] {
  const known = tagged.get(text);
  if (known) return known;
  if (tagged.size >= TAGGED_KEPT) tagged.clear();
  const found = tagNames(text);
  tagged.set(text, found);
  return found;
}

/** Runs of two or more capitalised words in a question, none opening a sentence, lower case. */
export function capitalisedNames(question: string): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length >= 2) out.push(run.join(" ").toLowerCase());
    run = [];
  };
  let opens = true;
  for (const w of question.split(/\s+/)) {
    const bare = w.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "");
    if (!opens && /^\p{Lu}[\p{L}'’.-]*$/u.test(bare)) run.push(bare);
    else close();
    // Punctuation after the word ends the run; a full stop or a question mark ends the sentence.
    if (!w.endsWith(bare)) close();
    opens = /[.?!:]["”’)]*$/.test(w);
  }
  close();
  return out;
}

/** Text matched as written, whatever characters it holds. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name (lower case, its words by spaces) as minutes print it: its words in order, whatever lies between. */
export const printedName = (name: string) => new RegExp(`\\b${name.split(" ").map(escaped).join("\\W+")}`, "i");

/** A place a question names, with a test of a text that prints it. */
export type NamedPlace = { name: string; printed: { test(text: string): boolean } };

/**
 * The names a question gives in capitals that end in a kind of place ("Park Street": park, street),
 * each with its words before the kind and the kind, when `kindOf` reads one.
 */
function namesOfKind<K>(question: string, kindOf: (word: string) => K | undefined) {
  return capitalisedNames(question).flatMap((name) => {
    const parts = name.split(" ");
    const kind = kindOf(parts.pop()!);
    return kind === undefined || !parts.length ? [] : [{ name, parts, kind }];
  });
}

/**
 * The streets a question names with capitals ("Park Street", "Santa Clara Avenue"), each with a test
 * of a text that prints it, in full or shortened. A name of two words or three, ending in a street's
 * kind: a place the resident means exactly, whose common words ("park", "street") weigh little alone.
 */
export function namedStreets(question: string): NamedPlace[] {
  const streetKind = (word: string) => {
    const kind = word.replace(/\.$/, "");
    return STREET_KINDS.find(({ full, short }) => kind === full || new RegExp(`^${short}$`).test(kind));
  };
  return namesOfKind(question, streetKind).flatMap(({ name, parts, kind: { full: kindFull, short } }) => {
    if (parts.length > 2) return [];
    const words = parts.map((p) => p.replace(/[^\p{L}\p{N}'’-]/gu, "").replace(/['’]/g, "['’]"));
    const head = words.join("\\s+");
    // A numbered road ("County Road 205") is printed by its number, in any form ("CR 205").
    if (new RegExp(`\\b${head}\\s+(?:${kindFull}|${short})\\.?\\s+\\d`, "iu").test(question)) return [];
    // A name of two words is printed without its kind too ("Santa Clara and Webster Street").
    const alone = words.length > 1 ? `|\\b${head}(?![\\p{L}])` : "";
    const full = new RegExp(`\\b${head}\\s+(?:${kindFull}|${short}\\.?)(?![\\p{L}])${alone}`, "iu");
    // So is a name of one word, given with its capital and as a name of its own: not in another name
    // ("Jackson Park", "Park Street") nor a sentence's first word ("Park space is short"); and not a
    // word the question also uses for a thing ("a big oak" on Oak Street), which minutes may capitalise.
    const one = words.length === 1 && !new RegExp(`\\b${head}\\b`, "u").test(question);
    const capital = one
      ? new RegExp(
          `(?<!(?:^|[.?!:])\\s*|\\p{Lu}[\\p{L}'’]*\\s+)\\b${head.charAt(0).toUpperCase()}${head.slice(1)}(?![\\p{L}]|\\s+\\p{Lu})`,
          "u",
        )
      : null;
    return [{ name, printed: { test: (text: string) => full.test(text) || (!!capital && capital.test(text)) } }];
  });
}

const PLACE_KINDS = NAMES.placeKinds.pattern;

/**
 * The places other than streets a question names with capitals ("Jackson Park", "Crown Beach"),
 * each with a test of a text that prints it: like a street's, a place the resident means exactly,
 * whose kind ("park", "school") weighs little alone. It may be printed with a word more before its
 * kind ("Crown State Beach" for "Crown Beach").
 */
export function namedPlaces(question: string): NamedPlace[] {
  const placeKind = (word: string) => (PLACE_KINDS.test(word) ? word : undefined);
  return namesOfKind(question, placeKind).flatMap(({ name, parts, kind }) => {
    // A longer name ("Naval Air Station") is most often a formal one, which minutes shorten or give
    // by a later name ("Alameda Point").
    if (parts.length !== 1) return [];
    const head = escaped(parts[0]!.replace(/['’]s$/, "")).replace(/['’]/g, "['’]");
    return [{ name, printed: new RegExp(`\\b${head}(?:['’]s)?\\W+(?:[\\p{L}.]+\\W+)?${kind}`, "iu") }];
  });
}

const NUMBERED_NAME = NAMES.numberedName.pattern;
const NOT_NUMBERED_NAME = NAMES.notNumberedName.pattern;

/**
 * The things a question names with a number ("AC Transit's Line 78", "County Road 205"), each with a
 * test of a text that prints the number: an item that never prints it is about another line, road
 * or lot. A year ("Plan 2030") is not such a number.
 */
export function namedNumbers(question: string): NamedPlace[] {
  return [...question.matchAll(NUMBERED_NAME)]
    .filter((m) => !NOT_NUMBERED_NAME.test(m[1]!) && !/^(?:1[89]|20)\d\d$/.test(m[2]!))
    .map((m) => ({ name: `${m[1]} ${m[2]}`, printed: new RegExp(`(?<![\\d.,])${m[2]}(?!\\d)`) }));
}

/**
 * The street addresses a question names ("2986 Northwood Drive", "1337 and 1339 Park Street"), each
 * as a test of a text that prints the number before the street's name ("2986 Northwood Dr.").
 */
export function namedAddresses(question: string): RegExp[] {
  return namedStreets(question).flatMap(({ name }) => {
    const head = name.split(" ").slice(0, -1).map(escaped).join("\\s+");
    const at = new RegExp(`\\b(\\d{1,5})(?:\\s*[-–]\\s*\\d{1,5})?\\s+${head}\\b`, "i").exec(question);
    // Printed alone or among neighbouring numbers ("535 and 535 ½ Pacific Avenue", "1337-1339 Park St.").
    const more = "(?:\\s*(?:[-–&,]|and|to)\\s*\\d{1,5}(?:\\s*½)?)*";
    return at ? [new RegExp(`(?<!\\d)${at[1]}(?:\\s*½)?${more}\\s+${head}\\b`, "i")] : [];
  });
}

/** The initials of each run of capitalised words in a question ("Falls Creek Ranch" → "fcr"), joined by spaces. */
export function questionInitials(question: string): string {
  return [...question.matchAll(/(?:\b[A-Z][\w’'-]*(?:\s+|$)){2,}/g)]
    .map((m) =>
      m[0]
        .trim()
        .split(/\s+/)
        .map((w) => w[0]!.toLowerCase())
        .join(""),
    )
    .join(" ");
}

/**
 * How well a sentence names what a "which …" question asks for: a name of the asked kind that the
 * question does not already hold counts most, another name less, a role or a title case phrase of
 * common words ("a Certificate of Approval") least.
 */
export function nameBonus(text: string, want: EntityKind, asked: Set<string>, initials = ""): number {
  const bonus = RANKING.name;
  let best = 0;
  for (const f of namesIn(text)) {
    const parts = words(f.text).filter((w) => !NOT_A_NAME.test(w));
    // Names the question already holds are its subject, not its answer ("FCR" for the Falls Creek Ranch it names).
    if (!parts.length || parts.every((w) => asked.has(stem(w)))) continue;
    if (/^[A-Z]{2,}$/.test(f.text) && initials.includes(f.text.toLowerCase())) continue;
    // The one worked with, hired or chosen is an organisation whatever the tagger says of it.
    const engaged =
      want === "organization" &&
      (f.kind === "place" || f.kind === "other") &&
      new RegExp(
        `\\b(?:with|hired|retained|engaged|contracted|awarded\\s+to|selected|chose)\\s+(?:the\\s+)?${escaped(f.text)}`,
      ).test(text);
    const kind = engaged ? "organization" : f.kind;
    const value =
      kind === want && want !== "other"
        ? bonus.ofKind
        : kind === "other"
          ? want === "other"
            ? bonus.untagged
            : bonus.untaggedForKind
          : // A person is rarely the answer to "which company", nor a company to "who".
            (want === "organization" && kind === "person") || (want === "person" && kind === "organization")
            ? bonus.crossed
            : bonus.otherKind;
    best = Math.max(best, value);
  }
  return best;
}
