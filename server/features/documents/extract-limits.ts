/**
 * The limits of reading one PDF (docs/security.md, Limits): what a hostile or absurd file may cost.
 * The environment may change the last three (server/config.ts).
 */

/** How long a document may go without finishing a page (milliseconds). */
export const DEFAULT_EXTRACT_TIMEOUT_MS = 60_000;
/** Pages a PDF may have. */
export const DEFAULT_MAX_PAGES = 2_000;
/** How long reading one document may take in all, OCR included (EXTRACT_DOCUMENT_TIMEOUT_SECONDS). */
export const DEFAULT_DOCUMENT_TIMEOUT_MS = 15 * 60_000;
/** Scanned pages read by OCR in one document; those past it are left unread, and the document says so (OCR_MAX_PAGES). */
export const DEFAULT_MAX_OCR_PAGES = 100;
/** The largest image pdf.js decodes, in pixels (width × height), about a letter page scanned at 800 dpi (PDF_MAX_IMAGE_PIXELS). */
export const DEFAULT_MAX_IMAGE_PIXELS = 60_000_000;

/** The limits the environment may set. */
export type ExtractionLimits = { documentTimeoutMs: number; maxOcrPages: number; maxImageSize: number };

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  documentTimeoutMs: DEFAULT_DOCUMENT_TIMEOUT_MS,
  maxOcrPages: DEFAULT_MAX_OCR_PAGES,
  maxImageSize: DEFAULT_MAX_IMAGE_PIXELS,
};
