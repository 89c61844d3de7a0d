import type { DocumentRecord } from "@common/document-records";
import { documentRoutes, type DocumentBody } from "@common/document-basics";
import { routeQuery, type CallSender } from "@web/lib/api-client";
import { ApiError } from "@web/lib/request";

/**
 * The public documents' calls: the library, a meeting's record, a history, the past meetings (the
 * admin table's are in admin-api.ts, uploads and replacement files in upload.ts). A page names its
 * data by the call's route; the contract, with the answer's schema, loads while the request is on
 * its way, so the pages show their data before any schema is built. Given the server's sender (a
 * page rendered on demand), a query sends through it.
 */
const calls = () => import("@common/documents.api");

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
  return routeQuery(documentRoutes.searchLibrary, () => calls().then((c) => c.searchLibrary), { query });
};

/** A meeting's record; null when there is no such public document (a 404). */
export const recordQuery = (id: number, send?: CallSender) => {
  const { queryKey, queryFn } = routeQuery(
    documentRoutes.getDocumentRecord,
    () => calls().then((c) => c.getDocumentRecord),
    { params: { id } },
    send,
  );
  return {
    queryKey,
    queryFn: async (context: { signal: AbortSignal }): Promise<DocumentRecord | null> => {
      try {
        return await queryFn(context);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  };
};

export type HistoryFilters = { q: string; body: DocumentBody | "" };
/** The history of a place or project: the words asked, and the body when one is chosen. */
export const historyQuery = (f: HistoryFilters, send?: CallSender) =>
  routeQuery(
    documentRoutes.documentHistory,
    () => calls().then((c) => c.documentHistory),
    { query: f.body ? { q: f.q, body: f.body } : { q: f.q } },
    send,
  );

export const pastMeetingsQuery = (send?: CallSender) =>
  routeQuery(documentRoutes.listPastMeetings, () => calls().then((c) => c.listPastMeetings), {}, send);
