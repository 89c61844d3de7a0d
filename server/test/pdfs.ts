import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createCanvas } from "@napi-rs/canvas";
import PDFDocument from "pdfkit";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A PDF drawn by `draw` on a new pdfkit document, as bytes. */
function pdfBytes(draw: (doc: PDFKit.PDFDocument) => void, opts: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, ...opts });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    draw(doc);
    doc.end();
  });
}

const writeParagraphs = (doc: PDFKit.PDFDocument, paragraphs: string[]) => {
  for (const p of paragraphs) doc.font("Helvetica").fontSize(11).text(p).moveDown();
};

/** Small PDF makers for tests and scripts: text pages, encrypted, image-only, scanned, many pages. */
export function makePdf(pages: string[][], opts: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return pdfBytes((doc) => {
    for (const paragraphs of pages) {
      doc.addPage();
      writeParagraphs(doc, paragraphs);
    }
  }, opts);
}

/** A PDF whose pages hold only drawings (what a scan looks like to text extraction). */
export function makeImageOnlyPdf(pageCount = 2): Promise<Buffer> {
  return pdfBytes((doc) => {
    for (let i = 0; i < pageCount; i++) {
      doc.addPage();
      for (let j = 0; j < 40; j++)
        doc.rect(60 + (j % 8) * 60, 80 + Math.floor(j / 8) * 90, 50, 70).fill(j % 2 ? "#333333" : "#999999");
    }
  });
}

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
const standardFontDataUrl = pathToFileURL(path.join(pdfjsDir, "standard_fonts") + path.sep).href;

/** Renders each page of a PDF to a PNG image at the given resolution. */
async function renderPages(pdf: Buffer, dpi: number): Promise<Buffer[]> {
  const task = getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, standardFontDataUrl, verbosity: 0 });
  try {
    const doc = await task.promise;
    const out: Buffer[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const ctx = canvas.getContext("2d");
      ctx.fillStyle = "#ffffff";
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      // @ts-expect-error @napi-rs/canvas stands in for the DOM canvas pdf.js draws on.
      await page.render({ canvasContext: ctx, viewport }).promise;
      out.push(await canvas.encode("png"));
    }
    return out;
  } finally {
    await task.destroy();
  }
}

/**
 * A scanned document: each page of text is rendered to an image and the PDF holds only the
 * images, as a scanner makes it. Pages whose index is in `typed` keep their text instead (a mixed
 * document).
 */
export async function makeScannedPdf(pages: string[][], typed: number[] = []): Promise<Buffer> {
  const images = await renderPages(await makePdf(pages), 150);
  return pdfBytes((doc) =>
    pages.forEach((paragraphs, i) => {
      doc.addPage();
      if (typed.includes(i)) writeParagraphs(doc, paragraphs);
      else doc.image(images[i]!, 0, 0, { width: doc.page.width, height: doc.page.height });
    }),
  );
}

export const makeEncryptedPdf = () =>
  makePdf([["Confidential minutes"]], { userPassword: "open-sesame", ownerPassword: "owner-pass" });

/** Multipart body for an upload through app.inject. */
export function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = `----ramona${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/pdf"}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
