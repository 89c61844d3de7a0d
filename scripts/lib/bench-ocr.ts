// OCR figures for `npm run bench:documents`: the scanned minutes of ../shared/fixtures/minutes-alameda
// uploaded through the API (how many become active, pages recognised per second, whether each first
// page's printed heading is found in the text), and /api/health while a 20-page scan is recognised
// with a typed upload waiting behind it.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { and, asc, eq } from "drizzle-orm";
import { hasExtractableText } from "../../server/features/documents/chunker";
import { PdfExtractor } from "../../server/features/documents/extractor";
import { passages } from "../../server/features/documents/schema";
import { startBenchApp } from "./bench-app";

const ALAMEDA = path.resolve(import.meta.dirname, "../../../shared/fixtures/minutes-alameda");
const MONTHS = "january february march april may june july august september october november december".split(" ");

/** The words every first page of a body's minutes prints in its heading: the body's name and the date. */
const BODY_WORDS: Record<string, string[]> = {
  "historical-advisory-board": ["historical", "advisory", "board"],
  "planning-board-2005": ["planning", "board"],
  "transportation-commission": ["transportation", "commission"],
};
function headingWords(folder: string, file: string): string[] {
  const [y, m, d] = path.basename(file, ".pdf").split("-").map(Number);
  return [...(BODY_WORDS[folder] ?? []), MONTHS[m! - 1]!, String(d), String(y)];
}

/** The fixture minutes that have no text of their own (found with OCR off). */
export async function scannedFixtures(): Promise<Array<{ folder: string; file: string }>> {
  if (!fs.existsSync(ALAMEDA)) return [];
  const ex = new PdfExtractor({ ocr: false });
  const out: Array<{ folder: string; file: string }> = [];
  try {
    for (const folder of Object.keys(BODY_WORDS)) {
      const dir = path.join(ALAMEDA, folder);
      if (!fs.existsSync(dir)) continue;
      for (const file of fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".pdf"))
        .sort()) {
        const r = await ex.extract(fs.readFileSync(path.join(dir, file)));
        if (r.ok && !hasExtractableText(r.pages)) out.push({ folder, file });
      }
    }
  } finally {
    await ex.close();
  }
  return out;
}

type Doc = {
  status: string;
  pageCount: number | null;
  ocrPages: number;
  lowConfidencePages: number[];
  failureReason: string | null;
  progress: unknown;
};

async function startApp() {
  const app = await startBenchApp();
  const get = async (id: number) =>
    (await (await fetch(`${app.base}/api/admin/documents/${id}`, { headers: app.auth })).json()) as Doc;
  return { ...app, get };
}

/** Uploads every scanned fixture and waits for them all; reports what became of each. */
export async function measureScannedMinutes(files: Array<{ folder: string; file: string }>) {
  const s = await startApp();
  try {
    const ids: number[] = [];
    for (const f of files)
      ids.push(await s.upload(fs.readFileSync(path.join(ALAMEDA, f.folder, f.file)), f.file, `${f.folder} ${f.file}`));
    const started = performance.now();
    const results: Array<{ folder: string; file: string; doc: Awaited<ReturnType<typeof s.get>>; missing: string[] }> =
      [];
    for (const [i, id] of ids.entries()) {
      let doc = await s.get(id);
      while (doc.status === "processing") {
        await new Promise((r) => setTimeout(r, 250));
        doc = await s.get(id);
      }
      const first = await s.database.db
        .select({ text: passages.text })
        .from(passages)
        .where(and(eq(passages.documentId, id), eq(passages.page, 1)))
        .orderBy(asc(passages.id));
      const text = first
        .map((p) => p.text)
        .join(" ")
        .toLowerCase();
      const missing = headingWords(files[i]!.folder, files[i]!.file).filter(
        (w) => !new RegExp(`(^|[^a-z0-9])${w}([^a-z0-9]|$)`).test(text),
      );
      results.push({ ...files[i]!, doc, missing });
    }
    const seconds = (performance.now() - started) / 1000;
    return { results, seconds };
  } finally {
    await s.close();
  }
}

/** /api/health every 20 ms while a 20-page scan is recognised, and a typed upload queued behind it. */
export async function measureHealthDuringOcr(scan: Buffer, typed: Buffer) {
  const s = await startApp();
  try {
    const scanId = await s.upload(scan, "scan.pdf", "Twenty scanned pages");
    const typedId = await s.upload(typed, "typed.pdf", "A typed document queued behind the scan");
    const during: number[] = [];
    const started = performance.now();
    let scanDoc = await s.get(scanId);
    let typedDoneFirst = false;
    let stages = new Set<string>();
    for (let polls = 0; scanDoc.status === "processing"; polls++) {
      const t0 = performance.now();
      await (await fetch(`${s.base}/api/health`)).text();
      during.push(performance.now() - t0);
      if (polls % 10 === 0) {
        scanDoc = await s.get(scanId);
        if (scanDoc.progress) stages.add(JSON.stringify(scanDoc.progress));
        if (scanDoc.status === "processing" && (await s.get(typedId)).status !== "processing") typedDoneFirst = true;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    let typedDoc = await s.get(typedId);
    while (typedDoc.status === "processing") {
      await new Promise((r) => setTimeout(r, 100));
      typedDoc = await s.get(typedId);
    }
    stages = new Set([...stages].filter((x) => x.includes("recognising")));
    return { during, seconds, scanDoc, typedDoc, typedDoneFirst, recognisingSteps: stages.size };
  } finally {
    await s.close();
  }
}
