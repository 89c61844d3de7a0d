import { documentFileUrl, type AdminDocument, type OfficialDocumentKey, type PublicDocument } from "@common/documents";
import type { DocumentRow } from "./service";

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function presentAdminDocument(r: DocumentRow & { officialKeys?: OfficialDocumentKey[] }): AdminDocument {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
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
  };
}

export function presentPublicDocument(r: DocumentRow): PublicDocument {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    meetingDate: r.meetingDate ?? null,
    uploadDate: iso(r.uploadDate),
    pageCount: r.pageCount ?? null,
    isSample: r.isSample,
    fileUrl: documentFileUrl(r.id),
  };
}
