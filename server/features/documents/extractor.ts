import { Worker } from "node:worker_threads";
import {
  DEFAULT_DOCUMENT_TIMEOUT_MS,
  DEFAULT_EXTRACT_TIMEOUT_MS,
  DEFAULT_MAX_IMAGE_PIXELS,
  DEFAULT_MAX_OCR_PAGES,
  DEFAULT_MAX_PAGES,
} from "./extract-limits";
import type { ExtractDamage, ExtractProgress, ExtractRequest, ExtractResponse } from "./extract-protocol";

export type { ExtractDamage, ExtractProgress };

export type ExtractResult =
  | {
      ok: true;
      pageCount: number;
      pages: string[];
      ocrPages: number[];
      lowConfidencePages: number[];
      /** Scanned pages left unread: past the cap of pages read by OCR in one document. */
      ocrSkipped: number[];
      unreadable: number;
      damage: ExtractDamage;
    }
  | {
      ok: false;
      kind: "encrypted" | "damaged" | "too_many_pages" | "timeout" | "time_limit" | "crashed";
      pageCount?: number;
      detail?: string;
    };

export type ExtractorOptions = {
  /** How long a document may go without finishing a page (milliseconds). */
  timeoutMs?: number;
  /** How long a document may take in all (milliseconds). */
  documentTimeoutMs?: number;
  maxPages?: number;
  /** Whether pages without text of their own are read by OCR (on by default). */
  ocr?: boolean;
  /** Scanned pages read by OCR in one document. */
  maxOcrPages?: number;
  /** The largest image pdf.js decodes (pixels). */
  maxImageSize?: number;
};

export const DAMAGE_WARNINGS: Record<NonNullable<ExtractDamage>, string> = {
  "cut-off": "The file ends early (it may have been cut off) and had to be repaired; some text may be missing",
  repaired: "The file was damaged and had to be repaired; some text may be missing",
};

/**
 * What the admin is told about a document that was indexed from a damaged file, without some of
 * its pages ("12 of 20 pages could be read") or with scanned pages past the OCR cap left unread,
 * else null: such a document is never indexed silently.
 */
export function extractionWarning(
  r: { pageCount: number; unreadable: number; damage?: ExtractDamage; ocrSkipped?: number[] },
  maxOcrPages = DEFAULT_MAX_OCR_PAGES,
): string | null {
  const notes: string[] = [];
  if (r.unreadable) notes.push(`${r.pageCount - r.unreadable} of ${r.pageCount} pages could be read`);
  const skipped = r.ocrSkipped?.length ?? 0;
  if (skipped)
    notes.push(
      `${skipped} scanned ${skipped === 1 ? "page was" : "pages were"} left unread (from page ${r.ocrSkipped![0]}): OCR reads at most ${maxOcrPages} ${maxOcrPages === 1 ? "page" : "pages"} of one document`,
    );
  if (r.damage) notes.push(DAMAGE_WARNINGS[r.damage]);
  return notes.length ? notes.join(". ") : null;
}

export { DEFAULT_EXTRACT_TIMEOUT_MS, DEFAULT_MAX_PAGES };

/**
 * Extracts page texts in a worker thread, one PDF at a time. A PDF that takes longer than the
 * timeout of a step or of the whole document (or crashes the worker) costs only that worker: it is
 * terminated and a new one started.
 */
export class PdfExtractor {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: {
    id: number;
    worker: Worker;
    resolve: (r: ExtractResult) => void;
    timer: NodeJS.Timeout;
    documentTimer: NodeJS.Timeout;
    onProgress?: (p: ExtractProgress) => void;
  } | null = null;
  private closed = false;
  /**
   * Time limit (milliseconds) for each step of a document: opening it, and each page. A scanned
   * page takes seconds to recognise, so a long scan is fine as long as every page moves on.
   */
  timeoutMs: number;
  /** Time limit (milliseconds) of a whole document, however steadily its pages move on. */
  documentTimeoutMs: number;
  readonly maxPages: number;
  readonly ocr: boolean;
  readonly maxOcrPages: number;
  readonly maxImageSize: number;

  constructor(opts: ExtractorOptions = {}) {
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_EXTRACT_TIMEOUT_MS;
    this.documentTimeoutMs = opts.documentTimeoutMs ?? DEFAULT_DOCUMENT_TIMEOUT_MS;
    this.maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
    this.ocr = opts.ocr ?? true;
    this.maxOcrPages = opts.maxOcrPages ?? DEFAULT_MAX_OCR_PAGES;
    this.maxImageSize = opts.maxImageSize ?? DEFAULT_MAX_IMAGE_PIXELS;
  }

  private spawn(): Worker {
    const worker = new Worker(new URL("./extract-worker.mjs", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.unref();
    worker.on("message", (msg: ExtractResponse) => {
      const p = this.pending;
      if (!p || p.id !== msg.id) return;
      if ("progress" in msg) {
        p.timer.refresh();
        p.onProgress?.(msg.progress);
        return;
      }
      const { id: _id, ...result } = msg;
      this.settle(result);
    });
    // A worker that fails or exits only settles its own request (a replaced worker exits late).
    worker.on("error", (err) => {
      this.drop(worker);
      if (this.pending?.worker === worker)
        this.settle({ ok: false, kind: "crashed", detail: String(err.message ?? err).slice(0, 200) });
    });
    worker.on("exit", () => {
      this.drop(worker);
      if (this.pending?.worker === worker)
        this.settle({ ok: false, kind: "crashed", detail: "the extraction worker stopped" });
    });
    return worker;
  }

  private drop(worker: Worker) {
    if (this.worker === worker) this.worker = null;
  }

  private settle(r: ExtractResult) {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    clearTimeout(p.timer);
    clearTimeout(p.documentTimer);
    p.resolve(r);
  }

  /** Extracts one PDF; never rejects. Calls are expected one at a time (the queue sees to it). */
  extract(bytes: Uint8Array, onProgress?: (p: ExtractProgress) => void): Promise<ExtractResult> {
    if (this.closed) return Promise.resolve({ ok: false, kind: "crashed", detail: "the server is stopping" });
    if (this.pending) throw new Error("PdfExtractor.extract called while busy");
    if (!this.worker) this.worker = this.spawn();
    const worker = this.worker;
    const id = this.nextId++;
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    return new Promise<ExtractResult>((resolve) => {
      const stop = (kind: "timeout" | "time_limit") => () => {
        this.drop(worker);
        void worker.terminate();
        this.settle({ ok: false, kind });
      };
      const timer = setTimeout(stop("timeout"), this.timeoutMs);
      const documentTimer = setTimeout(stop("time_limit"), this.documentTimeoutMs);
      this.pending = { id, worker, resolve, timer, documentTimer, onProgress };
      worker.ref();
      const req: ExtractRequest = {
        id,
        bytes: copy.buffer,
        maxPages: this.maxPages,
        ocr: this.ocr,
        maxOcrPages: this.maxOcrPages,
        maxImageSize: this.maxImageSize,
      };
      worker.postMessage(req, [copy.buffer]);
    }).finally(() => {
      if (this.worker === worker) worker.unref();
    });
  }

  /** Stops the PDF being read, if any: its worker is terminated, and the next call starts another. */
  abort() {
    const p = this.pending;
    if (!p) return;
    this.drop(p.worker);
    void p.worker.terminate();
    this.settle({ ok: false, kind: "crashed", detail: "the extraction was stopped" });
  }

  async close() {
    this.closed = true;
    const w = this.worker;
    this.worker = null;
    this.settle({ ok: false, kind: "crashed", detail: "the server is stopping" });
    if (w) await w.terminate();
  }
}
