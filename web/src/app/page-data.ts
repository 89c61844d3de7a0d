/**
 * The data a page rendered on demand was rendered with (server/http/web.ts puts it in the page as
 * JSON): the data client takes it over before hydration, so the first render matches the markup.
 */
let pending: unknown = null;

export const PAGE_DATA_ID = "page-data";

/** Reads the page's data once, before hydration. */
export function readPageData() {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return;
  try {
    pending = JSON.parse(text);
  } catch {
    pending = null;
  }
}

/** The page's data, once: the data client seeds itself with it when it is created. */
export function takePageData(): unknown {
  const data = pending;
  pending = null;
  return data;
}

/** JSON that is safe inside a <script> element: no "<", ">", "&" or line separators as such. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
