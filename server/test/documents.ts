import type { TestApp } from "./harness";
import { bearer } from "./accounts";
import { multipart } from "./pdfs";

/** Uploads a file through the API as an admin. */
export function upload(
  t: TestApp,
  token: string,
  file: { name: string; data: Buffer },
  fields: Record<string, string> = {},
) {
  const m = multipart(fields, file);
  return t.request({
    method: "POST",
    url: "/api/admin/documents",
    headers: { ...m.headers, ...bearer(token) },
    payload: m.payload,
  });
}

/** Polls a document until it leaves processing. */
export async function waitForDocument(t: TestApp, token: string, id: number, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.request({ method: "GET", url: `/api/admin/documents/${id}`, headers: bearer(token) });
    if (res.status !== 200) throw new Error(`document ${id}: ${res.status} ${res.raw}`);
    if (res.body.status !== "processing") return res.body;
    if (Date.now() > end) throw new Error(`document ${id} still processing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
