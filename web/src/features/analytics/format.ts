/** Display formats of the analytics page (client-side only: the page renders after the session check). */

import { formatDateTime } from "@web/lib/dates";

const numberFormat = new Intl.NumberFormat("en-US");

export { formatDay, formatShortDay } from "@web/lib/dates";
/** A moment in the reader's own time: "Nov 21, 2026, 9:05 AM". */
export const formatTime = (iso: string) => formatDateTime(iso);
export const formatNumber = (n: number) => numberFormat.format(n);
/** Share of a whole as a percentage, to one decimal when needed: "12.5%", "100%". */
export function formatPercent(part: number, whole: number): string {
  if (whole <= 0) return "0%";
  return `${Math.round((part / whole) * 1000) / 10}%`;
}
