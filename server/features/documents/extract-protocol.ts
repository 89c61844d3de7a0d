/** Messages between the ingestion queue and the extraction worker thread. */
export type ExtractRequest = { id: number; bytes: ArrayBuffer; maxPages: number; ocr: boolean };

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
      /** Pages that could not be read at all. */
      unreadable: number;
    }
  | { id: number; ok: false; kind: "encrypted" | "damaged" | "too_many_pages"; pageCount?: number; detail?: string };
