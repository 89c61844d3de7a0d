/** Calendar-date helpers shared by the server, the web app and the demonstration corpus. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "2019-03-07" → "March 7, 2019", read as a calendar date (no time zone shifts); anything else is returned as given. */
export function formatIsoDate(iso: string): string;
export function formatIsoDate(iso: string | null | undefined): string | null;
export function formatIsoDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const month = MONTH_NAMES[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${m[1]}` : iso;
}
