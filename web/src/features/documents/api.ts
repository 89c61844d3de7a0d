import type { DocumentPatch, OfficialDocumentKey } from "@common/documents";
import {
  assignOfficialDocument,
  deleteDocument,
  listAdminDocuments,
  listOfficialAssignments,
  searchLibrary,
  updateDocument,
} from "@common/documents.api";
import { callApi, callKey, callQuery } from "@web/lib/api-client";
import { callAdmin } from "@web/lib/admin-session";

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

export const ADMIN_DOCUMENTS_KEY = callKey(listAdminDocuments);
export const adminDocumentsQuery = () => callQuery(listAdminDocuments, {}, callAdmin);

export const patchDocument = (id: number, change: DocumentPatch) =>
  callAdmin(updateDocument, { params: { id }, body: change });
export const removeDocument = (id: number) => callAdmin(deleteDocument, { params: { id } });

export const OFFICIAL_KEY = callKey(listOfficialAssignments);
export const officialAssignmentsQuery = () => callQuery(listOfficialAssignments, {}, callAdmin);
export const assignOfficial = (key: OfficialDocumentKey, documentId: number | null) =>
  callAdmin(assignOfficialDocument, { params: { key }, body: { documentId } });
