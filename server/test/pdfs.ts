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

const pdfString = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A PDF written as many writers lay one out: the catalog and the page tree first, then each page
 * with its text, then the cross-reference table and the trailer at the end. `pageEnds[i]` is the
 * byte offset just after page i + 1, where a cut leaves the first i + 1 pages whole. `count`
 * overrides the page count the page tree declares.
 */
export function makePagesFirstPdf(
  pages: string[][],
  opts: { count?: number } = {},
): { bytes: Buffer; pageEnds: number[] } {
  const parts: string[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (s: string) => {
    parts.push(s);
    length += Buffer.byteLength(s, "latin1");
  };
  const object = (n: number, body: string) => {
    offsets[n] = length;
    write(`${n} 0 obj\n${body}\nendobj\n`);
  };
  const kids = pages.map((_, i) => `${4 + 2 * i} 0 R`).join(" ");
  write("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, `<< /Type /Pages /Count ${opts.count ?? pages.length} /Kids [${kids}] >>`);
  object(3, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const pageEnds: number[] = [];
  pages.forEach((paragraphs, i) => {
    const page = 4 + 2 * i;
    object(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${page + 1} 0 R >>`,
    );
    const text = paragraphs.map((p, j) => `${j === 0 ? "72 720 Td" : "0 -28 Td"} ${pdfString(p)} Tj`).join("\n");
    const stream = `BT /F1 11 Tf\n${text}\nET`;
    object(page + 1, `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
    pageEnds.push(length);
  });
  const size = 4 + 2 * pages.length;
  const xref = length;
  write(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (let n = 1; n < size; n++) write(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  write(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return { bytes: Buffer.from(parts.join(""), "latin1"), pageEnds };
}
