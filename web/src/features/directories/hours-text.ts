import type { TimeRange, WeeklyHours } from "@common/directories";
import { DAYS, type Day } from "@common/directory-basics";

/** The admin form edits each day's hours as text: "11:00-14:00, 17:00-21:00"; empty means closed. */

export function rangesToText(ranges: TimeRange[] | undefined): string {
  return (ranges ?? []).map((r) => `${r.open}-${r.close}`).join(", ");
}

const RANGE = /^(\d{1,2}):?(\d{2})\s*[-–]\s*(\d{1,2}):?(\d{2})$/;
const pad = (h: string, m: string) => `${h.padStart(2, "0")}:${m}`;

/** Parses one day's text; returns the ranges or an error message. */
export function textToRanges(text: string): { ranges: TimeRange[] } | { error: string } {
  const parts = text.split(",").map((p) => p.trim()).filter(Boolean);
  const ranges: TimeRange[] = [];
  for (const p of parts) {
    if (/^closed$/i.test(p)) continue;
    const m = RANGE.exec(p);
    if (!m) return { error: `"${p}" is not a time range like 11:00-21:00` };
    ranges.push({ open: pad(m[1]!, m[2]!), close: pad(m[3]!, m[4]!) });
  }
  return { ranges };
}

export type HoursText = Record<Day, string>;

export function hoursToText(hours: WeeklyHours): HoursText {
  return Object.fromEntries(DAYS.map((d) => [d, rangesToText(hours[d])])) as HoursText;
}

/** Weekly hours from the per-day texts, or the first problem found (by day). */
export function textToHours(text: HoursText): { hours: WeeklyHours } | { error: string; day: Day } {
  const hours: WeeklyHours = {};
  for (const d of DAYS) {
    const r = textToRanges(text[d]);
    if ("error" in r) return { error: r.error, day: d };
    if (r.ranges.length) hours[d] = r.ranges;
  }
  return { hours };
}
