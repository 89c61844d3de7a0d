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
  documentHistory,
  getAdminDocument,
  getDocumentRecord,
  listAdminDocuments,
  listOfficialAssignments,
  listPastMeetings,
  reprocessDocument,
  searchLibrary,
  updateDocument,
} from "@common/documents.api";
import type { DocumentRecord } from "@common/document-records";
import { callApi, callKey, callQuery, type CallSender } from "@web/lib/api-client";
import { callAdmin, callAdminPage } from "@web/lib/admin-session";
import { ApiError } from "@web/lib/request";

/** The documents' calls: the public library, and the admin table (uploads and replacement files are in upload.ts). */

/** The library's query string: only the filters that are set. */
export type LibraryFilters = { q: string; body: string; year: string; page: number };
export function libraryQueryString(f: LibraryFilters) {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set("q", f.q.trim());
  if (f.body) p.set("body", f.body);
  if (f.year) p.set("year", f.year);
  if (f.page > 1) p.set("page", String(f.page));
  return p.toString();
}

export const libraryQuery = (f: LibraryFilters) => {
  const query = Object.fromEntries(new URLSearchParams(libraryQueryString(f)));
  return {
    queryKey: callKey(searchLibrary, { query }),
    queryFn: ({ signal }: { signal: AbortSignal }) => callApi(searchLibrary, { query, signal }),
  };
};

/** A meeting's record; null when there is no such public document (a 404). */
export const recordQuery = (id: number, send: CallSender = callApi) => ({
  queryKey: callKey(getDocumentRecord, { params: { id } }),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<DocumentRecord | null> => {
    try {
      return await send(getDocumentRecord, { params: { id }, signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
});

export type HistoryFilters = { q: string; body: DocumentBody | "" };
/** The history of a place or project: the words asked, and the body when one is chosen. */
export const historyQuery = (f: HistoryFilters, send: CallSender = callApi) =>
  callQuery(documentHistory, { query: f.body ? { q: f.q, body: f.body } : { q: f.q } }, send);

export const pastMeetingsQuery = (send: CallSender = callApi) => callQuery(listPastMeetings, {}, send);

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
