import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { AdminDocumentSort, AdminDocumentsFilter, OfficialDocumentKey, SortOrder } from "@common/documents";
import type { Db } from "../../db/client";
import { documents, officialDocuments } from "./schema";
import type { DocumentRow } from "./service";

/** The columns the admin table shows (never the file's hash, the minutes' structure, …). */
const listed = {
  id: documents.id,
  title: documents.title,
  body: documents.body,
  kind: documents.kind,
  kindSource: documents.kindSource,
  meetingDate: documents.meetingDate,
  uploadDate: documents.uploadDate,
  isActive: documents.isActive,
  status: documents.status,
  failureReason: documents.failureReason,
  pageCount: documents.pageCount,
  passageCount: documents.passageCount,
  byteSize: documents.byteSize,
  isSample: documents.isSample,
  progress: documents.progress,
  ocrPages: documents.ocrPages,
  lowConfidencePages: documents.lowConfidencePages,
  warning: documents.warning,
};

export type ListedDocument = Pick<DocumentRow, keyof typeof listed> & { officialKeys: OfficialDocumentKey[] };

/** A title search as an ILIKE pattern: the words as typed, with `%`, `_` and `\` taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, "\\$&")}%`;

/** Dates newest first by default, title and status A to Z. */
const DEFAULT_ORDER: Record<AdminDocumentSort, SortOrder> = {
  meetingDate: "desc",
  uploadDate: "desc",
  title: "asc",
  status: "asc",
};

/** The ORDER BY of a sort: the column, then the id in the same direction so that pages never overlap. */
function orderBy(sort: AdminDocumentSort, order: SortOrder): SQL[] {
  const dir = order === "asc" ? asc : desc;
  switch (sort) {
    case "meetingDate":
      // Documents without a meeting date come last whichever the direction.
      return [sql`${documents.meetingDate} ${sql.raw(order)} NULLS LAST`, dir(documents.id)];
    case "title":
      return [sql`lower(${documents.title}) ${sql.raw(order)}`, dir(documents.id)];
    case "status":
      return [dir(documents.status), dir(documents.id)];
    case "uploadDate":
      return [dir(documents.uploadDate), dir(documents.id)];
  }
}

function where(f: AdminDocumentsFilter): SQL | undefined {
  return and(
    f.q ? ilike(documents.title, containsPattern(f.q)) : undefined,
    f.status ? eq(documents.status, f.status) : undefined,
    f.body ? eq(documents.body, f.body) : undefined,
  );
}

/**
 * The admin's documents: those matching the filters, in the order asked (newest upload first by
 * default), the page asked (all when no limit is given), each with the official downloads it
 * serves; and how many match in all.
 */
export async function listAdminDocuments(
  db: Db,
  f: AdminDocumentsFilter = {},
): Promise<{ rows: ListedDocument[]; total: number }> {
  const sort = f.sort ?? "uploadDate";
  const filter = where(f);
  const page = db
    .select(listed)
    .from(documents)
    .where(filter)
    .orderBy(...orderBy(sort, f.order ?? DEFAULT_ORDER[sort]))
    .$dynamic();
  if (f.limit !== undefined) page.limit(f.limit);
  if (f.offset) page.offset(f.offset);
  const rows = await page;
  const whole = f.limit === undefined && !f.offset;
  const total = whole ? rows.length : ((await db.select({ n: count() }).from(documents).where(filter))[0]?.n ?? 0);
  const ids = rows.map((r) => r.id);
  const official = ids.length
    ? await db.select().from(officialDocuments).where(inArray(officialDocuments.documentId, ids))
    : [];
  return {
    rows: rows.map((r) => ({
      ...r,
      officialKeys: official.filter((o) => o.documentId === r.id).map((o) => o.key as OfficialDocumentKey),
    })),
    total,
  };
}
