import { BODY_LABELS, type DocumentBody } from "@common/documents";
import { formatCalendarDate, formatDate } from "@web/lib/dates";

/** A YYYY-MM-DD meeting date as "March 2, 2023" (read as a calendar date, not a moment). */
export const formatMeetingDate = (iso: string | null): string | null => formatCalendarDate(iso);

export const formatUploadDate = (iso: string): string => formatDate(iso, "UTC");

export const bodyLabel = (b: DocumentBody) => BODY_LABELS[b];

export function formatBytes(n: number) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
