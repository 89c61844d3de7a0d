import { sql } from "drizzle-orm";
import { DOCUMENT_BODIES, type DocumentBody, type DocumentKind } from "@common/documents";
import { PAST_MEETINGS_PER_BODY, type PastMeetingsResponse } from "@common/document-records";
import type { Db } from "../../db/client";
import { dateCell, queryRows } from "../../db/rows";

type Row = {
  id: number;
  title: string;
  body: DocumentBody;
  meeting_date: string | Date;
  recognised: boolean;
  is_sample: boolean;
  total: number;
  items: number;
  motions: number;
};

/**
 * The most recent meetings of each body that have a record (a public document with a meeting
 * date), newest first, with how many agenda items and motions their minutes hold.
 */
export async function pastMeetings(db: Db, perBody = PAST_MEETINGS_PER_BODY): Promise<PastMeetingsResponse> {
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH ranked AS (
      SELECT d.id, d.title, d.body, d.meeting_date, d.recognised, d.is_sample,
        row_number() OVER (PARTITION BY d.body ORDER BY d.meeting_date DESC, d.id DESC) AS n,
        count(*) OVER (PARTITION BY d.body) AS total
      FROM documents d
      WHERE d.status = 'active' AND d.is_active AND d.meeting_date IS NOT NULL AND d.meeting_date <= current_date
        AND d.kind <> 'agenda'
    )
    SELECT r.*,
      (SELECT count(*) FROM agenda_items i WHERE i.document_id = r.id)::int AS items,
      (SELECT count(*) FROM motions m WHERE m.document_id = r.id)::int AS motions
    FROM ranked r WHERE r.n <= ${perBody}
    ORDER BY r.body, r.meeting_date DESC, r.id DESC`,
  );
  return {
    bodies: DOCUMENT_BODIES.map((body) => {
      const mine = rows.filter((r) => r.body === body);
      return {
        body,
        total: Number(mine[0]?.total ?? 0),
        meetings: mine.map((r) => ({
          documentId: Number(r.id),
          title: r.title,
          meetingDate: dateCell(r.meeting_date)!,
          recognised: Boolean(r.recognised),
          itemCount: r.recognised ? Number(r.items) : 0,
          motionCount: r.recognised ? Number(r.motions) : 0,
          isSample: Boolean(r.is_sample),
        })),
      };
    }),
  };
}

/** A public document as a follow's feed and alerts list it. */
export type RecordSummary = {
  id: number;
  title: string;
  body: DocumentBody;
  meetingDate: string | null;
  uploadedAt: string;
  itemCount: number;
  motionCount: number;
  /** Minutes, an agenda, or another paper. */
  kind: DocumentKind;
};

/**
 * Public documents, of one body or of the given ids, the latest meeting first (a document without
 * a meeting date by its upload date): what a follow of a body lists.
 */
export async function recordSummaries(
  db: Db,
  opts: { body?: DocumentBody; ids?: number[]; limit: number },
): Promise<RecordSummary[]> {
  const byBody = opts.body ? sql`AND d.body = ${opts.body}` : sql``;
  const byIds = opts.ids ? sql`AND d.id = ANY(${`{${opts.ids.map(Number).join(",")}}`}::int[])` : sql``;
  const rows = await queryRows<
    Omit<Row, "total" | "is_sample" | "recognised" | "meeting_date"> & {
      meeting_date: string | Date | null;
      upload_date: string | Date;
      kind: DocumentKind;
    }
  >(
    db,
    sql`SELECT d.id, d.title, d.body, d.kind, d.meeting_date, d.upload_date,
        (SELECT count(*) FROM agenda_items i WHERE i.document_id = d.id)::int AS items,
        (SELECT count(*) FROM motions m WHERE m.document_id = d.id)::int AS motions
      FROM documents d
      WHERE d.status = 'active' AND d.is_active ${byBody} ${byIds}
      ORDER BY coalesce(d.meeting_date, d.upload_date::date) DESC, d.id DESC
      LIMIT ${Math.max(1, Math.floor(opts.limit))}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    body: r.body,
    meetingDate: dateCell(r.meeting_date),
    uploadedAt: new Date(r.upload_date).toISOString(),
    itemCount: Number(r.items),
    motionCount: Number(r.motions),
    kind: r.kind,
  }));
}
