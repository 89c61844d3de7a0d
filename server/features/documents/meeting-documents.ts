import { sql } from "drizzle-orm";
import type { DocumentBody, DocumentKind } from "@common/document-basics";
import type { Db } from "../../db/client";
import { dateCell, queryRows } from "../../db/rows";

/**
 * The public documents of meetings (a body and a date) and their items: what the meetings feature
 * gathers into a meeting (its agenda, its minutes, other papers) and what alerts and answers read
 * of posted agendas.
 */

export type MeetingDocument = {
  id: number;
  title: string;
  body: DocumentBody;
  kind: DocumentKind;
  meetingDate: string;
  isSample: boolean;
  uploadedAt: string;
};

export type StoredItem = {
  documentId: number;
  ordinal: number;
  code: string | null;
  title: string;
  pageFrom: number;
  pageTo: number;
  action: "action" | "information" | null;
  refs: string[];
  continuedTo: string | null;
};

export type StoredMotion = {
  documentId: number;
  itemOrdinal: number;
  text: string;
  outcome: "carried" | "failed" | "continued" | "withdrawn" | "no action" | null;
  tallyText: string | null;
  page: number;
};

type DocRow = {
  id: number;
  title: string;
  body: DocumentBody;
  kind: DocumentKind;
  meeting_date: string | Date;
  is_sample: boolean;
  upload_date: string | Date;
};

const presentDoc = (r: DocRow): MeetingDocument => ({
  id: Number(r.id),
  title: r.title,
  body: r.body,
  kind: r.kind,
  meetingDate: dateCell(r.meeting_date)!,
  isSample: Boolean(r.is_sample),
  uploadedAt: new Date(r.upload_date).toISOString(),
});

/**
 * The public documents of a body's meetings on the given dates (all bodies when `body` is absent),
 * optionally of one kind, the latest upload first.
 */
export async function meetingDocuments(
  db: Db,
  opts: { body?: DocumentBody; dates: string[]; kind?: DocumentKind },
): Promise<MeetingDocument[]> {
  if (!opts.dates.length) return [];
  const byBody = opts.body ? sql`AND body = ${opts.body}` : sql``;
  const byKind = opts.kind ? sql`AND kind = ${opts.kind}` : sql``;
  const rows = await queryRows<DocRow>(
    db,
    sql`SELECT id, title, body, kind, meeting_date, is_sample, upload_date FROM documents
        WHERE meeting_date = ANY(${`{${opts.dates.join(",")}}`}::date[]) AND status = 'active' AND is_active
          ${byBody} ${byKind}
        ORDER BY upload_date DESC, id DESC`,
  );
  return rows.map(presentDoc);
}

/** A public document with a meeting date, or null. */
export async function meetingDocumentById(db: Db, id: number): Promise<MeetingDocument | null> {
  const [row] = await queryRows<DocRow>(
    db,
    sql`SELECT id, title, body, kind, meeting_date, is_sample, upload_date FROM documents
        WHERE id = ${id} AND meeting_date IS NOT NULL AND status = 'active' AND is_active`,
  );
  return row ? presentDoc(row) : null;
}

/** The items of documents, in their order. */
export async function documentItems(db: Db, documentIds: number[]): Promise<StoredItem[]> {
  if (!documentIds.length) return [];
  const rows = await queryRows<{
    document_id: number;
    ordinal: number;
    code: string | null;
    title: string;
    page_from: number;
    page_to: number;
    action: "action" | "information" | null;
    refs: string[] | string | null;
    continued_to: string | Date | null;
  }>(
    db,
    sql`SELECT document_id, ordinal, code, title, page_from, page_to, action, refs, continued_to FROM agenda_items
        WHERE document_id = ANY(${`{${documentIds.map(Number).join(",")}}`}::int[])
        ORDER BY document_id, ordinal`,
  );
  return rows.map((r) => ({
    documentId: Number(r.document_id),
    ordinal: Number(r.ordinal),
    code: r.code,
    title: r.title,
    pageFrom: Number(r.page_from),
    pageTo: Number(r.page_to),
    action: r.action,
    refs: typeof r.refs === "string" ? (JSON.parse(r.refs) as string[]) : (r.refs ?? []),
    continuedTo: dateCell(r.continued_to),
  }));
}

/** The motions of a document's items, in order. */
export async function documentMotions(db: Db, documentId: number): Promise<StoredMotion[]> {
  const rows = await queryRows<{
    document_id: number;
    item_ordinal: number;
    text: string;
    outcome: StoredMotion["outcome"];
    tally_text: string | null;
    page: number;
  }>(
    db,
    sql`SELECT document_id, item_ordinal, text, outcome, tally_text, page FROM motions
        WHERE document_id = ${documentId} ORDER BY item_ordinal, ordinal`,
  );
  return rows.map((r) => ({
    documentId: Number(r.document_id),
    itemOrdinal: Number(r.item_ordinal),
    text: r.text,
    outcome: r.outcome,
    tallyText: r.tally_text,
    page: Number(r.page),
  }));
}
