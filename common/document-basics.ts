/**
 * What the document pages (the public library, meeting records, histories, past meetings) and the
 * research assistants read before any schema: the bodies and their labels, the outcomes of motions,
 * the pages' addresses and the public calls' routes. Free of validation code, so a page can name and
 * show its data without loading it; `documents.ts`, `document-records.ts` and `documents.api.ts`
 * build on it.
 */

export const DOCUMENT_BODIES = ["rcpg", "design-review"] as const;
export type DocumentBody = (typeof DOCUMENT_BODIES)[number];
export const BODY_LABELS: Record<DocumentBody, string> = {
  rcpg: "Planning Group",
  "design-review": "Design Review Board",
};

/** What a document is: a meeting's minutes, its agenda, or another paper (staff report, plan, guideline). */
export const DOCUMENT_KINDS = ["minutes", "agenda", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const KIND_LABELS: Record<DocumentKind, string> = {
  minutes: "Minutes",
  agenda: "Agenda",
  other: "Other (staff report, plan, guideline)",
};

export const MOTION_OUTCOMES = ["carried", "failed", "continued", "withdrawn", "no action"] as const;
export type MotionOutcome = (typeof MOTION_OUTCOMES)[number];
export const OUTCOME_LABELS: Record<MotionOutcome, string> = {
  carried: "Carried",
  failed: "Failed",
  continued: "Continued",
  withdrawn: "Withdrawn",
  "no action": "No action",
};

/** Where a document's PDF opens, optionally at a page. */
export function documentFileUrl(id: number, page?: number) {
  return `/api/documents/${id}/file${page ? `#page=${page}` : ""}`;
}

/** The page of a meeting's record, optionally at the item that covers a page of the minutes. */
export function documentRecordUrl(id: number, page?: number | null) {
  return `/documents/${id}${page ? `#page-${page}` : ""}`;
}

/** The history page of a place or project. */
export function documentHistoryUrl(q: string, body?: string) {
  const p = new URLSearchParams({ q });
  if (body) p.set("body", body);
  return `/documents/history?${p.toString()}`;
}

/** The public documents' calls as routes: `documents.api.ts` gives each its schemas. */
export const documentRoutes = {
  searchLibrary: { method: "GET", path: "/api/documents" },
  downloadOfficialDocument: { method: "GET", path: "/api/documents/download/:key" },
  getDocumentRecord: { method: "GET", path: "/api/documents/:id/record" },
  documentHistory: { method: "GET", path: "/api/documents/history" },
  listPastMeetings: { method: "GET", path: "/api/documents/meetings" },
} as const;

/** How many documents each research assistant answers from: GET /api/{body}/document-stats. */
export const documentStatsRoutes = Object.fromEntries(
  DOCUMENT_BODIES.map((body) => [body, { method: "GET", path: `/api/${body}/document-stats` }]),
) as Record<DocumentBody, { method: "GET"; path: string }>;
