import type {
  AdminDocumentSort,
  AdminDocumentsQuery,
  DocumentBody,
  DocumentPatch,
  DocumentStatus,
  OfficialDocumentKey,
  SortOrder,
} from "@common/documents";
import {
  assignOfficialDocument,
  deleteDocument,
  getAdminDocument,
  listAdminDocuments,
  listOfficialAssignments,
  reprocessDocument,
  updateDocument,
} from "@common/documents.api";
import { callKey, callQuery } from "@web/lib/api-client";
import { callAdmin, callAdminPage } from "@web/lib/admin-session";

/** The admin documents table's calls (uploads and replacement files are in upload.ts). */

/** Every variant of the admin documents list (each page, order and filter). */
export const ADMIN_DOCUMENTS_KEY = callKey(listAdminDocuments);

/** What the admin table shows: a page of a size, an order, and the filters (blank = any). */
export type AdminDocumentsView = {
  page: number;
  pageSize: number;
  sort: AdminDocumentSort;
  order: SortOrder;
  q: string;
  status: DocumentStatus | "";
  body: DocumentBody | "";
};

/** The query string of a view: the page, the order, and only the filters that are set. */
export function adminDocumentsQueryOf(v: AdminDocumentsView): AdminDocumentsQuery {
  const q = v.q.trim();
  return {
    limit: String(v.pageSize),
    offset: String((v.page - 1) * v.pageSize),
    sort: v.sort,
    order: v.order,
    ...(q ? { q } : {}),
    ...(v.status ? { status: v.status } : {}),
    ...(v.body ? { body: v.body } : {}),
  };
}

/** A page of the admin documents, how many match in all, and the query it answers. */
export const adminDocumentsPageQuery = (v: AdminDocumentsView) => {
  const query = adminDocumentsQueryOf(v);
  return {
    queryKey: callKey(listAdminDocuments, { query }),
    queryFn: async ({ signal }: { signal: AbortSignal }) => ({
      ...(await callAdminPage(listAdminDocuments, { query, signal })),
      query,
    }),
  };
};

/** One document, as the admin screens follow it while it is processed. */
export const adminDocumentQuery = (id: number) => callQuery(getAdminDocument, { params: { id } }, callAdmin);

export const patchDocument = (id: number, change: DocumentPatch) =>
  callAdmin(updateDocument, { params: { id }, body: change });
export const removeDocument = (id: number) => callAdmin(deleteDocument, { params: { id } });
export const reprocess = (id: number) => callAdmin(reprocessDocument, { params: { id } });

export const OFFICIAL_KEY = callKey(listOfficialAssignments);
export const officialAssignmentsQuery = () => callQuery(listOfficialAssignments, {}, callAdmin);
export const assignOfficial = (key: OfficialDocumentKey, documentId: number | null) =>
  callAdmin(assignOfficialDocument, { params: { key }, body: { documentId } });
