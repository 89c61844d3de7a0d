import type { FastifyRequest } from "fastify";
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES, singleLine } from "@common/documents";
import { AppError, badRequest } from "../../http/errors";

export type Upload = { bytes: Uint8Array; fileName: string; fields: Record<string, string> };

const FIELDS = new Set(["title", "meetingDate", "body", "kind"]);

/**
 * Reads a multipart upload: the PDF in `file` (at most 10 MB; a larger file is read to its end and
 * refused with 413, so the client sees the answer rather than a broken connection) and text fields.
 */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) {
    throw new AppError("unsupported_type", 'Send the upload as multipart/form-data with the PDF in a "file" field');
  }
  const fields: Record<string, string> = {};
  let file: { bytes: Uint8Array; fileName: string } | null = null;
  let tooLarge = false;
  try {
    for await (const part of req.parts({
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_UPLOAD_BYTES },
    } as Parameters<FastifyRequest["parts"]>[0])) {
      if (part.type === "file") {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) if (!tooLarge) chunks.push(chunk as Buffer);
        if (part.file.truncated) tooLarge = true;
        if (part.fieldname === "file" && !file)
          file = { bytes: Buffer.concat(chunks), fileName: singleLine(part.filename ?? "") || "document.pdf" };
      } else if (FIELDS.has(part.fieldname)) {
        if (typeof part.value !== "string") throw badRequest(`Upload is invalid: ${part.fieldname} must be text`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("too_large", DOCUMENT_MESSAGES.tooLarge);
    if (code === "FST_FILES_LIMIT") throw badRequest("Upload one file at a time");
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw badRequest("The upload has too many fields");
    throw badRequest(`The upload could not be read: ${(err as Error).message}`);
  }
  if (tooLarge) throw new AppError("too_large", DOCUMENT_MESSAGES.tooLarge);
  if (!file) throw badRequest(DOCUMENT_MESSAGES.noFile);
  return { ...file, fields };
}
