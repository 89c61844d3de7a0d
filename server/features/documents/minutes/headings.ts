/**
 * Agenda item headings, as clerks print them: "5. ORAL COMMUNICATIONS", "6A. Resident Appeal of …",
 * "7-A. Certificate of Approval - PLN09-0033 - 1118 Bay Street.", "(7-A) Certificate of Approval …",
 * "a. Monitoring of Oak Street …", "4-A 2019-6461", "Item 7B: …", "Agenda 3. Utilities Committee
 * Report.", "IV. NEW BUSINESS", and unnumbered section captions in capitals ("CONSENT ITEMS:").
 * Numbered lists inside an item ("1. Current cash balances …") are told apart by their numbering and
 * wording.
 */
export type Heading = {
  /** The code as printed, without its trailing punctuation: "5", "7-A", "IV"; null for a section caption. */
  code: string | null;
  /** The number the code starts with (for the order check), null for letters and sections. */
  number: number | null;
  /** What follows the code on the line. */
  rest: string;
  kind: "numbered" | "lettered" | "roman" | "section";
};

const ROMAN: Record<string, number> = {
  I: 1,
  II: 2,
  III: 3,
  IV: 4,
  V: 5,
  VI: 6,
  VII: 7,
  VIII: 8,
  IX: 9,
  X: 10,
  XI: 11,
  XII: 12,
  XIII: 13,
  XIV: 14,
  XV: 15,
};

/** A file number of a legislative system printed beside the code ("2019-6461"). */
export const FILE_NUMBER = /^\d{4}-\d{3,5}\b/;

export function parseHeading(line: string): Heading | null {
  const m =
    /^(?:agenda\s+(?:item\s+)?|item\s+)(?:no\.?\s*)?(\d{1,2})(?:([-.]?)([A-Z]))?\s*[.:)–-]?\s+(\S.*)$/i.exec(line) ??
    /^(\d{1,2})(?:([-.]?)([A-Z]))?(?:[.)]|:(?!\d))?\s+(\S.*)$/.exec(line) ??
    /^\((\d{1,2})(?:([-.]?)([A-Z]))?\.?\)\s+(\S.*)$/.exec(line);
  if (m) {
    const [whole, num, sep, letter, rest = ""] = m;
    const punctuated = /^\(?\d{1,2}(?:[-.]?[A-Z])?[.):]/.test(whole) || /^(?:agenda|item)\s/i.test(whole);
    if (!letter && !punctuated) return null; // "5 members were present"
    // "5.3 acres", "10:30 p.m.", "1-2 story": numbers that begin a sentence, not item codes.
    if (/^\d/.test(rest) && !FILE_NUMBER.test(rest)) return null;
    const code = letter ? `${num}${sep === "-" ? "-" : ""}${letter.toUpperCase()}` : num!;
    return { code, number: Number(num), rest: rest.trim(), kind: "numbered" };
  }
  const r = /^([IVX]{1,4})\.\s+(\S.*)$/.exec(line);
  if (r && ROMAN[r[1]!]) return { code: r[1]!, number: ROMAN[r[1]!]!, rest: r[2]!, kind: "roman" };
  const l = /^([A-Ha-h])[.)]\s+([A-Z].*)$/.exec(line);
  if (l) return { code: l[1]!, number: null, rest: l[2]!, kind: "lettered" };
  // A caption in capitals ending with a colon or standing alone: "CONSENT ITEMS:", "ADJOURNMENT".
  const s = /^([A-Z][A-Z&/,' -]{3,60}[A-Z])\s*(?::\s*(.*))?$/.exec(line);
  if (s && s[1]!.split(/\s+/).length <= 7) return { code: null, number: null, rest: line, kind: "section" };
  return null;
}

const SMALL = new Set(
  "a an and as at by for from in into of on or the to with via vs per de la del von than that this".split(" "),
);

/** Whether words read like a caption (capitals, Title Case, codes) rather than a sentence of prose. */
export function captionLike(text: string): boolean {
  const words = text
    .replace(/\(.*?\)/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => w.length > 0);
  if (words.length === 0) return false;
  const first = words.slice(0, 10);
  const significant = first.filter((w) => !SMALL.has(w.toLowerCase()));
  if (significant.length === 0) return false;
  const capital = significant.filter((w) => /^[\p{Lu}\p{N}]/u.test(w)).length;
  return capital / significant.length >= 0.6;
}

const JOINING = new Set([
  ...SMALL,
  ..."between within including through under over near after before along about regarding during versus".split(" "),
]);

/** Whether every word of a line in lower case is a small joining word, as in a caption in Title Case. */
function titleWords(line: string): boolean {
  return line
    .replace(/\(.*?\)/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .every((w) => !/^\p{Ll}/u.test(w) || JOINING.has(w));
}

/** The title of an item from its heading line and the lines after it. */
export function titleOf(rest: string, next: string[]): string {
  let text = rest.replace(FILE_NUMBER, "").trim();
  let i = 0;
  // The caption sits on the next line when the heading holds only a code (and a file number).
  if (!text && next[0]) text = next[i++]!.trim();
  // A caption broken over lines: the next line continues it when this one ends mid-phrase.
  while (i < next.length && i < 3 && text.length < 160) {
    const after = next[i]!;
    // The next item's heading ends the caption.
    if (parseHeading(after)) break;
    const midPhrase = /(?:\b(?:of|on|to|for|the|and|at|in|with|between|from|a|an|by)|[-–—,&/])$/i.test(text);
    if (/[.:;!?)]$/.test(text) && !midPhrase) break;
    // A long caption in Title Case wrapped onto a line of the same kind ("… the No Parking Street" /
    // "Sweeping Signs on the 2600 Block of La Jolla Drive").
    // Not a roll call's list of names, nor a line that starts what was said.
    const wrapped =
      text.length >= 50 &&
      !/[.:;!?)]$/.test(text) &&
      !/\b(?:present|absent|roll\s+call)\b/i.test(text) &&
      after.length <= 90 &&
      !/[.!?;:]$|[.!?]\s/.test(after.trim()) &&
      !/\b(?:Mr|Ms|Mrs|Dr)\.?\s|^(?:Chair|Vice|Commissioner|Board|Staff|Member|Present|Absent|Motion)\b/i.test(after) &&
      captionLike(after) &&
      titleWords(after);
    // "… Inventory (formerly" / "Historic Buildings Study List). …": a parenthesis left open.
    const openParen = (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
    if (!(midPhrase || wrapped || openParen || /^[a-z(]/.test(after))) break;
    text = `${text} ${after}`;
    i++;
  }
  // A caption followed by its description in the same paragraph: keep the first sentence.
  const sentence = /^(.{8,}?[a-z0-9)\]])\.\s+(?=[A-Z])/.exec(text);
  if (sentence && !/\b(?:No|St|Ave|Blvd|Dr|Mr|Ms|Mrs|Inc|Co|Corp)$/.test(sentence[1]!)) text = sentence[1]!;
  return text
    .replace(/[\s.:;,–—-]+$/, "")
    .replace(/\s+/g, " ")
    .slice(0, 200);
}
