/** Messages between the ingestion queue and the extraction worker thread. */
export type ExtractRequest = {
  id: number;
  bytes: ArrayBuffer;
  maxPages: number;
  ocr: boolean;
  /** Scanned pages read by OCR at most; those past it are left unread (`ocrSkipped`). */
  maxOcrPages: number;
  /** pdf.js's `maxImageSize`: images of more pixels are not decoded. */
  maxImageSize: number;
};

/** How a file that was read had been damaged: cut off before its end, or repaired otherwise (its cross-reference table rebuilt); null when sound. */
export type ExtractDamage = "cut-off" | "repaired" | null;

/** Where the worker stands: the page it reads, and whether it is recognising a scanned page. */
export type ExtractProgress = { stage: "extracting" | "recognising"; page: number; pages: number };

export type ExtractResponse =
  | { id: number; progress: ExtractProgress }
  | {
      id: number;
      ok: true;
      pageCount: number;
      pages: string[];
      /** Pages read by OCR, and those among them recognised with low confidence (from 1). */
      ocrPages: number[];
      lowConfidencePages: number[];
      /** Scanned pages left unread because the document reached its OCR cap (from 1). */
      ocrSkipped: number[];
      /** Pages that could not be read at all (those the file declares but lacks included). */
      unreadable: number;
      /** Whether the file had to be repaired to be read: cut off before its end, or otherwise damaged. */
      damage: ExtractDamage;
    }
  | { id: number; ok: false; kind: "encrypted" | "damaged" | "too_many_pages"; pageCount?: number; detail?: string };
