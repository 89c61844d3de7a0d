import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { DOCUMENT_MESSAGES, type DocumentProgress } from "@common/documents";
import type { Db } from "../../db/client";
import { errorCode } from "../../db/rows";
import { hasExtractableText } from "./chunker";
import { extractionWarning, type ExtractProgress, type ExtractResult, type PdfExtractor } from "./extractor";
import { readFile } from "./files";
import type { WriteGuard } from "./indexer";
import { assertHeld, finishJob, LeaseLostError, MAX_TAKEOVERS, stillHeld, type Claim } from "./jobs";
import { meetingDateOf } from "./meeting-date";
import { suggestKind } from "./minutes/agenda";
import { indexDocumentText } from "./minutes/index-document";
import type { MinutesStructure } from "./minutes/types";
import { documents } from "./schema";

/** A time limit as the admin reads it: "15 minutes", or seconds under a minute. */
const durationOf = (ms: number) => {
  const [n, unit] = ms < 60_000 ? [Math.max(1, Math.ceil(ms / 1000)), "second"] : [Math.round(ms / 60_000), "minute"];
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
};

export function failureReason(
  r: Exclude<ExtractResult, { ok: true }>,
  limits: { maxPages: number; documentTimeoutMs: number },
): string {
  switch (r.kind) {
    case "encrypted":
      return DOCUMENT_MESSAGES.encrypted;
    case "too_many_pages":
      return `The PDF has ${r.pageCount} pages; the limit is ${limits.maxPages} pages`;
    case "timeout":
      return DOCUMENT_MESSAGES.timeout;
    case "time_limit":
      return `Reading the PDF took longer than ${durationOf(limits.documentTimeoutMs)}, the limit for one document, so it was stopped`;
    default:
      return DOCUMENT_MESSAGES.damaged;
  }
}

const PROGRESS_INTERVAL_MS = 1_000;
/** PostgreSQL's code for a transaction chosen to end a deadlock. */
const DEADLOCK = "40P01";
const INDEX_ATTEMPTS = 3;

/** A claimed job, and what its ingestion runs with. */
export type Ingestion = {
  db: Db;
  extractor: PdfExtractor;
  log: FastifyBaseLogger;
  instance: string;
  claim: Claim;
  /** True once the work must stop: the instance is closing, or the claim was lost. */
  stopped: () => boolean;
  /** Told once the document is public (its outcome written and its job gone). */
  onIndexed?: (documentId: number) => void;
};

/**
 * Reads and indexes the document of a claimed job, and ends the job with the document's outcome.
 * Returns early, writing nothing more, when the work must stop: the job is then released by the
 * queue, or already belongs to another instance, which starts it again from the stored file.
 */
export async function ingestDocument(job: Ingestion): Promise<void> {
  const { db, claim, extractor } = job;
  const id = claim.documentId;
  const finish = (outcome: Partial<typeof documents.$inferInsert> | null) =>
    finishJob(db, job.instance, claim, outcome);
  const fail = (failureReason: string, pageCount: number | null = null) =>
    finish({ status: "failed", failureReason, pageCount, progress: null });

  const [doc] = await db
    .select({
      id: documents.id,
      title: documents.title,
      status: documents.status,
      meetingDate: documents.meetingDate,
      meetingDateSource: documents.meetingDateSource,
      kindSource: documents.kindSource,
      fileName: documents.fileName,
      byteSize: documents.byteSize,
    })
    .from(documents)
    .where(eq(documents.id, id));
  if (!doc || doc.status !== "processing") {
    await finish(null);
    return;
  }
  if (claim.takeovers >= MAX_TAKEOVERS) {
    await fail(DOCUMENT_MESSAGES.interrupted);
    return;
  }
  const file = await readFile(db, id, doc.byteSize);
  if (job.stopped()) return;
  if (!file) {
    await fail("The stored file is incomplete (the upload was interrupted). Please upload it again.");
    return;
  }
  const started = Date.now();
  const progress = progressWriter(job);
  progress.set({ stage: "extracting", page: null, pages: null });
  const result = await extractor.extract(file, (p: ExtractProgress) =>
    // Reading a typed page takes milliseconds: only recognising pages is worth telling.
    progress.set(p.stage === "recognising" ? p : { stage: "extracting", page: null, pages: p.pages }),
  );
  await progress.flush();
  if (job.stopped()) return;
  if (!result.ok) {
    await fail(failureReason(result, extractor), result.pageCount ?? null);
    return;
  }
  if (!hasExtractableText(result.pages)) {
    await fail(DOCUMENT_MESSAGES.scanned, result.pageCount);
    return;
  }
  const { meetingDate, meetingDateSource } = meetingDateOf(doc, result.pages[0] ?? "");
  progress.set({ stage: "indexing", page: null, pages: result.pageCount });
  await progress.flush();
  const indexed = await index(job, doc, result.pages, meetingDate);
  if (indexed === null) return;
  const passageCount = indexed.passages;
  // The kind an admin gave is kept; otherwise the reader suggests it (documents from before kinds
  // were read stay minutes).
  const kind = doc.kindSource === "read" ? { kind: suggestKind(result.pages, indexed.structure, meetingDate) } : {};
  const ended = await finish({
    status: "active",
    failureReason: null,
    pageCount: result.pageCount,
    passageCount,
    ...kind,
    meetingDate,
    meetingDateSource,
    progress: null,
    ocrPages: result.ocrPages.length,
    lowConfidencePages: result.lowConfidencePages,
    warning: extractionWarning(result, extractor.maxOcrPages),
  });
  if (ended) {
    job.onIndexed?.(id);
    job.log.info(
      {
        documentId: id,
        pages: result.pageCount,
        ocrPages: result.ocrPages.length,
        passages: passageCount,
        takeovers: claim.takeovers,
        ms: Date.now() - started,
      },
      "document indexed",
    );
  }
}

/**
 * Writes the document's passages, agenda items and motions, each transaction checking first that
 * the claim still holds (so an instance that lost the job writes nothing more). The passages are
 * replaced, never added to, so starting again gives what one run gives: after a deadlock with
 * another instance's writes (it rarely happens, on the shared term statistics) it starts again.
 * Null when the work stopped.
 */
async function index(
  job: Ingestion,
  doc: { id: number; title: string },
  pages: string[],
  meetingDate: string | null,
): Promise<{ passages: number; structure: MinutesStructure } | null> {
  const guard: WriteGuard = (tx) => assertHeld(tx, job.instance, job.claim);
  for (let attempt = 1; ; attempt++) {
    try {
      return await indexDocumentText(job.db, doc, pages, meetingDate, { shouldStop: job.stopped, guard });
    } catch (err) {
      if (job.stopped() || err instanceof LeaseLostError) return null;
      if (errorCode(err) === DEADLOCK && attempt < INDEX_ATTEMPTS) continue;
      throw err;
    }
  }
}

/**
 * Writes a document's progress as it changes, at most once a second (and always a new stage),
 * one write at a time and only while the claim holds, so that the admin's view follows without
 * the database being hammered.
 */
function progressWriter(job: Ingestion) {
  const { db, claim } = job;
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
            db
              .update(documents)
              .set({ progress: p })
              .where(stillHeld(db, job.instance, claim)),
          )
          .catch(() => {});
      }
    },
    flush: () => writing,
  };
}
