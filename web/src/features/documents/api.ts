import type { DocumentBody, DocumentPatch, OfficialDocumentKey } from "@common/documents";
import {
  assignOfficialDocument,
  deleteDocument,
  documentHistory,
  getDocumentRecord,
  listAdminDocuments,
  listOfficialAssignments,
  listPastMeetings,
  searchLibrary,
  updateDocument,
} from "@common/documents.api";
import type { DocumentRecord } from "@common/document-records";
import { callApi, callKey, callQuery, type CallSender } from "@web/lib/api-client";
import { callAdmin } from "@web/lib/admin-session";
import { ApiError } from "@web/lib/request";

/** The documents' calls: the public library, and the admin table (the upload is in upload.ts). */

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

export const ADMIN_DOCUMENTS_KEY = callKey(listAdminDocuments);
export const adminDocumentsQuery = () => callQuery(listAdminDocuments, {}, callAdmin);

export const patchDocument = (id: number, change: DocumentPatch) =>
  callAdmin(updateDocument, { params: { id }, body: change });
export const removeDocument = (id: number) => callAdmin(deleteDocument, { params: { id } });

export const OFFICIAL_KEY = callKey(listOfficialAssignments);
export const officialAssignmentsQuery = () => callQuery(listOfficialAssignments, {}, callAdmin);
export const assignOfficial = (key: OfficialDocumentKey, documentId: number | null) =>
  callAdmin(assignOfficialDocument, { params: { key }, body: { documentId } });
