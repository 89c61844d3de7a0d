import { z } from "zod";
import { defineCall } from "./contract";
import { documentRoutes, documentStatsRoutes } from "./document-basics";
import {
  AdminDocumentSchema,
  AdminDocumentsQuerySchema,
  DOCUMENT_BODIES,
  DocumentPatchSchema,
  DocumentStatsSchema,
  LibraryQuerySchema,
  LibraryResponseSchema,
  OfficialAssignSchema,
  OfficialDocumentInfoSchema,
  OfficialKeyParamsSchema,
  PublicDocumentSchema,
  type DocumentBody,
} from "./documents";
import { IdParamsSchema } from "./params";
import {
  DocumentRecordSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  PastMeetingsResponseSchema,
} from "./document-records";

/** The documents' calls (document 001, section 7, and the public library). */

/** How many documents each research assistant answers from: GET /api/{body}/document-stats. */
export const documentStats = Object.fromEntries(
  DOCUMENT_BODIES.map((body) => [body, defineCall({ ...documentStatsRoutes[body], response: DocumentStatsSchema })]),
) as Record<DocumentBody, { method: "GET"; path: string; response: typeof DocumentStatsSchema }>;

export const searchLibrary = defineCall({
  ...documentRoutes.searchLibrary,
  query: LibraryQuerySchema,
  response: LibraryResponseSchema,
  what: { query: "Search" },
});
export const listOfficialDocuments = defineCall({
  method: "GET",
  path: "/api/documents/official",
  response: z.array(OfficialDocumentInfoSchema),
});
/** The PDF of an official document (a file, not JSON): the browser downloads it. */
export const downloadOfficialDocument = defineCall({
  ...documentRoutes.downloadOfficialDocument,
  params: z.object({ key: z.string().max(64, "is not an official document") }),
});
export const getPublicDocument = defineCall({
  method: "GET",
  path: "/api/documents/:id",
  params: IdParamsSchema,
  response: PublicDocumentSchema,
  what: { params: "Document id" },
});
/** A meeting's record: its agenda items in order, with their pages, motions, votes and continuances. */
export const getDocumentRecord = defineCall({
  ...documentRoutes.getDocumentRecord,
  params: IdParamsSchema,
  response: DocumentRecordSchema,
  what: { params: "Document id" },
});
/** Every agenda item about a place, road, project or name, across meetings, in date order. */
export const documentHistory = defineCall({
  ...documentRoutes.documentHistory,
  query: HistoryQuerySchema,
  response: HistoryResponseSchema,
  what: { query: "History search" },
});
/** The most recent meetings of each body whose minutes the site keeps. */
export const listPastMeetings = defineCall({
  ...documentRoutes.listPastMeetings,
  response: PastMeetingsResponseSchema,
});
/** A public document's PDF (a file), opened in the browser. */
export const documentFile = defineCall({
  method: "GET",
  path: "/api/documents/:id/file",
  params: IdParamsSchema,
  what: { params: "Document id" },
});

/**
 * The admin's documents: all of them without parameters, else the page, order and filters asked
 * for (AdminDocumentsQuerySchema), with the number of matching documents in X-Total-Count.
 */
export const listAdminDocuments = defineCall({
  method: "GET",
  path: "/api/admin/documents",
  query: AdminDocumentsQuerySchema,
  response: z.array(AdminDocumentSchema),
  what: { query: "Document list" },
});
/** A multipart upload (the file and the fields of UploadFieldsSchema), validated by the route. */
export const uploadDocument = defineCall({
  method: "POST",
  path: "/api/admin/documents",
  response: z.object({ message: z.string(), document: AdminDocumentSchema }),
});
export const getAdminDocument = defineCall({
  method: "GET",
  path: "/api/admin/documents/:id",
  params: IdParamsSchema,
  response: AdminDocumentSchema,
  what: { params: "Document id" },
});
export const updateDocument = defineCall({
  method: "PATCH",
  path: "/api/admin/documents/:id",
  params: IdParamsSchema,
  body: DocumentPatchSchema,
  response: AdminDocumentSchema,
  what: { params: "Document id", body: "Document change" },
});
export const deleteDocument = defineCall({
  method: "DELETE",
  path: "/api/admin/documents/:id",
  params: IdParamsSchema,
  response: z.object({ message: z.string(), id: z.number() }),
  what: { params: "Document id" },
});
/** Queues a document whose processing failed again. */
export const reprocessDocument = defineCall({
  method: "POST",
  path: "/api/admin/documents/:id/reprocess",
  params: IdParamsSchema,
  response: z.object({ message: z.string(), document: AdminDocumentSchema }),
  what: { params: "Document id" },
});
/**
 * Replaces a document's PDF (multipart, the file alone, checked as an upload), keeping its id,
 * title, body, meeting date, active flag and official assignments; its text is indexed again.
 */
export const replaceDocumentFile = defineCall({
  method: "PUT",
  path: "/api/admin/documents/:id/file",
  params: IdParamsSchema,
  response: z.object({ message: z.string(), document: AdminDocumentSchema }),
  what: { params: "Document id" },
});
export const listOfficialAssignments = defineCall({
  method: "GET",
  path: "/api/admin/official-documents",
  response: z.array(OfficialDocumentInfoSchema),
});
export const assignOfficialDocument = defineCall({
  method: "PUT",
  path: "/api/admin/official-documents/:key",
  params: OfficialKeyParamsSchema,
  body: OfficialAssignSchema,
  response: OfficialDocumentInfoSchema,
  what: { params: "Official document", body: "Assignment" },
});
