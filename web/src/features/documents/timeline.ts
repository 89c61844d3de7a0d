import { OUTCOME_LABELS } from "@common/document-basics";
import type { HistoryEntry } from "@common/document-records";

/** Whole months from one calendar date (YYYY-MM-DD) to a later one. */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split("-").map(Number) as [number, number, number];
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
}

/** A silence this long between two items of a history is pointed out. */
export const GAP_MONTHS = 6;

export type TimelineRow = HistoryEntry & {
  /** Months since the previous item, when more than GAP_MONTHS. */
  gapMonths: number | null;
  /** Whether the previous item was heard at the same meeting. */
  sameMeeting: boolean;
};

/** The entries with the silences between them and repeats at one meeting marked. */
export function timelineRows(entries: HistoryEntry[]): TimelineRow[] {
  return entries.map((e, i) => {
    const prev = entries[i - 1];
    const gap = prev?.meetingDate && e.meetingDate ? monthsBetween(prev.meetingDate, e.meetingDate) : 0;
    return { ...e, gapMonths: gap > GAP_MONTHS ? gap : null, sameMeeting: prev?.documentId === e.documentId };
  });
}

const outcomeWord = (e: HistoryEntry) =>
  e.from === "agenda" ? "on the agenda" : e.outcome ? OUTCOME_LABELS[e.outcome].toLowerCase() : "no vote recorded";

/** Past this many changes of outcome, a history's outcomes are counted rather than listed in order. */
export const MAX_SEQUENCE_RUNS = 6;

/**
 * The outcomes in date order, repeats counted ("continued ×3, carried": continued three times, then
 * carried); when they change too often to read that way, how many of each ("carried 7, no vote
 * recorded 19").
 */
export function outcomeSummary(entries: HistoryEntry[]): { inOrder: boolean; text: string } {
  const runs: Array<{ word: string; n: number }> = [];
  const counts = new Map<string, number>();
  for (const e of entries) {
    const word = outcomeWord(e);
    counts.set(word, (counts.get(word) ?? 0) + 1);
    const last = runs[runs.length - 1];
    if (last && last.word === word) last.n++;
    else runs.push({ word, n: 1 });
  }
  if (runs.length <= MAX_SEQUENCE_RUNS)
    return { inOrder: true, text: runs.map((r) => (r.n > 1 ? `${r.word} ×${r.n}` : r.word)).join(", ") };
  const byCount = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { inOrder: false, text: byCount.map(([word, n]) => `${word} ${n}`).join(", ") };
}

/** How many meetings the entries span. */
export const meetingCount = (entries: HistoryEntry[]) => new Set(entries.map((e) => e.documentId)).size;
