const DAY = 24 * 3600 * 1000;

/** "2026-W21": the ISO week of a Monday (UTC). */
export function isoWeek(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/**
 * The last whole week before `now` (Monday 00:00 to Monday 00:00, UTC): the week a digest sent at
 * `now` covers.
 */
export function previousWeek(now: Date): { period: string; from: Date; to: Date } {
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - sinceMonday));
  const from = new Date(to.getTime() - 7 * DAY);
  return { period: isoWeek(from), from, to };
}
