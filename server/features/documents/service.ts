import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import {
  DOCUMENT_MESSAGES,
  OFFICIAL_DOCUMENT_KEYS,
  OFFICIAL_DOCUMENT_LABELS,
  PDF_HEAD_BYTES,
  uploadProblem,
  type DocumentBody,
  type DocumentKind,
  type OfficialDocumentInfo,
  type DocumentPatch,
  type OfficialDocumentKey,
} from "@common/documents";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { AppError, conflict, notFound } from "../../http/errors";
import { recordAudit, type AuditActor } from "../accounts/audit";
import { writeFile } from "./files";
import { removePassages, renamePassages } from "./indexer";
import { addJob } from "./jobs";
import type { IngestionQueue } from "./queue";
import { documents, officialDocuments } from "./schema";

export type DocumentRow = typeof documents.$inferSelect;

const latin1Head = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, PDF_HEAD_BYTES)).toString("latin1");

const PROBLEM_CODES = { empty: "bad_request", tooLarge: "too_large", notPdf: "unsupported_type" } as const;

/** Checks an uploaded file (size, content) as the browser does before sending it; gives its SHA-256. */
export function checkUpload(bytes: Uint8Array): string {
  const problem = uploadProblem(bytes.byteLength, latin1Head(bytes));
  if (problem) throw new AppError(PROBLEM_CODES[problem], DOCUMENT_MESSAGES[problem]);
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

/** The document that already holds a file with this SHA-256, if any. */
export async function documentWithFile(db: Db, sha256: string) {
  const [existing] = await db
    .select({ id: documents.id, title: documents.title })
    .from(documents)
    .where(eq(documents.sha256, sha256));
  return existing ?? null;
}

export const duplicateError = (d: { id: number; title: string }) =>
  conflict(`This file has already been uploaded as "${d.title}" (document ${d.id})`);

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
  /** What the document is; when not given, the reader suggests it from the text. */
  kind?: DocumentKind;
  isSample?: boolean;
  uploadedBy?: string | null;
  /** The admin who uploaded it, for the audit log; none for the demonstration corpus. */
  actor?: AuditActor | null;
};

/**
 * Checks an upload (size, content, duplicates), stores it in status processing with its ingestion
 * job and its audit line in one transaction, and then wakes the queue (any instance may take the
 * job). The same path serves admin uploads and the demonstration corpus.
 */
export async function createDocument(db: Db, queue: IngestionQueue, input: NewDocument): Promise<DocumentRow> {
  const sha256 = checkUpload(input.bytes);
  const existing = await documentWithFile(db, sha256);
  if (existing) throw duplicateError(existing);
  const title = input.title?.trim() || titleFromFileName(input.fileName);
  const actor = input.actor ?? null;
  let row: DocumentRow;
  try {
    row = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [inserted] = (await t
        .insert(documents)
        .values({
          title,
          body: input.body ?? "rcpg",
          kind: input.kind ?? "minutes",
          kindSource: input.kind ? "given" : "read",
          meetingDate: input.meetingDate || null,
          meetingDateSource: input.meetingDate ? "given" : null,
          sha256,
          byteSize: input.bytes.byteLength,
          fileName: input.fileName.slice(0, 255),
          isSample: input.isSample ?? false,
          uploadedBy: input.uploadedBy ?? null,
        })
        .returning()) as [DocumentRow];
      await writeFile(t, inserted.id, input.bytes);
      await addJob(t, inserted.id);
      if (actor)
        await recordAudit(t, actor, {
          action: "document.upload",
          targetType: "document",
          targetId: inserted.id,
          details: { title: inserted.title, body: inserted.body, kind: input.kind ?? null, bytes: inserted.byteSize },
        });
      return inserted;
    });
  } catch (err) {
    // Two uploads of the same file at once: the unique index decides.
    const dup = await documentWithFile(db, sha256);
    if (dup) throw duplicateError(dup);
    throw err;
  }
  queue.wake();
  return row;
}

/** A document with the official downloads it serves, as the admin screens show it. */
export async function withOfficialKeys(db: Db, row: DocumentRow) {
  const official = await db
    .select({ key: officialDocuments.key })
    .from(officialDocuments)
    .where(eq(officialDocuments.documentId, row.id));
  return { ...row, officialKeys: official.map((o) => o.key as OfficialDocumentKey) };
}

export async function getDocument(db: Db, id: number): Promise<DocumentRow> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  if (!row) throw notFound(`There is no document ${id}`);
  return row;
}

/** Changes a document's fields (renaming its passages' headings too), audited in the same transaction. */
export async function updateDocument(
  db: Db,
  actor: AuditActor,
  id: number,
  patch: DocumentPatch,
): Promise<DocumentRow> {
  const before = await getDocument(db, id);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(documents)
      .set({
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.meetingDate !== undefined
          ? { meetingDate: patch.meetingDate, meetingDateSource: "given" as const }
          : {}),
        ...(patch.body !== undefined ? { body: patch.body } : {}),
        ...(patch.kind !== undefined ? { kind: patch.kind, kindSource: "given" as const } : {}),
        ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
      })
      .where(eq(documents.id, id))
      .returning();
    if (!row) throw notFound(`There is no document ${id}`);
    if (patch.title !== undefined && patch.title !== before.title)
      await renamePassages(t, id, before.title, patch.title);
    await recordAudit(t, actor, {
      action: "document.update",
      targetType: "document",
      targetId: id,
      details: { ...patch },
    });
    return row;
  });
}

/**
 * Removes a document, its passages, its file and its ingestion job, audited in the same
 * transaction. The document's row is locked first: an ingestion writing it at this moment (on any
 * instance) finishes its batch, then finds its job gone and stops (jobs.ts, assertHeld).
 */
export async function deleteDocument(db: Db, actor: AuditActor, id: number): Promise<DocumentRow> {
  const doc = await getDocument(db, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`SELECT 1 FROM documents WHERE id = ${id} FOR UPDATE`);
    await removePassages(t, id);
    await t.delete(documents).where(eq(documents.id, id));
    await recordAudit(t, actor, {
      action: "document.delete",
      targetType: "document",
      targetId: id,
      details: { title: doc.title },
    });
  });
  return doc;
}

/** Points an official download at a document (or clears it), audited in the same transaction. */
export async function assignOfficial(db: Db, actor: AuditActor, key: OfficialDocumentKey, documentId: number | null) {
  const doc = documentId === null ? null : await getDocument(db, documentId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (documentId === null) await t.delete(officialDocuments).where(eq(officialDocuments.key, key));
    else
      await t
        .insert(officialDocuments)
        .values({ key, documentId })
        .onConflictDoUpdate({ target: officialDocuments.key, set: { documentId, assignedAt: sql`now()` } });
    await recordAudit(t, actor, {
      action: "document.official",
      targetType: "official_document",
      targetId: key,
      details: { documentId, title: doc?.title ?? null },
    });
  });
  return doc;
}

/**
 * The official downloads (Community Plan, Land Use Map, …) with the document each serves; the
 * public sees only documents that are active and shown.
 */
export async function officialDocumentList(db: Db, audience: "public" | "admin"): Promise<OfficialDocumentInfo[]> {
  const assigned = await officialAssignments(db);
  return OFFICIAL_DOCUMENT_KEYS.map((key) => {
    const a = assigned.find((x) => x.key === key && (audience === "admin" || (x.status === "active" && x.isActive)));
    return { key, label: OFFICIAL_DOCUMENT_LABELS[key], document: a ? { id: a.id, title: a.title } : null };
  });
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

export async function documentsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(documents).where(inArray(documents.id, ids));
}

/** How many documents wait to be indexed (processing, on any instance) and the oldest one's wait in seconds. */
export async function ingestionBacklog(db: Db): Promise<{ waiting: number; oldestWaitingSeconds: number | null }> {
  const [row] = await queryRows<{ waiting: number; oldest: number | null }>(
    db,
    sql`SELECT count(*)::int AS waiting, extract(epoch FROM now() - min(upload_date))::float8 AS oldest
        FROM documents WHERE status = 'processing'`,
  );
  return {
    waiting: Number(row?.waiting ?? 0),
    oldestWaitingSeconds: row?.oldest == null ? null : Math.max(0, Math.round(Number(row.oldest))),
  };
}
