import { z } from "zod";

/** Documents: the bodies they belong to, upload rules, official documents and the public library. */

export const DOCUMENT_BODIES = ["rcpg", "design-review"] as const;
export type DocumentBody = (typeof DOCUMENT_BODIES)[number];
export const BODY_LABELS: Record<DocumentBody, string> = {
  rcpg: "Planning Group",
  "design-review": "Design Review Board",
};

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = "10MB";
export const MAX_TITLE_LENGTH = 200;

export const OFFICIAL_DOCUMENT_KEYS = ["community-plan", "land-use-map", "member-roster", "fact-sheet"] as const;
export type OfficialDocumentKey = (typeof OFFICIAL_DOCUMENT_KEYS)[number];
export const OFFICIAL_DOCUMENT_LABELS: Record<OfficialDocumentKey, string> = {
  "community-plan": "Community Plan (2011)",
  "land-use-map": "Land Use Map",
  "member-roster": "Member Roster (2025)",
  "fact-sheet": "Fact Sheet",
};

export const DOCUMENT_STATUSES = ["processing", "active", "failed"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Messages of the upload rules and the extraction outcomes (shown to admins as they are). */
export const DOCUMENT_MESSAGES = {
  selectFile: "Please select a PDF file",
  uploaded: "Document uploaded successfully",
  uploadFailed: "Upload failed",
  deleted: "Document deleted successfully",
  deleteFailed: "Failed to delete document",
  fetchFailed: "Failed to fetch documents",
  noFile: 'No file was received: attach a PDF in the "file" field',
  empty: "The file is empty (0 bytes)",
  tooLarge: "The file is larger than the 10MB limit",
  notPdf: "Only PDF files are accepted: this file is not a PDF",
  encrypted: "The PDF is password-protected",
  damaged: "The file is damaged or not a valid PDF",
  scanned: "No extractable text: the PDF appears to be scanned images",
  timeout: "Text extraction took too long and was stopped",
  downloadUnavailable: "This document is not currently available for download.",
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "is not a real calendar date");

export const DocumentBodySchema = z.enum(DOCUMENT_BODIES, { message: 'must be "rcpg" or "design-review"' });

const titleSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, " ").trim())
  .pipe(z.string().max(MAX_TITLE_LENGTH, `must be at most ${MAX_TITLE_LENGTH} characters`));

/** The text fields of an upload (multipart): all optional, blank means not given. */
export const UploadFieldsSchema = z.object({
  title: titleSchema.optional(),
  meetingDate: z.union([z.literal(""), isoDate]).optional(),
  body: z.union([z.literal(""), DocumentBodySchema]).optional(),
});
export type UploadFields = z.infer<typeof UploadFieldsSchema>;

export const DocumentPatchSchema = z
  .object({
    title: titleSchema.pipe(z.string().min(1, "must not be empty")).optional(),
    meetingDate: isoDate.nullable().optional(),
    body: DocumentBodySchema.optional(),
    isActive: z.boolean({ message: "must be true or false" }).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "give at least one of title, meetingDate, body, isActive");
export type DocumentPatch = z.infer<typeof DocumentPatchSchema>;

export const DocumentIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "must be a document number")
    .transform(Number),
});

export const OfficialKeyParamsSchema = z.object({
  key: z.enum(OFFICIAL_DOCUMENT_KEYS, {
    message: "must be one of community-plan, land-use-map, member-roster, fact-sheet",
  }),
});
export const OfficialAssignSchema = z
  .object({ documentId: z.number({ message: "must be a document number" }).int().positive().nullable() })
  .strict();

export const LibraryQuerySchema = z.object({
  q: z.string().max(300, "must be at most 300 characters").optional(),
  body: z.union([z.literal(""), DocumentBodySchema]).optional(),
  year: z.union([z.literal(""), z.string().regex(/^(19|20)\d{2}$/, "must be a year such as 2019")]).optional(),
  page: z.union([z.literal(""), z.string().regex(/^[1-9]\d{0,3}$/, "must be a page number")]).optional(),
});

/** A document as the admin table shows it. */
export type AdminDocument = {
  id: number;
  title: string;
  body: DocumentBody;
  meetingDate: string | null;
  uploadDate: string;
  isActive: boolean;
  status: DocumentStatus;
  failureReason: string | null;
  pageCount: number | null;
  passageCount: number;
  byteSize: number;
  isSample: boolean;
  officialKeys: OfficialDocumentKey[];
};

/** A document as the public library shows it. */
export type PublicDocument = {
  id: number;
  title: string;
  body: DocumentBody;
  meetingDate: string | null;
  uploadDate: string;
  pageCount: number | null;
  isSample: boolean;
  fileUrl: string;
};

/** A snippet as plain text with the ranges (start, end offsets) that matched the search. */
export type Highlighted = { text: string; highlights: Array<[number, number]> };

export type LibraryResult = {
  documentId: number;
  title: string;
  body: DocumentBody;
  meetingDate: string | null;
  page: number;
  snippet: Highlighted;
  isSample: boolean;
  fileUrl: string;
};

export type LibraryResponse = {
  query: string;
  total: number;
  page: number;
  pageSize: number;
  results: LibraryResult[];
  /** Browsing (no query): the documents, newest first. */
  documents: PublicDocument[];
  facets: {
    bodies: Array<{ body: DocumentBody; count: number }>;
    years: Array<{ year: number; count: number }>;
  };
  totalDocuments: number;
};

export type OfficialDocumentInfo = {
  key: OfficialDocumentKey;
  label: string;
  document: { id: number; title: string } | null;
};

/** Where a document's PDF opens, optionally at a page. */
export function documentFileUrl(id: number, page?: number) {
  return `/api/documents/${id}/file${page ? `#page=${page}` : ""}`;
}
