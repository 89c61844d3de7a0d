import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { DOCUMENT_MESSAGES } from "@common/documents";
import type { Db } from "../../db/client";
import { hasExtractableText } from "./chunker";
import type { DocumentProgress } from "@common/documents";
import {
  extractionWarning,
  PdfExtractor,
  type ExtractProgress,
  type ExtractResult,
  type ExtractorOptions,
} from "./extractor";
import { findMeetingDate } from "./meeting-date";
import { indexDocumentText } from "./minutes/index-document";
import { documents } from "./schema";
import { readFile } from "./files";

export function failureReason(r: Exclude<ExtractResult, { ok: true }>, maxPages: number): string {
  switch (r.kind) {
    case "encrypted":
      return DOCUMENT_MESSAGES.encrypted;
    case "too_many_pages":
      return `The PDF has ${r.pageCount} pages; the limit is ${maxPages} pages`;
    case "timeout":
      return DOCUMENT_MESSAGES.timeout;
    default:
      return DOCUMENT_MESSAGES.damaged;
  }
}

const PROGRESS_INTERVAL_MS = 1_000;

/**
 * Extracts and indexes uploaded documents one at a time, off the request path: the PDF is read in a
 * worker thread, the passages are written in small batches that yield to the event loop.
 */
export class IngestionQueue {
  private readonly waiting: number[] = [];
  private running: Promise<void> | null = null;
  private closed = false;
  private idleWaiters: Array<() => void> = [];
  readonly extractor: PdfExtractor;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    opts: ExtractorOptions = {},
  ) {
    this.extractor = new PdfExtractor(opts);
  }

  enqueue(id: number) {
    if (this.closed || this.waiting.includes(id)) return;
    this.waiting.push(id);
    if (!this.running) this.running = this.drain();
  }

  /** Resolves when nothing is waiting or being processed. */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  get size() {
    return this.waiting.length + (this.running ? 1 : 0);
  }

  private async drain() {
    while (!this.closed) {
      const id = this.waiting.shift();
      if (id === undefined) break;
      try {
        await this.process(id);
      } catch (err) {
        if (this.closed) break;
        this.log.error({ err, documentId: id }, "document ingestion failed");
        await this.db
          .update(documents)
          .set({ status: "failed", failureReason: "The document could not be indexed. Please try uploading it again." })
          .where(eq(documents.id, id))
          .catch(() => {});
      }
    }
    this.running = null;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private async process(id: number) {
    const [doc] = await this.db
      .select({
        id: documents.id,
        title: documents.title,
        status: documents.status,
        meetingDate: documents.meetingDate,
        byteSize: documents.byteSize,
      })
      .from(documents)
      .where(eq(documents.id, id));
    if (!doc || doc.status !== "processing") return;
    const file = await readFile(this.db, id, doc.byteSize);
    if (this.closed) return;
    if (!file) {
      await this.fail(id, "The stored file is incomplete (the upload was interrupted). Please upload it again.");
      return;
    }
    const started = Date.now();
    const progress = this.progressWriter(id);
    progress.set({ stage: "extracting", page: null, pages: null });
    const result = await this.extractor.extract(file, (p: ExtractProgress) =>
      // Reading a typed page takes milliseconds: only recognising pages is worth telling.
      progress.set(p.stage === "recognising" ? p : { stage: "extracting", page: null, pages: p.pages }),
    );
    await progress.flush();
    if (this.closed) return; // left in processing: picked up again at the next start
    if (!result.ok) {
      await this.fail(id, failureReason(result, this.extractor.maxPages), result.pageCount ?? null);
      return;
    }
    if (!hasExtractableText(result.pages)) {
      await this.fail(id, DOCUMENT_MESSAGES.scanned, result.pageCount);
      return;
    }
    const meetingDate = doc.meetingDate ?? findMeetingDate(result.pages[0] ?? "");
    progress.set({ stage: "indexing", page: null, pages: result.pageCount });
    await progress.flush();
    let passageCount: number;
    try {
      ({ passages: passageCount } = await indexDocumentText(this.db, doc, result.pages, meetingDate, {
        shouldStop: () => this.closed,
      }));
    } catch (err) {
      if (this.closed) return;
      // The document was deleted while it was being indexed: nothing left to do.
      const [still] = await this.db.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
      if (!still) return;
      throw err;
    }
    await this.db
      .update(documents)
      .set({
        status: "active",
        failureReason: null,
        pageCount: result.pageCount,
        passageCount,
        meetingDate,
        progress: null,
        ocrPages: result.ocrPages.length,
        lowConfidencePages: result.lowConfidencePages,
        warning: extractionWarning(result),
      })
      .where(and(eq(documents.id, id), eq(documents.status, "processing")));
    this.log.info(
      {
        documentId: id,
        pages: result.pageCount,
        ocrPages: result.ocrPages.length,
        passages: passageCount,
        ms: Date.now() - started,
      },
      "document indexed",
    );
  }

  /**
   * Writes a document's progress as it changes, at most once a second (and always a new stage),
   * one write at a time, so that the admin's view follows without the database being hammered.
   */
  private progressWriter(id: number) {
    let last = "";
    let lastStage = "";
    let lastAt = 0;
    let writing: Promise<unknown> = Promise.resolve();
    return {
      set: (p: DocumentProgress) => {
        const key = JSON.stringify(p);
        if (key === last) return;
        const now = Date.now();
        if (p.stage !== lastStage || now - lastAt >= PROGRESS_INTERVAL_MS) {
          last = key;
          lastStage = p.stage;
          lastAt = now;
          writing = writing
            .then(() =>
              this.db
                .update(documents)
                .set({ progress: p })
                .where(and(eq(documents.id, id), eq(documents.status, "processing"))),
            )
            .catch(() => {});
        }
      },
      flush: () => writing,
    };
  }

  private async fail(id: number, reason: string, pageCount: number | null = null) {
    await this.db
      .update(documents)
      .set({ status: "failed", failureReason: reason, pageCount, progress: null })
      .where(eq(documents.id, id));
  }

  async close() {
    this.closed = true;
    this.waiting.length = 0;
    await this.extractor.close();
    await this.running;
  }
}
