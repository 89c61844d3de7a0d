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
import { createPageReader } from "./ocr.mjs";
import { endsLikePdf, watchPdfWarnings, withTrailer } from "./pdf-repair.mjs";

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve("pdfjs-dist/package.json"));
const standardFontDataUrl = pathToFileURL(path.join(pdfjsDir, "standard_fonts") + path.sep).href;
/** JBIG2 and other image decoders of scanned pages run as WebAssembly from the package. */
const wasmUrl = pathToFileURL(path.join(pdfjsDir, "wasm") + path.sep).href;

/** A page with fewer letters than this of its own is read as an image (OCR). */
const OCR_BELOW_LETTERS = 30;
/** Pages recognised with a mean confidence under this (0-100) are reported as low confidence. */
const LOW_CONFIDENCE = 70;

/** @type {ReturnType<typeof createPageReader> | null} */
let reader = null;

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

/** @param {string} text */
const letterCount = (text) => text.replace(/[^\p{L}]/gu, "").length;

/**
 * @param {Uint8Array} data
 * @param {number} maxImageSize images of more pixels are not decoded (a bomb of a few bytes could ask for gigabytes)
 */
const open = (data, maxImageSize) =>
  getDocument({
    data,
    isEvalSupported: false,
    maxImageSize,
    standardFontDataUrl,
    wasmUrl,
    useSystemFonts: false,
    disableFontFace: true,
    // Warnings are how pdf.js tells what it repaired: watchPdfWarnings() reads them, none is printed.
    verbosity: 1,
  });

/**
 * @param {{ id: number; bytes: ArrayBuffer; maxPages: number; ocr: boolean; maxOcrPages: number; maxImageSize: number }} req
 * @param {(p: { stage: "extracting" | "recognising"; page: number; pages: number }) => void} progress
 */
async function extract(req, progress) {
  const bytes = new Uint8Array(req.bytes);
  const cutOff = !endsLikePdf(bytes);
  const warnings = watchPdfWarnings();
  let task = open(bytes.slice(), req.maxImageSize);
  let given = false;
  try {
    /** @type {Awaited<typeof task.promise>} */
    let doc;
    try {
      doc = await task.promise;
    } catch (err) {
      // A file cut off before its end has lost its trailer, where a reader finds the pages: given
      // one back, the pages that arrived can be read.
      const ended = cutOff && err?.name === "InvalidPDFException" ? withTrailer(bytes) : null;
      if (!ended) throw err;
      await task.destroy().catch(() => {});
      task = open(ended, req.maxImageSize);
      doc = await task.promise;
      given = true;
    }
    const found = doc.numPages;
    if (found > req.maxPages) {
      return { id: req.id, ok: false, kind: "too_many_pages", pageCount: found };
    }
    // Pages the file declares beyond those found are counted, unread (an absurd count is not believed).
    const declared = warnings.declaredPages;
    const pageCount = declared && declared > found && declared <= req.maxPages ? declared : found;
    const damage = cutOff ? "cut-off" : given || warnings.rebuilt ? "repaired" : null;
    const pages = [];
    /** @type {number[]} */
    const ocrPages = [];
    /** @type {number[]} */
    const lowConfidencePages = [];
    /** Scanned pages past the OCR cap, left unread. @type {number[]} */
    const ocrSkipped = [];
    let ocrTried = 0;
    let unreadable = pageCount - found;
    for (let n = 1; n <= found; n++) {
      progress({ stage: "extracting", page: n, pages: pageCount });
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
        let text = pageText(items);
        if (req.ocr && letterCount(text) < OCR_BELOW_LETTERS && ocrTried >= req.maxOcrPages) {
          ocrSkipped.push(n);
        } else if (req.ocr && letterCount(text) < OCR_BELOW_LETTERS) {
          ocrTried++;
          progress({ stage: "recognising", page: n, pages: pageCount });
          reader ??= createPageReader();
          const read = await reader.read(page);
          if (read && letterCount(read.text) > letterCount(text)) {
            text = read.text;
            ocrPages.push(n);
            if (read.confidence < LOW_CONFIDENCE) lowConfidencePages.push(n);
          }
        }
        pages.push(text);
        page.cleanup();
      } catch {
        // One unreadable page does not lose the others.
        unreadable++;
        pages.push("");
      }
    }
    for (let n = found + 1; n <= pageCount; n++) pages.push("");
    return { id: req.id, ok: true, pageCount, pages, ocrPages, lowConfidencePages, ocrSkipped, unreadable, damage };
  } catch (err) {
    const name = err?.name ?? "";
    if (name === "PasswordException") return { id: req.id, ok: false, kind: "encrypted" };
    if (name === "InvalidPDFException" || name === "MissingPDFException" || name === "FormatError") {
      return { id: req.id, ok: false, kind: "damaged" };
    }
    return { id: req.id, ok: false, kind: "damaged", detail: String(err?.message ?? err).slice(0, 200) };
  } finally {
    warnings.stop();
    await task.destroy().catch(() => {});
  }
}

parentPort?.on("message", (req) => {
  const progress = (/** @type {object} */ p) => parentPort?.postMessage({ id: req.id, progress: p });
  void extract(req, progress).then((res) => parentPort?.postMessage(res));
});
