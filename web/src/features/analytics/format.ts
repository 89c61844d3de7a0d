/** Display formats of the analytics page (client-side only: the page renders after the session check). */

const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const numberFormat = new Intl.NumberFormat("en-US");

/** "Sat, Nov 21, 2026" for a calendar date "2026-11-21". */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** "Nov 21" for a calendar date. */
export const formatShortDay = (date: string) => shortDayFormat.format(new Date(`${date}T00:00:00Z`));
/** A moment in the reader's own time: "Nov 21, 2026, 9:05 AM". */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
export const formatNumber = (n: number) => numberFormat.format(n);
/** Share of a whole as a percentage, to one decimal when needed: "12.5%", "100%". */
export function formatPercent(part: number, whole: number): string {
  if (whole <= 0) return "0%";
  return `${Math.round((part / whole) * 1000) / 10}%`;
}
