/**
 * Plain JavaScript so that it loads in the extraction worker thread under any runner.
 * Reads a scanned page: pdf.js renders it to an image (@napi-rs/canvas), Tesseract recognises
 * the text with the English data installed from npm (@tesseract.js-data/eng), never downloaded.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { createWorker } from "tesseract.js";

const require = createRequire(import.meta.url);
const langPath = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/** Pages are rendered at 200 dpi (PDF units are 1/72 inch), at most this many pixels a side. */
const DPI = 200;
const MAX_SIDE = 4200;
/** A rendered page with less dark ink than this share of its area is blank: nothing to recognise. */
const BLANK_INK = 0.002;

/** @param {import("@napi-rs/canvas").Canvas} canvas */
function inkShare(canvas) {
  const w = Math.max(1, Math.round(canvas.width / 4));
  const h = Math.max(1, Math.round(canvas.height / 4));
  const small = createCanvas(w, h);
  const ctx = small.getContext("2d");
  ctx.drawImage(canvas, 0, 0, w, h);
  const data = ctx.getImageData(0, 0, w, h).data;
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] * 0.299 + data[i + 1] * 0.587 + data[i + 2] * 0.114 < 200) dark++;
  }
  return dark / (w * h);
}

/** Joins Tesseract's lines into the extractor's page text: lines, and blank lines between blocks. */
/** @param {string} text */
function tidy(text) {
  return text
    .split(/\n{2,}/)
    .map((block) =>
      block
        .split("\n")
        .map((l) => l.replace(/\s+/g, " ").trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean)
    .join("\n\n");
}

/**
 * One Tesseract worker, started on the first scanned page and kept for the next ones.
 * `read` answers the page's text and mean confidence (0-100), or null for a blank page.
 */
export function createPageReader() {
  /** @type {Promise<import("tesseract.js").Worker> | null} */
  let worker = null;
  return {
    /** @param {import("pdfjs-dist").PDFPageProxy} page */
    async read(page) {
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(DPI / 72, MAX_SIDE / Math.max(base.width, base.height, 1));
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
      const ctx = canvas.getContext("2d");
      ctx.fillStyle = "#ffffff";
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      // @ts-expect-error @napi-rs/canvas stands in for the DOM canvas pdf.js draws on.
      await page.render({ canvasContext: ctx, viewport }).promise;
      if (inkShare(canvas) < BLANK_INK) return null;
      const png = await canvas.encode("png");
      worker ??= createWorker("eng", 1, { langPath, cacheMethod: "none", gzip: true });
      const { data } = await (await worker).recognize(png);
      return { text: tidy(data.text ?? ""), confidence: data.confidence ?? 0 };
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await (await w).terminate();
    },
  };
}
