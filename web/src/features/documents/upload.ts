import { DOCUMENT_MESSAGES, PDF_HEAD_BYTES, uploadProblem, type AdminDocument } from "@common/documents";
import { replaceDocumentFile as replaceCall, uploadDocument as uploadCall } from "@common/documents.api";
import { adminFailure, adminHeaders } from "@web/lib/admin-session";
import { callUrl } from "@web/lib/api-client";
import { ApiError } from "@web/lib/request";
import { REQUEST_TIMEOUT_MS } from "@common/http";

/** Sending PDFs: a new upload, or a document's replacement file, with their progress. */

/**
 * Why the server would refuse this file (empty, too large, not a PDF), read before sending it: the
 * same rule and message as the server's, so a bad file is refused at once and costs no upload.
 */
export async function fileProblem(file: File): Promise<string | null> {
  const head = file.size > 0 ? new Uint8Array(await file.slice(0, PDF_HEAD_BYTES).arrayBuffer()) : new Uint8Array();
  const problem = uploadProblem(file.size, String.fromCharCode(...head));
  return problem ? DOCUMENT_MESSAGES[problem] : null;
}

/**
 * Sends a multipart form with XMLHttpRequest so that its progress can be shown; errors are ApiErrors
 * (the documented "status: text" message) like every other call.
 */
function sendForm(
  call: { method: string },
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<AdminDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, url);
    xhr.withCredentials = true;
    // An upload of 10 MB on a slow line needs longer than ordinary calls.
    xhr.timeout = REQUEST_TIMEOUT_MS * 4;
    for (const [name, value] of Object.entries(adminHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve(uploadCall.response.parse(JSON.parse(xhr.responseText)).document);
        } catch {
          reject(new Error("The server's answer could not be read"));
        }
      } else {
        const text = xhr.responseText || xhr.statusText;
        reject(adminFailure(new ApiError(xhr.status, text, `${xhr.status}: ${text}`)));
      }
    };
    xhr.onerror = () =>
      reject(new Error("The upload could not reach the server. Please check the connection and try again."));
    xhr.ontimeout = () => reject(new Error("The upload timed out. Please try again."));
    xhr.send(form);
  });
}

export type UploadInput = { file: File; title: string; meetingDate: string; body: string; kind?: string };

/** A new document: its file, title (the file name when blank), optional meeting date and body. */
export function uploadDocument(input: UploadInput, onProgress: (fraction: number) => void): Promise<AdminDocument> {
  const form = new FormData();
  form.append("title", input.title.trim() || input.file.name.replace(/\.pdf$/i, ""));
  if (input.meetingDate) form.append("meetingDate", input.meetingDate);
  form.append("body", input.body);
  if (input.kind) form.append("kind", input.kind);
  form.append("file", input.file);
  return sendForm(uploadCall, callUrl(uploadCall), form, onProgress);
}

/** A document's new file; the document keeps everything else. */
export function replaceFile(id: number, file: File, onProgress: (fraction: number) => void = () => {}) {
  const form = new FormData();
  form.append("file", file);
  return sendForm(replaceCall, callUrl(replaceCall, { params: { id } }), form, onProgress);
}
