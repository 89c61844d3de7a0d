/** Dates in a question ("in 2019", "March 2019", "at the June 6, 2019 meeting") as a search range. */
import { MONTH_RE, MONTHS, YEAR_PARTS } from "./lexicon/calendar";

export type When = {
  from?: string;
  to?: string;
  month?: number;
  cleaned: string;
  /**
   * The year names a thing rather than a time ("the old 1988 survey", "the 2014 budget"): no
   * preposition before it, a word after it. The meeting may be of another year.
   */
  naming?: boolean;
  /** For a part of a year ("spring 2008"): its first and last month (a winter runs from 12 to 3). */
  months?: [number, number];
};

const pad = (n: number) => String(n).padStart(2, "0");
const monthIndex = (m: string) =>
  MONTHS.findIndex((x) => x.startsWith(m.toLowerCase().replace(".", "").slice(0, 3))) + 1;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * Finds a date, a month and year, or a year in a question; returns the range to search within and
 * the question without it (a date is matched against meeting dates, not against the text).
 * "May" alone is ambiguous ("may I build…"), so a month needs a year or a day beside it,
 * or a preposition before it ("in May").
 */
export function extractWhen(question: string): When {
  let cleaned = question;
  const full = new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d\\d)\\b`, "i").exec(question);
  if (full) {
    const m = monthIndex(full[1]!);
    const d = Number(full[2]);
    const y = Number(full[3]);
    if (m && d >= 1 && d <= 31) {
      const iso = `${y}-${pad(m)}-${pad(Math.min(d, lastDay(y, m)))}`;
      return { from: iso, to: iso, month: m, cleaned: cleaned.replace(full[0], " ") };
    }
  }
  const monthYear = new RegExp(`\\b${MONTH_RE}\\s+(?:of\\s+)?((?:19|20)\\d\\d)\\b`, "i").exec(question);
  if (monthYear) {
    const m = monthIndex(monthYear[1]!);
    const y = Number(monthYear[2]);
    if (m)
      return {
        from: `${y}-${pad(m)}-01`,
        to: `${y}-${pad(m)}-${lastDay(y, m)}`,
        month: m,
        cleaned: cleaned.replace(monthYear[0], " "),
      };
  }
  // A part of a year ("in spring 2008", "early 2021", "late in 2010"): the year's meetings, that
  // part's first. A resident's season is loose, and may be when a thing happens, not the meeting.
  const part = new RegExp(
    `\\b(?:in\\s+|during\\s+)?(?:the\\s+)?(${Object.keys(YEAR_PARTS).join("|")})(?:\\s+(?:of|in))?[\\s-]+((?:19|20)\\d\\d)\\b`,
    "i",
  ).exec(question);
  if (part) {
    const y = Number(part[2]);
    return {
      from: `${y}-01-01`,
      to: `${y}-12-31`,
      months: YEAR_PARTS[part[1]!.toLowerCase()],
      cleaned: cleaned.replace(part[0], " ").replace(/\s+/g, " ").trim(),
    };
  }
  const out: When = { cleaned };
  const year = /\b(?:in|during|of|from|since)?\s*((?:19|20)\d\d)\b/i.exec(question);
  if (year) {
    const y = Number(year[1]);
    const at = year.index + year[0].length;
    const before = question.slice(0, at - year[1]!.length);
    out.naming =
      !/\b(?:in|during|of|from|since|by|before|after|until)\s*$/i.test(before) &&
      /^\s+(?!(?:meetings?|sessions?|hearings?|minutes)\b)[a-z]/.test(question.slice(at));
    // "Since 2007", "after 2010": every meeting from that year on. A year that names a thing ("the
    // 2024 round", "the 2013 joint review") was discussed at meetings of that year or the years
    // beside it (a round is planned the year before). Otherwise, that year's meetings.
    const onward = /\b(?:since|after)\s*$/i.test(before);
    const spread = out.naming ? 1 : 0;
    out.from = `${y - spread}-01-01`;
    if (!onward) out.to = `${y + spread}-12-31`;
    // A year that names a thing is printed with it ("built in 1939", "the 1988 survey"), and one a span
    // starts from often is ("from 2007 to present"): a word to find.
    if (!out.naming && !onward) cleaned = cleaned.replace(year[0], " ");
  }
  const month = new RegExp(`\\b(?:in|during|at the|from the)\\s+${MONTH_RE}\\b`, "i").exec(cleaned);
  if (month) {
    const m = monthIndex(month[1]!);
    if (m) {
      out.month = m;
      cleaned = cleaned.replace(month[0], " ");
    }
  }
  out.cleaned = cleaned.replace(/\s+/g, " ").trim();
  return out;
}

/** Keeps passages from the asked month, or part of the year, first (stable otherwise). */
export function preferMonth<T extends { meetingDate: string | null }>(
  items: T[],
  month: number | undefined,
  months?: [number, number],
): T[] {
  const [first, last] = months ?? (month ? [month, month] : []);
  if (!first || !last) return items;
  const inMonth = (p: T) => {
    const m = p.meetingDate ? Number(p.meetingDate.slice(5, 7)) : 0;
    return first <= last ? m >= first && m <= last : m >= first || (m >= 1 && m <= last);
  };
  return [...items.filter(inMonth), ...items.filter((p) => !inMonth(p))];
}
