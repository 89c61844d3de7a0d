/** Messages between the ingestion queue and the extraction worker thread. */
export type ExtractRequest = { id: number; bytes: ArrayBuffer; maxPages: number };

export type ExtractResponse =
  | { id: number; ok: true; pageCount: number; pages: string[] }
  | { id: number; ok: false; kind: "encrypted" | "damaged" | "too_many_pages"; pageCount?: number; detail?: string };
