import { MAX_UPLOAD_BYTES, DOCUMENT_MESSAGES, type AdminDocument } from "@common/documents";
import { uploadDocument as uploadCall } from "@common/documents.api";
import { adminFailure, adminHeaders } from "@web/lib/admin-session";
import { ApiError } from "@web/lib/request";
import { REQUEST_TIMEOUT_MS } from "@common/http";

export type UploadInput = { file: File; title: string; meetingDate: string; body: string };

/**
 * Sends an upload with XMLHttpRequest so that its progress can be shown; errors are ApiErrors
 * (the documented "status: text" message) like every other call.
 */
export function uploadDocument(input: UploadInput, onProgress: (fraction: number) => void): Promise<AdminDocument> {
  if (input.file.size > MAX_UPLOAD_BYTES) {
    const body = JSON.stringify({ error: DOCUMENT_MESSAGES.tooLarge });
    return Promise.reject(new ApiError(413, body, `413: ${body}`));
  }
  const form = new FormData();
  form.append("title", input.title.trim() || input.file.name.replace(/\.pdf$/i, ""));
  if (input.meetingDate) form.append("meetingDate", input.meetingDate);
  form.append("body", input.body);
  form.append("file", input.file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadCall.method, uploadCall.path);
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
