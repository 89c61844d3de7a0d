/**
 * Plain JavaScript so that it loads in a worker thread under any runner (tsx, vitest, node).
 * Runs in a worker thread: reads a PDF with pdf.js and returns each page's text, with blank lines
 * between paragraphs. The main thread never parses PDFs, so a hostile file cannot block it.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve("pdfjs-dist/package.json"));
const standardFontDataUrl = pathToFileURL(path.join(pdfjsDir, "standard_fonts") + path.sep).href;

/** @typedef {{ str: string; hasEOL: boolean; y: number; h: number }} Item */

/** Joins text items into lines, and lines into paragraphs separated by a blank line. */
/** @param {Item[]} items */
function pageText(items) {
  /** @type {Array<{ text: string; y: number; h: number }>} */
  const lines = [];
  let cur = "";
  let y = Number.NaN;
  let h = 0;
  const flush = () => {
    const t = cur.replace(/\s+/g, " ").trim();
    if (t) lines.push({ text: t, y, h });
    cur = "";
    y = Number.NaN;
    h = 0;
  };
  for (const it of items) {
    if (Number.isNaN(y) && it.str.trim()) {
      y = it.y;
      h = it.h;
    } else if (!Number.isNaN(y) && it.str.trim() && Math.abs(it.y - y) > Math.max(it.h, h, 1) * 0.9) {
      flush();
      y = it.y;
      h = it.h;
    }
    cur += it.str;
    h = Math.max(h, it.h);
    if (it.hasEOL) flush();
  }
  flush();
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const prev = lines[i - 1];
    if (prev) {
      const gap = Math.abs(prev.y - line.y);
      const lh = Math.max(prev.h, line.h, 1);
      out.push(gap > lh * 1.75 || line.y > prev.y + lh ? "\n\n" : "\n");
    }
    out.push(line.text);
  }
  return out.join("");
}

/** @param {{ id: number; bytes: ArrayBuffer; maxPages: number }} req */
async function extract(req) {
  const task = getDocument({
    data: new Uint8Array(req.bytes),
    isEvalSupported: false,
    standardFontDataUrl,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pageCount = doc.numPages;
    if (pageCount > req.maxPages) {
      return { id: req.id, ok: false, kind: "too_many_pages", pageCount };
    }
    const pages = [];
    for (let n = 1; n <= pageCount; n++) {
      try {
        const page = await doc.getPage(n);
        const content = await page.getTextContent();
        /** @type {Item[]} */
        const items = [];
        for (const raw of content.items) {
          if (!("str" in raw)) continue;
          items.push({
            str: raw.str,
            hasEOL: raw.hasEOL,
            y: raw.transform[5] ?? 0,
            h: Math.abs(raw.height || raw.transform[3] || 0),
          });
        }
        pages.push(pageText(items));
        page.cleanup();
      } catch {
        // One unreadable page does not lose the others.
        pages.push("");
      }
    }
    return { id: req.id, ok: true, pageCount, pages };
  } catch (err) {
    const name = err?.name ?? "";
    if (name === "PasswordException") return { id: req.id, ok: false, kind: "encrypted" };
    if (name === "InvalidPDFException" || name === "MissingPDFException" || name === "FormatError") {
      return { id: req.id, ok: false, kind: "damaged" };
    }
    return { id: req.id, ok: false, kind: "damaged", detail: String(err?.message ?? err).slice(0, 200) };
  } finally {
    await task.destroy().catch(() => {});
  }
}

parentPort?.on("message", (req) => {
  void extract(req).then((res) => parentPort?.postMessage(res));
});
