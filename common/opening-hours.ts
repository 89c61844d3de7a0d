import type { TimeRange, WeeklyHours } from "./directories";
import { DAY_LABELS, DAYS, type Day } from "./directory-basics";

/** The town's time zone: opening hours are local times in Ramona. */
export const TOWN_TIME_ZONE = "America/Los_Angeles";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAY: Record<string, Day> = { Mon: "mon", Tue: "tue", Wed: "wed", Thu: "thu", Fri: "fri", Sat: "sat", Sun: "sun" };

/** The last instant read, by time zone and minute: a list of places asks the same minute for each. */
let lastRead: { key: string; value: { day: Day; minute: number } } | null = null;

/** The local weekday and minute of the day of an instant in a time zone. */
export function localDayAndMinute(at: Date, timeZone = TOWN_TIME_ZONE): { day: Day; minute: number } {
  const key = `${timeZone}|${Math.floor(at.getTime() / 60_000)}`;
  if (lastRead?.key === key) return lastRead.value;
  const parts = formatter(timeZone).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  const day = WEEKDAY[get("weekday")] ?? "mon";
  const value = { day, minute: Number(get("hour")) * 60 + Number(get("minute")) };
  lastRead = { key, value };
  return value;
}

export function toMinutes(hhmm: string): number {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
}

/** Whether a range closes after midnight (close at or before open, e.g. 18:00-02:00). */
export function isOvernight(r: TimeRange): boolean {
  return toMinutes(r.close) <= toMinutes(r.open);
}

const previousDay = (d: Day): Day => DAYS[(DAYS.indexOf(d) + 6) % 7] as Day;

/**
 * Whether a place with these weekly hours is open at an instant, in the town's time zone.
 * A range's close is exclusive; a range that closes after midnight counts on the next morning;
 * a day with no ranges is closed.
 */
export function isOpenAt(hours: WeeklyHours | null | undefined, at: Date, timeZone = TOWN_TIME_ZONE): boolean {
  if (!hours) return false;
  const { day, minute } = localDayAndMinute(at, timeZone);
  for (const r of hours[day] ?? []) {
    const open = toMinutes(r.open);
    const close = toMinutes(r.close);
    if (isOvernight(r) ? minute >= open : minute >= open && minute < close) return true;
  }
  for (const r of hours[previousDay(day)] ?? []) {
    if (isOvernight(r) && minute < toMinutes(r.close)) return true;
  }
  return false;
}

/** "11:00" -> "11 AM", "21:30" -> "9:30 PM", "24:00" -> "midnight". */
export function formatTime(hhmm: string): string {
  const mins = toMinutes(hhmm);
  if (mins === 0 || mins === 24 * 60) return "midnight";
  if (mins === 12 * 60) return "noon";
  const h = Math.floor(mins / 60);
  const m = mins % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "AM" : "PM"}`;
}

function describeDay(ranges: TimeRange[] | undefined): string {
  if (!ranges || ranges.length === 0) return "Closed";
  return ranges.map((r) => `${formatTime(r.open)}–${formatTime(r.close)}`).join(", ");
}

/**
 * Hours as short lines, consecutive days with the same hours grouped:
 * [{ days: "Mon–Fri", hours: "11 AM–9 PM" }, { days: "Sun", hours: "Closed" }].
 */
export function summarizeHours(hours: WeeklyHours | null | undefined): Array<{ days: string; hours: string }> {
  if (!hours || DAYS.every((d) => !hours[d]?.length)) return [];
  const out: Array<{ days: string; hours: string }> = [];
  let start = 0;
  for (let i = 1; i <= DAYS.length; i++) {
    const a = describeDay(hours[DAYS[start] as Day]);
    const b = i < DAYS.length ? describeDay(hours[DAYS[i] as Day]) : null;
    if (a !== b) {
      const first = DAY_LABELS[DAYS[start] as Day];
      const last = DAY_LABELS[DAYS[i - 1] as Day];
      out.push({ days: start === i - 1 ? first : `${first}–${last}`, hours: a });
      start = i;
    }
  }
  return out;
}
