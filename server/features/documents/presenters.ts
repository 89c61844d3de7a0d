import { documentFileUrl, type AdminDocument, type OfficialDocumentKey, type PublicDocument } from "@common/documents";
import type { DocumentRow } from "./service";

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The columns an admin document is made of (a listed row or a whole one), and its official keys. */
export type AdminDocumentRow = Pick<DocumentRow, Exclude<keyof AdminDocument, "officialKeys">> & {
  officialKeys?: OfficialDocumentKey[];
};

export function presentAdminDocument(r: AdminDocumentRow): AdminDocument {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    kind: r.kind,
    kindSource: r.kindSource ?? null,
    meetingDate: r.meetingDate ?? null,
    uploadDate: iso(r.uploadDate),
    isActive: r.isActive,
    status: r.status,
    failureReason: r.failureReason ?? null,
    pageCount: r.pageCount ?? null,
    passageCount: r.passageCount,
    byteSize: r.byteSize,
    isSample: r.isSample,
    officialKeys: r.officialKeys ?? [],
    progress: r.status === "processing" ? (r.progress ?? { stage: "queued", page: null, pages: null }) : null,
    ocrPages: r.ocrPages,
    lowConfidencePages: r.lowConfidencePages ?? [],
    warning: r.warning ?? null,
  };
}

export function presentPublicDocument(r: DocumentRow): PublicDocument {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    kind: r.kind,
    meetingDate: r.meetingDate ?? null,
    uploadDate: iso(r.uploadDate),
    pageCount: r.pageCount ?? null,
    isSample: r.isSample,
    fileUrl: documentFileUrl(r.id),
  };
}
