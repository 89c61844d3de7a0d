import PDFDocument from "pdfkit";

/** Small PDF makers for tests and scripts: text pages, encrypted, image-only, many pages. */
export function makePdf(pages: string[][], opts: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, ...opts });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    for (const paragraphs of pages) {
      doc.addPage();
      for (const p of paragraphs) doc.font("Helvetica").fontSize(11).text(p).moveDown();
    }
    doc.end();
  });
}

/** A PDF whose pages hold only drawings (what a scan looks like to text extraction). */
export function makeImageOnlyPdf(pageCount = 2): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    for (let i = 0; i < pageCount; i++) {
      doc.addPage();
      for (let j = 0; j < 40; j++)
        doc.rect(60 + (j % 8) * 60, 80 + Math.floor(j / 8) * 90, 50, 70).fill(j % 2 ? "#333333" : "#999999");
    }
    doc.end();
  });
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
