import PDFDocument from "pdfkit";
import type { DemoBlock } from "./corpus";

const FIXED_DATE = new Date(Date.UTC(2025, 0, 1));

/** Draws pages of blocks as a real PDF (one description page = one PDF page). */
export function renderPdf(title: string, pages: DemoBlock[][]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      autoFirstPage: false,
      size: "LETTER",
      margins: { top: 60, bottom: 60, left: 66, right: 66 },
      info: {
        Title: title,
        Author: "Ramona Community Guide (sample)",
        Producer: "Ramona Community Guide",
        CreationDate: FIXED_DATE,
        ModDate: FIXED_DATE,
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    pages.forEach((blocks, i) => {
      doc.addPage();
      for (const b of blocks) drawBlock(doc, b);
      // Footer: the page number, drawn inside the margin so that it does not add a page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor("#555555")
        .text(`Page ${i + 1} of ${pages.length}`, 66, doc.page.height - 40, {
          align: "center",
          width: doc.page.width - 132,
          lineBreak: false,
        });
      doc.page.margins.bottom = bottom;
      doc.fillColor("#000000");
    });
    doc.end();
  });
}

function drawBlock(doc: PDFKit.PDFDocument, b: DemoBlock) {
  const x = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  switch (b.kind) {
    case "title":
      doc.font("Helvetica-Bold").fontSize(15).text(b.text, x, doc.y, { align: "center", width });
      doc.moveDown(0.3);
      break;
    case "heading":
      doc.font("Helvetica-Bold").fontSize(12.5).text(b.text, x, doc.y, { align: "center", width });
      doc.moveDown(0.6);
      break;
    case "note":
      doc.font("Helvetica-Oblique").fontSize(8.5).text(b.text, x, doc.y, { width });
      doc.moveDown(0.8);
      break;
    case "caption":
      doc.moveDown(0.3);
      doc.font("Helvetica-Bold").fontSize(11).text(b.text, x, doc.y, { width });
      doc.moveDown(0.5);
      break;
    default:
      doc.font("Helvetica").fontSize(10.5).text(b.text, x, doc.y, { width, lineGap: 1.5 });
      doc.moveDown(0.7);
  }
}
