import { format, isValid, parse } from "date-fns";
import { MAX_TITLE_LENGTH } from "@common/documents";

/**
 * What an uploaded file's name says: a readable title ("2019-03-07_RCPG_minutes.pdf" → "RCPG
 * Minutes 2019-03-07") and the meeting date it holds, if it holds a whole one.
 */

const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

type Parts = [year: number, month: number, day: number];

/** Two-digit years: up to next year in this century, the rest in the last one ("98" is 1998). */
function fullYear(yy: string, now: Date) {
  if (yy.length === 4) return Number(yy);
  const y = 2000 + Number(yy);
  return y > now.getFullYear() + 1 ? y - 100 : y;
}

/** The patterns, the most specific first; separators must repeat ("2019-03_07" is not a date). */
const PATTERNS: Array<{ re: RegExp; parts: (m: RegExpExecArray, now: Date) => Parts }> = [
  // 2019-03-07, 2019_3_7, 2019.03.07
  {
    re: /(?<!\d)((?:19|20)\d{2})([-_.])(\d{1,2})\2(\d{1,2})(?!\d)/,
    parts: (m) => [Number(m[1]), Number(m[3]), Number(m[4])],
  },
  // 20190307
  {
    re: /(?<!\d)((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)/,
    parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  // March 7, 2019 / Mar_7_2019 / Mar. 7th 2019
  {
    re: new RegExp(`(?<![a-z])${MONTH}\\.?[\\s_-]*(\\d{1,2})(?:st|nd|rd|th)?,?[\\s_-]*((?:19|20)\\d{2})(?!\\d)`, "i"),
    parts: (m) => [Number(m[3]), monthNumber(m[1]!), Number(m[2])],
  },
  // 7 March 2019
  {
    re: new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?[\\s_-]*${MONTH}\\.?,?[\\s_-]*((?:19|20)\\d{2})(?!\\d)`, "i"),
    parts: (m) => [Number(m[3]), monthNumber(m[2]!), Number(m[1])],
  },
  // 03-07-2019, 3.7.19 (month first, as written in the United States; day first when the month cannot be)
  {
    re: /(?<!\d)(\d{1,2})([-_.])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/,
    parts: (m, now) => {
      const [a, b] = [Number(m[1]), Number(m[3])];
      return [fullYear(m[4]!, now), a > 12 && b <= 12 ? b : a, a > 12 && b <= 12 ? a : b];
    },
  },
];

/** "2019-03-07" when the parts make a real calendar date, else null. */
function isoDate([y, m, d]: Parts): string | null {
  const date = parse(`${y}-${m}-${d}`, "y-M-d", new Date(2000, 0, 1));
  return isValid(date) ? format(date, "yyyy-MM-dd") : null;
}

export type FileNameDate = { iso: string; index: number; length: number };

function findDate(base: string, now: Date): FileNameDate | null {
  for (const { re, parts } of PATTERNS) {
    const m = re.exec(base);
    const iso = m && isoDate(parts(m, now));
    if (m && iso) return { iso, index: m.index, length: m[0].length };
  }
  return null;
}

const baseName = (fileName: string) => (fileName.split(/[\\/]/).pop() ?? "").replace(/\.pdf$/i, "");

/** The meeting date a file name holds ("2019-03-07", "20190307", "03-07-2019", "3.7.19", "March 7, 2019"), else null. */
export function dateFromFileName(fileName: string, now = new Date()): string | null {
  return findDate(baseName(fileName), now)?.iso ?? null;
}

/** Names of the town's bodies and planning terms, kept in capitals whatever the file name's case. */
const ACRONYMS = new Set(["RCPG", "DRB", "ADU", "APN", "CEQA", "EIR", "MUP", "PDS", "DPW", "HOA", "CSA", "RMWD", "SR"]);
const SMALL_WORDS = new Set(["a", "an", "and", "the", "of", "for", "to", "in", "on", "at", "by", "or", "vs"]);

function tidyWord(word: string, first: boolean): string {
  const upper = word.toUpperCase();
  const lower = word.toLowerCase();
  if (ACRONYMS.has(upper)) return upper;
  if (/\d/.test(word)) return word;
  if (SMALL_WORDS.has(lower) && !first) return lower;
  const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
  // Short words in capitals are acronyms (DRB, CSA); longer ones are shouting (MINUTES).
  if (word === upper && word !== lower) return word.length <= 4 && !SMALL_WORDS.has(lower) ? word : capitalised;
  if (word === lower) return capitalised;
  return word; // mixed case (McDonald, eBay) is kept as written
}

/**
 * A readable title from a file name: no extension, underscores and dashes as spaces, words
 * capitalised (acronyms kept), and a whole date moved to the end as YYYY-MM-DD.
 */
export function titleFromFileName(fileName: string, now = new Date()): string {
  const base = baseName(fileName);
  const date = findDate(base, now);
  const rest = date ? `${base.slice(0, date.index)} ${base.slice(date.index + date.length)}` : base;
  const words = rest
    .split(/[\s_]+|-+|(?<!\d)\.|\.(?!\d)/)
    .map((w) => w.replace(/^[,;]+|[,;]+$/g, ""))
    .filter((w) => /[\p{L}\p{N}]/u.test(w)); // "()" left where a date was is no word
  const title = [...words.map((w, i) => tidyWord(w, i === 0)), ...(date ? [date.iso] : [])].join(" ");
  return (title || base.trim() || "Untitled document").slice(0, MAX_TITLE_LENGTH);
}
