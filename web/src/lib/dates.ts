import { formatIsoDate } from "@common/dates";

/**
 * The web app's date formats, in one place. Moments (ISO timestamps) show in the reader's time
 * zone unless one is given; calendar dates ("2026-11-21") never shift.
 */
const cache = new Map<string, Intl.DateTimeFormat>();
function format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat("en-US", options)));
  return f;
}

function moment(iso: string, options: Intl.DateTimeFormatOptions): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : format(options).format(d);
}

/** "Nov 21, 2026". */
export const formatDate = (iso: string, timeZone?: string) =>
  moment(iso, { year: "numeric", month: "short", day: "numeric", timeZone });

/** "Nov 21, 2026, 9:05 AM". */
export const formatDateTime = (iso: string, timeZone?: string) =>
  moment(iso, { dateStyle: "medium", timeStyle: "short", timeZone });

/** A calendar date "2026-11-21" as "November 21, 2026". */
export const formatCalendarDate = formatIsoDate;

/** A calendar date as "Sat, Nov 21, 2026". */
export const formatDay = (date: string) =>
  moment(`${date}T00:00:00Z`, { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A calendar date as "Nov 21". */
export const formatShortDay = (date: string) => moment(`${date}T00:00:00Z`, { month: "short", day: "numeric", timeZone: "UTC" });
