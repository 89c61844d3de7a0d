import type { AiQueryLogEntry } from "@common/analytics";

/** The export's columns, in order (document 001, section 9). */
export const CSV_COLUMNS = [
  "Date",
  "Question",
  "Response Time (ms)",
  "Documents Used",
  "Question Length",
  "Answer Length",
] as const;

/** Characters that make a spreadsheet read a cell as a formula (or hide its start). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: text that a spreadsheet would take for a formula gets a leading single quote; a
 * field with a comma, a quote or a line break is wrapped in quotes, inner quotes doubled (RFC 4180).
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const dateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Los_Angeles",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-21 09:05:03" in the town's time (Pacific), so a spreadsheet sorts it as text too. */
export function csvDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = Object.fromEntries(dateFormat.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The query log as CSV text: a header row, then one row per query, CRLF line ends. */
export function queryLogCsv(entries: AiQueryLogEntry[]): string {
  const rows = entries.map((e) =>
    [csvDate(e.createdAt), e.question, e.responseTimeMs, e.relevantDocuments.length, e.questionLength, e.answerLength]
      .map(csvField)
      .join(","),
  );
  return [CSV_COLUMNS.map(csvField).join(","), ...rows].join("\r\n") + "\r\n";
}

/** ai-queries-2026-11-21.csv, with the local calendar date of `now`. */
export function csvFileName(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `ai-queries-${y}-${m}-${d}.csv`;
}

/** Saves the CSV through a Blob and a temporary link (a byte-order mark helps spreadsheets read UTF-8). */
export function downloadCsv(csv: string, fileName: string) {
  const blob = new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
