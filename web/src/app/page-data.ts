/**
 * The data a page rendered on demand was rendered with (server/http/web.ts puts it in the page as
 * JSON): the data client takes it over when it is created, before hydration, so that the first
 * render matches the markup.
 */
export const PAGE_DATA_ID = "page-data";

let taken = false;

/** The page's data, once. */
export function takePageData(): unknown {
  if (taken || typeof document === "undefined") return null;
  taken = true;
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** JSON that is safe inside a <script> element: no "<", ">", "&" or line separators as such. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
