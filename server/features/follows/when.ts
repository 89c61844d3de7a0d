import { TZDate } from "@date-fns/tz";
import { bodyById, TIME_ZONE } from "@content/government";

/**
 * When a body's meeting on a date began and ended (its schedule's hour, in Ramona's time zone);
 * noon to one for a body without a schedule.
 */
export function meetingTimes(bodyId: string, date: string): { start: Date; end: Date } {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const rule = bodyById(bodyId)?.schedule;
  const start = new Date(new TZDate(y, m - 1, d, rule?.hour ?? 12, rule?.minute ?? 0, 0, TIME_ZONE).getTime());
  return { start, end: new Date(start.getTime() + (rule?.durationMinutes ?? 60) * 60_000) };
}

/** The moment a feed entry is dated: its meeting's start, else when its document was uploaded. */
export const recordDate = (r: { body: string; meetingDate: string | null; uploadedAt?: string }) =>
  r.meetingDate ? meetingTimes(r.body, r.meetingDate).start : new Date(r.uploadedAt ?? 0);
