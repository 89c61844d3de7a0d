import { BODY_LABELS, type DocumentBody } from "@common/document-basics";
import type { DocumentProgress, DocumentStage } from "@common/documents";
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

const STAGE_WORDS: Record<DocumentStage, string> = {
  queued: "Queued",
  extracting: "Extracting text",
  recognising: "Recognising text",
  indexing: "Indexing",
};

/** Where a processing document stands, in words: "Recognising text, page 7 of 20". */
export function stageText(p: DocumentProgress): string {
  const words = STAGE_WORDS[p.stage];
  if (p.stage === "recognising" && p.page && p.pages) return `${words}, page ${p.page} of ${p.pages}`;
  return words;
}

/** "12 pages read by OCR". */
export const ocrText = (pages: number) => `${pages} page${pages === 1 ? "" : "s"} read by OCR`;

/** "Low confidence: pages 3, 7" (or "page 3"); null when there are none. */
export function lowConfidenceText(pages: number[]): string | null {
  if (pages.length === 0) return null;
  return `Low confidence: page${pages.length === 1 ? "" : "s"} ${pages.join(", ")}`;
}
