import { and, eq, ne } from "drizzle-orm";
import { DOCUMENT_MESSAGES } from "@common/documents";
import type { Db } from "../../db/client";
import { conflict } from "../../http/errors";
import { recordAudit, type AuditActor } from "../accounts/audit";
import { writeFile } from "./files";
import { removePassages } from "./indexer";
import { addJob } from "./jobs";
import type { IngestionQueue } from "./queue";
import { agendaItems, documentFiles, documentPages, documents } from "./schema";
import { checkUpload, documentWithFile, duplicateError, getDocument, type DocumentRow } from "./service";

/** Commands on a document's file: process a failed one again, replace it with another file. */

/** What a document's ingestion wrote, back to nothing: a new run starts from its stored file. */
const freshIngestion = () => ({
  status: "processing" as const,
  failureReason: null,
  progress: null,
  pageCount: null,
  passageCount: 0,
  ocrPages: 0,
  lowConfidencePages: [] as number[],
  warning: null,
  recognised: false,
  structure: null,
  structureVersion: 0,
});

/** Queues a failed document again (its stored file as it is), with its job and audit line in one transaction. */
export async function reprocessDocument(db: Db, queue: IngestionQueue, actor: AuditActor, id: number) {
  const before = await getDocument(db, id);
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Only a failed document: the ingestion queue is not working on it, and two admins cannot both requeue it.
    const [updated] = await t
      .update(documents)
      .set(freshIngestion())
      .where(and(eq(documents.id, id), eq(documents.status, "failed")))
      .returning();
    if (!updated) throw conflict(`${DOCUMENT_MESSAGES.notFailed}: “${before.title}” is ${before.status}`);
    await addJob(t, id);
    await recordAudit(t, actor, {
      action: "document.reprocess",
      targetType: "document",
      targetId: id,
      details: { title: before.title, failureReason: before.failureReason },
    });
    return updated;
  });
  queue.wake();
  return row;
}

export type ReplacementFile = { bytes: Uint8Array; fileName: string };

/**
 * Replaces a document's file, keeping its id, title, body, meeting date, active flag and official
 * assignments: its passages, agenda items and motions go, the new file is stored and queued for
 * extraction (its job), all with the audit line in one transaction. A document being processed is
 * refused (an instance may be reading its old file), as is a file another document already holds.
 */
export async function replaceDocumentFile(
  db: Db,
  queue: IngestionQueue,
  actor: AuditActor,
  id: number,
  file: ReplacementFile,
): Promise<DocumentRow> {
  const sha256 = checkUpload(file.bytes);
  const before = await getDocument(db, id);
  if (before.status === "processing") throw conflict(DOCUMENT_MESSAGES.stillProcessing);
  const holder = await documentWithFile(db, sha256);
  if (holder && holder.id !== id) throw duplicateError(holder);
  let row: DocumentRow;
  try {
    row = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [updated] = await t
        .update(documents)
        .set({ ...freshIngestion(), sha256, byteSize: file.bytes.byteLength, fileName: file.fileName.slice(0, 255) })
        .where(and(eq(documents.id, id), ne(documents.status, "processing")))
        .returning();
      if (!updated) throw conflict(DOCUMENT_MESSAGES.stillProcessing);
      await removePassages(t, id);
      await t.delete(agendaItems).where(eq(agendaItems.documentId, id)); // its motions and sentences go with them
      // The old file's page texts: reindex must never rebuild the document from them.
      await t.delete(documentPages).where(eq(documentPages.documentId, id));
      await t.delete(documentFiles).where(eq(documentFiles.documentId, id));
      await writeFile(t, id, file.bytes);
      await addJob(t, id);
      await recordAudit(t, actor, {
        action: "document.replace_file",
        targetType: "document",
        targetId: id,
        details: {
          title: before.title,
          fileName: updated.fileName,
          bytes: updated.byteSize,
          previous: { fileName: before.fileName, bytes: before.byteSize, sha256: before.sha256 },
        },
      });
      return updated;
    });
  } catch (err) {
    // The same file uploaded elsewhere at the same moment: the unique index decides.
    const dup = await documentWithFile(db, sha256);
    if (dup && dup.id !== id) throw duplicateError(dup);
    throw err;
  }
  queue.wake();
  return row;
}
