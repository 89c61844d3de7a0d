import crypto from "node:crypto";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  DOCUMENT_MESSAGES,
  MAX_UPLOAD_BYTES,
  type DocumentBody,
  type DocumentPatch,
  type OfficialDocumentKey,
} from "@common/documents";
import type { Db } from "../../db/client";
import { AppError, conflict, notFound } from "../../http/errors";
import { removePassages, renamePassages } from "./indexer";
import type { IngestionQueue } from "./queue";
import { documentFiles, documents, officialDocuments } from "./schema";

export type DocumentRow = typeof documents.$inferSelect;

/** A PDF starts with `%PDF-` within its first kilobyte (some writers put junk before it). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  return (
    base
      .replace(/\.pdf$/i, "")
      .replace(/[_]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 200) || "Untitled document"
  );
}

/** A name safe for a Content-Disposition header: ASCII letters, digits, dashes. */
export function safeFileName(title: string): string {
  const ascii = title
    .normalize("NFKD")
    .replace(/[^\w\s.-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
  return `${ascii.replace(/^[-.]+|[-.]+$/g, "").slice(0, 80) || "document"}.pdf`;
}

export type NewDocument = {
  bytes: Uint8Array;
  fileName: string;
  title?: string;
  meetingDate?: string | null;
  body?: DocumentBody;
  isSample?: boolean;
  uploadedBy?: string | null;
};

/**
 * Checks an upload (size, content, duplicates), stores it in status processing and queues its
 * extraction. The same path serves admin uploads and the demonstration corpus.
 */
export async function createDocument(db: Db, queue: IngestionQueue, input: NewDocument): Promise<DocumentRow> {
  if (input.bytes.byteLength === 0) throw new AppError("bad_request", DOCUMENT_MESSAGES.empty);
  if (input.bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError("too_large", DOCUMENT_MESSAGES.tooLarge);
  if (!looksLikePdf(input.bytes)) throw new AppError("unsupported_type", DOCUMENT_MESSAGES.notPdf);
  const sha256 = crypto.createHash("sha256").update(input.bytes).digest("hex");
  const duplicateError = (d: { id: number; title: string }) =>
    conflict(`This file has already been uploaded as "${d.title}" (document ${d.id})`);
  const [existing] = await db
    .select({ id: documents.id, title: documents.title })
    .from(documents)
    .where(eq(documents.sha256, sha256));
  if (existing) throw duplicateError(existing);
  const title = input.title?.trim() || titleFromFileName(input.fileName);
  let row: DocumentRow;
  try {
    [row] = (await db
      .insert(documents)
      .values({
        title,
        body: input.body ?? "rcpg",
        meetingDate: input.meetingDate || null,
        sha256,
        byteSize: input.bytes.byteLength,
        fileName: input.fileName.slice(0, 255),
        isSample: input.isSample ?? false,
        uploadedBy: input.uploadedBy ?? null,
      })
      .returning()) as [DocumentRow];
  } catch (err) {
    // Two uploads of the same file at once: the unique index decides.
    const [dup] = await db
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(eq(documents.sha256, sha256));
    if (dup) throw duplicateError(dup);
    throw err;
  }
  try {
    await writeFile(db, row.id, input.bytes);
  } catch (err) {
    await db.delete(documents).where(eq(documents.id, row.id));
    throw err;
  }
  queue.enqueue(row.id);
  return row;
}

/** Each part of a stored file: small enough that one statement stays short on the embedded engine. */
export const FILE_PART_BYTES = 128 * 1024;

async function writeFile(db: Db, documentId: number, bytes: Uint8Array) {
  for (let part = 0, at = 0; at < bytes.byteLength; part++, at += FILE_PART_BYTES) {
    await db.insert(documentFiles).values({ documentId, part, data: bytes.subarray(at, at + FILE_PART_BYTES) });
    await yieldToEventLoop();
  }
}

/** The stored file's parts, one statement each, in order. */
export async function* fileParts(db: Db, documentId: number): AsyncGenerator<Uint8Array> {
  for (let part = 0; ; part++) {
    const [row] = await db
      .select({ data: documentFiles.data })
      .from(documentFiles)
      .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.part, part)));
    if (!row) return;
    yield row.data;
    await yieldToEventLoop();
  }
}

export async function listDocuments(db: Db) {
  const rows = await db.select().from(documents).orderBy(desc(documents.uploadDate), desc(documents.id));
  const official = await db.select().from(officialDocuments);
  return rows.map((r) => ({
    ...r,
    officialKeys: official.filter((o) => o.documentId === r.id).map((o) => o.key as OfficialDocumentKey),
  }));
}

export async function getDocument(db: Db, id: number): Promise<DocumentRow> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  if (!row) throw notFound(`There is no document ${id}`);
  return row;
}

export async function updateDocument(db: Db, id: number, patch: DocumentPatch): Promise<DocumentRow> {
  const before = await getDocument(db, id);
  const [row] = await db
    .update(documents)
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.meetingDate !== undefined ? { meetingDate: patch.meetingDate } : {}),
      ...(patch.body !== undefined ? { body: patch.body } : {}),
      ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
    })
    .where(eq(documents.id, id))
    .returning();
  if (patch.title !== undefined && patch.title !== before.title)
    await renamePassages(db, id, before.title, patch.title);
  return row!;
}

export async function deleteDocument(db: Db, id: number): Promise<DocumentRow> {
  const doc = await getDocument(db, id);
  await removePassages(db, id);
  await db.delete(documents).where(eq(documents.id, id));
  return doc;
}

/** The whole stored file, or null when it is missing or incomplete. */
export async function readFile(db: Db, id: number, expectedBytes: number): Promise<Uint8Array | null> {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const p of fileParts(db, id)) {
    parts.push(p);
    total += p.byteLength;
  }
  if (total === 0 || total !== expectedBytes) return null;
  return Buffer.concat(parts);
}

export async function assignOfficial(db: Db, key: OfficialDocumentKey, documentId: number | null) {
  if (documentId === null) {
    await db.delete(officialDocuments).where(eq(officialDocuments.key, key));
    return null;
  }
  const doc = await getDocument(db, documentId);
  await db
    .insert(officialDocuments)
    .values({ key, documentId })
    .onConflictDoUpdate({ target: officialDocuments.key, set: { documentId, assignedAt: sql`now()` } });
  return doc;
}

export async function officialAssignments(db: Db) {
  return db
    .select({
      key: officialDocuments.key,
      id: documents.id,
      title: documents.title,
      status: documents.status,
      isActive: documents.isActive,
    })
    .from(officialDocuments)
    .innerJoin(documents, eq(documents.id, officialDocuments.documentId));
}

/** Documents left in processing by a previous run (stopped mid-way): queued again. */
export async function requeueUnfinished(db: Db, queue: IngestionQueue) {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.status, "processing"))
    .orderBy(documents.id);
  for (const r of rows) queue.enqueue(r.id);
  return rows.length;
}

export async function documentsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(documents).where(inArray(documents.id, ids));
}
