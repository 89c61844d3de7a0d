import { z } from "zod";
import { DOCUMENT_BODIES, DOCUMENT_KINDS } from "./document-basics";
import { idNumber, isoDate, singleLine } from "./text-fields";

export { singleLine };
export {
  BODY_LABELS,
  DOCUMENT_BODIES,
  DOCUMENT_KINDS,
  KIND_LABELS,
  documentFileUrl,
  type DocumentBody,
  type DocumentKind,
} from "./document-basics";

/** Documents: the bodies they belong to, upload rules, official documents and the public library. */

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
  scanned: "No readable text: the pages are images in which no text could be recognised",
  timeout: "Text extraction took too long and was stopped",
  downloadUnavailable: "This document is not currently available for download.",
  notFailed: "Only a document whose processing failed can be processed again",
  stillProcessing: "This document is still being processed: replace its file once it is indexed or has failed",
  reprocessed: "Document queued to be processed again",
  replaced: "File replaced; the new file is being processed",
  interrupted: "The server reading this document stopped several times while reading it: it was set aside",
} as const;

/** A PDF starts with `%PDF-` within its first kilobyte (some writers put junk before it). */
export const PDF_MAGIC = "%PDF-";
export const PDF_HEAD_BYTES = 1024;

/** Why a file cannot be uploaded, checked on both sides (the browser before sending, the server on receipt). */
export type UploadProblem = "empty" | "tooLarge" | "notPdf";

/** `head` is the file's first PDF_HEAD_BYTES bytes read as Latin-1 text. */
export function uploadProblem(byteSize: number, head: string): UploadProblem | null {
  if (byteSize === 0) return "empty";
  if (byteSize > MAX_UPLOAD_BYTES) return "tooLarge";
  if (!head.slice(0, PDF_HEAD_BYTES).includes(PDF_MAGIC)) return "notPdf";
  return null;
}

export const DocumentBodySchema = z.enum(DOCUMENT_BODIES, { message: 'must be "rcpg" or "design-review"' });
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS, { message: 'must be "minutes", "agenda" or "other"' });

const titleSchema = z
  .string()
  .transform(singleLine)
  .pipe(z.string().max(MAX_TITLE_LENGTH, `must be at most ${MAX_TITLE_LENGTH} characters`));

/** The text fields of an upload (multipart): all optional, blank means not given. */
export const UploadFieldsSchema = z.object({
  title: titleSchema.optional(),
  meetingDate: z.union([z.literal(""), isoDate]).optional(),
  body: z.union([z.literal(""), DocumentBodySchema]).optional(),
  /** Blank: the reader suggests the kind from the text. */
  kind: z.union([z.literal(""), DocumentKindSchema]).optional(),
});
export type UploadFields = z.infer<typeof UploadFieldsSchema>;

export const DocumentPatchSchema = z
  .object({
    title: titleSchema.pipe(z.string().min(1, "must not be empty")).optional(),
    meetingDate: isoDate.nullable().optional(),
    body: DocumentBodySchema.optional(),
    kind: DocumentKindSchema.optional(),
    isActive: z.boolean({ message: "must be true or false" }).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "give at least one of title, meetingDate, body, kind, isActive");
export type DocumentPatch = z.infer<typeof DocumentPatchSchema>;

export const OfficialKeyParamsSchema = z.object({
  key: z.enum(OFFICIAL_DOCUMENT_KEYS, {
    message: "must be one of community-plan, land-use-map, member-roster, fact-sheet",
  }),
});
export const OfficialAssignSchema = z.object({ documentId: idNumber("must be a document number").nullable() }).strict();

export const LibraryQuerySchema = z.object({
  // Control characters (a NUL cannot reach PostgreSQL) read as spaces.
  q: z
    .string({ message: "must be text" })
    .transform(singleLine)
    .pipe(z.string().max(300, "must be at most 300 characters"))
    .optional(),
  body: z.union([z.literal(""), DocumentBodySchema]).optional(),
  year: z.union([z.literal(""), z.string().regex(/^(19|20)\d{2}$/, "must be a year such as 2019")]).optional(),
  page: z.union([z.literal(""), z.string().regex(/^[1-9]\d{0,3}$/, "must be a page number")]).optional(),
});

/** The orders of the admin documents table; nulls (documents without a meeting date) come last. */
export const ADMIN_DOCUMENT_SORTS = ["meetingDate", "uploadDate", "title", "status"] as const;
export type AdminDocumentSort = (typeof ADMIN_DOCUMENT_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The page sizes the admin table offers; the API takes any limit from 1 to the largest. */
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_MAX_OFFSET = 1_000_000;

const wholeNumber = (min: number, max: number) =>
  z
    .string({ message: "must be a whole number" })
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().min(min, `must be ${min} to ${max}`).max(max, `must be ${min} to ${max}`));
const unsetWhenBlank = z.literal("").transform(() => undefined);

/**
 * The query string of GET /api/admin/documents. Without parameters the answer is every document,
 * newest upload first; `limit` and `offset` ask for a page, `sort` and `order` for an order (by
 * default dates newest first, title and status A to Z), and `q`, `status`, `body` narrow the list.
 * The number of matching documents is in the X-Total-Count header.
 */
export const AdminDocumentsQuerySchema = z.strictObject(
  {
    limit: wholeNumber(1, ADMIN_MAX_PAGE_SIZE).optional(),
    offset: wholeNumber(0, ADMIN_MAX_OFFSET).optional(),
    sort: z.enum(ADMIN_DOCUMENT_SORTS, { message: "must be meetingDate, uploadDate, title or status" }).optional(),
    order: z.enum(SORT_ORDERS, { message: 'must be "asc" or "desc"' }).optional(),
    /** Part of the title, any case; control characters and runs of spaces read as one space. */
    q: z
      .string({ message: "must be text" })
      .transform(singleLine)
      .pipe(z.string().max(MAX_TITLE_LENGTH, `must be at most ${MAX_TITLE_LENGTH} characters`))
      .optional(),
    status: z
      .union([unsetWhenBlank, z.enum(DOCUMENT_STATUSES)], { message: "must be processing, active or failed" })
      .optional(),
    body: z.union([unsetWhenBlank, DocumentBodySchema], { message: 'must be "rcpg" or "design-review"' }).optional(),
  },
  { message: "only limit, offset, sort, order, q, status and body are accepted" },
);
export type AdminDocumentsQuery = z.input<typeof AdminDocumentsQuerySchema>;
export type AdminDocumentsFilter = z.output<typeof AdminDocumentsQuerySchema>;

/** A document as the admin table shows it. */
/** The stages of a document's ingestion, in order. */
export const DOCUMENT_STAGES = ["queued", "extracting", "recognising", "indexing"] as const;
export type DocumentStage = (typeof DOCUMENT_STAGES)[number];
export const DocumentProgressSchema = z.object({
  stage: z.enum(DOCUMENT_STAGES),
  /** The page being read (recognising), from 1, and the document's page count. */
  page: z.number().nullable(),
  pages: z.number().nullable(),
});
export type DocumentProgress = z.infer<typeof DocumentProgressSchema>;

export const AdminDocumentSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.enum(DOCUMENT_BODIES),
  kind: z.enum(DOCUMENT_KINDS),
  /** "given" by an admin, "read" from the text, null when kept from before kinds were read. */
  kindSource: z.enum(["given", "read"]).nullable(),
  meetingDate: z.string().nullable(),
  uploadDate: z.string(),
  isActive: z.boolean(),
  status: z.enum(DOCUMENT_STATUSES),
  failureReason: z.string().nullable(),
  pageCount: z.number().nullable(),
  passageCount: z.number(),
  byteSize: z.number(),
  isSample: z.boolean(),
  officialKeys: z.array(z.enum(OFFICIAL_DOCUMENT_KEYS)),
  /** Where a processing document stands; null once it is indexed or failed. */
  progress: DocumentProgressSchema.nullable(),
  /** Pages read by OCR (scanned pages), and those whose recognition confidence was low. */
  ocrPages: z.number(),
  lowConfidencePages: z.array(z.number()),
  /** Something the admin should know about an indexed document, e.g. pages that could not be read. */
  warning: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;

/** A document as the public library shows it. */
export const PublicDocumentSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.enum(DOCUMENT_BODIES),
  kind: z.enum(DOCUMENT_KINDS),
  meetingDate: z.string().nullable(),
  uploadDate: z.string(),
  pageCount: z.number().nullable(),
  isSample: z.boolean(),
  fileUrl: z.string(),
});
export type PublicDocument = z.infer<typeof PublicDocumentSchema>;

/** A snippet as plain text with the ranges (start, end offsets) that matched the search. */
export const HighlightedSchema = z.object({ text: z.string(), highlights: z.array(z.tuple([z.number(), z.number()])) });
export type Highlighted = z.infer<typeof HighlightedSchema>;

export const LibraryResultSchema = z.object({
  documentId: z.number(),
  title: z.string(),
  body: z.enum(DOCUMENT_BODIES),
  meetingDate: z.string().nullable(),
  page: z.number(),
  snippet: HighlightedSchema,
  isSample: z.boolean(),
  fileUrl: z.string(),
});
export type LibraryResult = z.infer<typeof LibraryResultSchema>;

export const LibraryResponseSchema = z.object({
  query: z.string(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  results: z.array(LibraryResultSchema),
  /** Browsing (no query): the documents, newest first. */
  documents: z.array(PublicDocumentSchema),
  facets: z.object({
    bodies: z.array(z.object({ body: z.enum(DOCUMENT_BODIES), count: z.number() })),
    years: z.array(z.object({ year: z.number(), count: z.number() })),
  }),
  totalDocuments: z.number(),
});
export type LibraryResponse = z.infer<typeof LibraryResponseSchema>;

export const OfficialDocumentInfoSchema = z.object({
  key: z.enum(OFFICIAL_DOCUMENT_KEYS),
  label: z.string(),
  document: z.object({ id: z.number(), title: z.string() }).nullable(),
});
export type OfficialDocumentInfo = z.infer<typeof OfficialDocumentInfoSchema>;

/** How many documents an assistant answers from (document 001: Document stats). */
export const DocumentStatsSchema = z.object({ totalDocuments: z.number() });
export type DocumentStats = z.infer<typeof DocumentStatsSchema>;
