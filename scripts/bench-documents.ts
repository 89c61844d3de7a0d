// Document figures: indexing and extraction rates, search and history latency at 1,000 and 10,000
// documents (about 100,000 passages) on PGlite (and on PostgreSQL when BENCH_DATABASE_URL is set),
// and /api/health latency while a 10 MB PDF is being ingested; then OCR: the scanned fixture minutes
// (share indexed, pages recognised per second, first-page headings found) and /api/health while a
// 20-page scan is recognised.
//   npm run bench:documents            (BENCH_DOCS=1000,10000 to choose the sizes;
//                                        BENCH_OCR=only for the OCR figures alone, BENCH_OCR=0 to skip them)
//   BENCH_MODE=admin-list npm run bench:documents
//                                      only the admin Documents tab's pages at the largest size
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import PDFDocument from "pdfkit";
import pg from "pg";
import { openDatabase, type Database } from "../server/db/client";
import { benchAdminList } from "./lib/bench-admin-list";
import { startBenchApp } from "./lib/bench-app";
import { percentile } from "./lib/stats";
import { measureHealthDuringOcr, measureScannedMinutes, scannedFixtures } from "./lib/bench-ocr";
import { addSynthetic, WORDS } from "./lib/synthetic-corpus";
import { buildDemoCorpus, seeded } from "../server/features/documents/demo/corpus";
import { renderPdf } from "../server/features/documents/demo/pdf";
import { PdfExtractor } from "../server/features/documents/extractor";
import { refreshStatistics } from "../server/features/documents/indexer";
import { documents } from "../server/features/documents/schema";
import { searchPassages, type SearchOptions } from "../server/features/documents/search";
import { historyOf } from "../server/features/documents/history";
import type { Db } from "../server/db/client";
import { sql } from "drizzle-orm";

const SIZES = (process.env.BENCH_DOCS ?? "1000,10000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const PG_URL = process.env.BENCH_DATABASE_URL || undefined;
const ROUNDS = 8;

const ms = (x: number) => `${x.toFixed(1)} ms`;
function percentiles(xs: number[]) {
  return {
    p50: percentile(xs, 50),
    p95: percentile(xs, 95),
    p99: percentile(xs, 99),
    max: percentile(xs, 100),
    n: xs.length,
  };
}
const line = (label: string, xs: number[]) => {
  const p = percentiles(xs);
  return `${label.padEnd(34)} p50 ${ms(p.p50).padStart(9)}  p95 ${ms(p.p95).padStart(9)}  p99 ${ms(p.p99).padStart(9)}  (n=${p.n})`;
};

// ---------------------------------------------------------------- search mix
const QUERIES: SearchOptions[] = [
  { mode: "question", query: "What did the planning group decide about the self-storage on Montecito Road?" },
  { mode: "question", query: "How did they vote on the Dye Road solar facility?" },
  { mode: "question", query: "When was the winery tasting room on Hanson Lane approved?" },
  { mode: "question", query: "parcel 282-140-22-00" },
  { mode: "question", query: "What happened with PDS2019-STP-19-012?" },
  { mode: "question", query: "Were there concerns about wildfire evacuation on San Vicente Road?", body: "rcpg" },
  { mode: "question", query: "Highway 67 passing lanes and median barrier", from: "2015-01-01", to: "2020-12-31" },
  { mode: "question", query: "What are the rules for signs on Main Street?", body: "design-review" },
  { mode: "question", query: "Did anyone talk about the swimming pool at the aquatic center?" },
  { mode: "question", query: "drainage culvert Pamo Road grading" },
  { mode: "search", query: "Montecito Road" },
  { mode: "search", query: '"recommend denial"' },
  { mode: "search", query: "winery -noise" },
  { mode: "search", query: "solar OR vineyard" },
  { mode: "search", query: "Ramona Street mixed use facade", body: "design-review" },
  { mode: "search", query: "subdivision", from: "2016-01-01", to: "2017-12-31" },
];

async function measureSearch(database: Database) {
  for (const q of QUERIES) await searchPassages(database.db, { ...q, limit: 10 }); // warm-up
  const byMode: Record<string, number[]> = { question: [], search: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUERIES) {
      const t0 = performance.now();
      await searchPassages(database.db, { ...q, limit: 10 });
      byMode[q.mode]!.push(performance.now() - t0);
    }
  }
  return byMode;
}

// ---------------------------------------------------------------- history of a place or project
/** What residents look up the history of: projects, roads, numbers, an address, a kind of project. */
const HISTORY_QUERIES: Array<{ q: string; body?: "rcpg" | "design-review" }> = [
  { q: "Dye Road solar" },
  { q: "PDS2018-MUP-18-022" },
  { q: "Main Street" },
  { q: "Montecito Road Self-Storage" },
  { q: "282-140-22-00" },
  { q: "Hanson Lane winery", body: "rcpg" },
  { q: "San Vicente Road Estates Subdivision" },
  { q: "Highway 67" },
  { q: "1400 block of Main Street" },
  { q: "Ramona Street facade", body: "design-review" },
  { q: "cell tower" },
  { q: "Pamo Road" },
];

async function timeHistory(db: Db, rounds: number) {
  for (const h of HISTORY_QUERIES) await historyOf(db, h.q, h.body); // warm-up
  const xs: number[] = [];
  let entries = 0;
  for (let round = 0; round < rounds; round++) {
    for (const h of HISTORY_QUERIES) {
      const t0 = performance.now();
      entries += (await historyOf(db, h.q, h.body)).entries.length;
      xs.push(performance.now() - t0);
    }
  }
  return { xs, entries: entries / rounds / HISTORY_QUERIES.length };
}

/**
 * The history query as it runs, and the baseline of the same queries without the index of the
 * items' titles (dropped inside a transaction that is rolled back).
 */
async function measureHistory(database: Database) {
  const withIndex = await timeHistory(database.db, ROUNDS);
  let without: Awaited<ReturnType<typeof timeHistory>> | null = null;
  const rollback = new Error("rollback");
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`DROP INDEX agenda_items_title_tsv`);
      without = await timeHistory(tx as unknown as Db, 2);
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
  return { withIndex, without: without! };
}

// ---------------------------------------------------------------- extraction rate
async function measureExtraction() {
  const corpus = buildDemoCorpus().slice(0, 40);
  const pdfs = await Promise.all(corpus.map((d) => renderPdf(d.title, d.pages)));
  const extractor = new PdfExtractor();
  await extractor.extract(pdfs[0]!); // start the worker
  let pages = 0;
  const t0 = performance.now();
  for (const pdf of pdfs) {
    const r = await extractor.extract(pdf);
    if (r.ok) pages += r.pageCount;
  }
  const seconds = (performance.now() - t0) / 1000;
  await extractor.close();
  return { pages, seconds };
}

// ---------------------------------------------------------------- health during a 10 MB ingestion
function bigPdf(pageCount: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const r = seeded(10);
    const doc = new PDFDocument({ autoFirstPage: false, compress: false });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    for (let p = 0; p < pageCount; p++) {
      doc.addPage();
      doc.fontSize(9);
      for (let k = 0; k < 5; k++)
        doc.text(Array.from({ length: 95 }, () => r.pick(WORDS)).join(" ") + ".").moveDown(0.5);
    }
    doc.end();
  });
}

async function measureHealthDuringIngestion() {
  const { base, auth, close } = await startBenchApp();
  try {
    let pdf = await bigPdf(700);
    // Aim just under the 10 MB limit.
    const perPage = pdf.length / 700;
    pdf = await bigPdf(Math.floor((10 * 1024 * 1024 - 64 * 1024) / perPage));
    const idle: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await (await fetch(`${base}/api/health`)).text();
      idle.push(performance.now() - t0);
    }
    const form = new FormData();
    form.append("title", "Ten megabyte report");
    form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "ten-mb.pdf");
    const started = performance.now();
    const up = await fetch(`${base}/api/admin/documents`, { method: "POST", headers: auth, body: form });
    const uploadMs = performance.now() - started;
    const { document } = (await up.json()) as { document: { id: number } };
    const during: number[] = [];
    let status = "processing";
    let pageCount = 0;
    let polls = 0;
    while (status === "processing") {
      const t0 = performance.now();
      await (await fetch(`${base}/api/health`)).text();
      during.push(performance.now() - t0);
      if (++polls % 10 === 0) {
        const d = (await (await fetch(`${base}/api/admin/documents/${document.id}`, { headers: auth })).json()) as {
          status: string;
          pageCount: number;
        };
        status = d.status;
        pageCount = d.pageCount;
      }
      await new Promise((r) => setTimeout(r, 20));
      if (performance.now() - started > 300_000) throw new Error("the 10 MB PDF took more than 5 minutes");
    }
    const total = (performance.now() - started) / 1000;
    return { bytes: pdf.length, pageCount, status, uploadMs, total, idle, during };
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------- main
async function runOn(label: string, database: Database) {
  console.log(`\n== ${label}`);
  let have = await database.db.$count(documents);
  for (const size of SIZES) {
    if (size <= have) continue;
    const add = await addSynthetic(database, have, size);
    await refreshStatistics(database.db);
    console.log(
      `  indexed documents ${have + 1}-${size}: ${add.pages} pages, ${add.passages} passages in ${add.seconds.toFixed(1)} s ` +
        `(${(add.pages / add.seconds).toFixed(0)} pages/s, ${(add.passages / add.seconds).toFixed(0)} passages/s through the chunker and indexer)`,
    );
    have = size;
    const count = await database.db.$count(documents);
    const byMode = await measureSearch(database);
    console.log(`  search latency at ${count} documents:`);
    console.log(`    ${line("question mode (assistants)", byMode.question!)}`);
    console.log(`    ${line("search mode (search box)", byMode.search!)}`);
    console.log(`    ${line("all", [...byMode.question!, ...byMode.search!])}`);
    const history = await measureHistory(database);
    const avg = history.withIndex.entries.toFixed(0);
    console.log(
      `  history latency at ${count} documents (${HISTORY_QUERIES.length} places and projects, ${avg} entries on average):`,
    );
    console.log(`    ${line("history (timeline of items)", history.withIndex.xs)}`);
    console.log(`    ${line("baseline: no index of item titles", history.without.xs)}`);
  }
}

async function ocrFigures() {
  const files = await scannedFixtures();
  if (!files.length) {
    console.log("\n(OCR skipped: ../shared/fixtures/minutes-alameda is not here)");
    return;
  }
  const twenty = files.find((f) => f.file === "2005-01-10.pdf") ?? files[0]!;
  const scan = fs.readFileSync(
    path.resolve(import.meta.dirname, "../../shared/fixtures/minutes-alameda", twenty.folder, twenty.file),
  );
  const typed = await bigPdf(5);
  const h = await measureHealthDuringOcr(scan, typed);
  console.log(
    `\n/api/health while a ${h.scanDoc.pageCount}-page scan (${twenty.folder}/${twenty.file}) is recognised (PGlite):`,
  );
  console.log(
    `  ${h.scanDoc.status} after ${h.seconds.toFixed(1)} s, ${h.scanDoc.ocrPages} pages by OCR = ${(h.scanDoc.ocrPages / h.seconds).toFixed(2)} pages/s; ` +
      `progress seen at ${h.recognisingSteps} recognising steps`,
  );
  console.log(`  ${line("health, during OCR", h.during)}  max ${ms(percentiles(h.during).max)}`);
  console.log(
    `  a typed upload queued behind it: ${h.typedDoc.status}, ${h.typedDoneFirst ? "before the scan (out of order)" : "after the scan, in its place"}`,
  );

  console.log(
    `\nScanned minutes of ../shared/fixtures/minutes-alameda (${files.length} files without text), uploaded through the API:`,
  );
  const { results, seconds } = await measureScannedMinutes(files);
  const active = results.filter((r) => r.doc.status === "active");
  const ocrPages = results.reduce((n, r) => n + r.doc.ocrPages, 0);
  const low = results.reduce((n, r) => n + r.doc.lowConfidencePages.length, 0);
  const headed = results.filter((r) => r.doc.status === "active" && !r.missing.length);
  console.log(
    `  active ${active.length}/${results.length} (${((100 * active.length) / results.length).toFixed(1)}%); ` +
      `${ocrPages} pages by OCR in ${seconds.toFixed(0)} s = ${(ocrPages / seconds).toFixed(2)} pages/s end to end; ${low} pages of low confidence`,
  );
  console.log(
    `  first-page heading (body name and date) found whole: ${headed.length}/${results.length} (${((100 * headed.length) / results.length).toFixed(1)}%)`,
  );
  for (const r of results)
    if (r.doc.status !== "active" || r.missing.length)
      console.log(
        `    ${r.folder}/${r.file}: ${r.doc.status}${r.doc.failureReason ? ` (${r.doc.failureReason})` : ""}; missing ${r.missing.join(", ") || "nothing"}`,
      );
  console.log(
    `Targets: at least 95% of the scanned minutes active, their headings found; health p99 < 100 ms during OCR.`,
  );
}

async function main() {
  const t0 = performance.now();
  if (process.env.BENCH_OCR === "only") {
    await ocrFigures();
    console.log(`Total run time ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    return;
  }
  if (process.env.BENCH_MODE === "admin-list") {
    const ok = await benchAdminList(SIZES[SIZES.length - 1]!);
    console.log(`Total run time ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    if (!ok) process.exitCode = 1;
    return;
  }
  console.log(`Document benchmark: sizes ${SIZES.join(", ")}; ${QUERIES.length} queries × ${ROUNDS} rounds per size.`);

  const ex = await measureExtraction();
  console.log(
    `\nPDF extraction (pdf.js in the worker thread, generated minutes): ${ex.pages} pages in ${ex.seconds.toFixed(2)} s = ${(ex.pages / ex.seconds).toFixed(0)} pages/s`,
  );

  const dataDir = process.env.BENCH_KEEP_DIR || fs.mkdtempSync(path.join(os.tmpdir(), "ramona-bench-docs-"));
  const lite = await openDatabase({ dataDir });
  try {
    if (process.env.BENCH_BUILD_ONLY) {
      await addSynthetic(lite, await lite.db.$count(documents), SIZES[SIZES.length - 1]!);
      await refreshStatistics(lite.db);
      return;
    }
    await runOn("PGlite (embedded)", lite);
  } finally {
    await lite.close();
    if (!process.env.BENCH_KEEP_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (PG_URL) {
    const name = `ramona_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const server = await openDatabase({ dataDir: "", databaseUrl: url.toString() });
    try {
      await runOn("PostgreSQL", server);
    } finally {
      await server.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to run it too)");
  }

  const h = await measureHealthDuringIngestion();
  console.log(
    `\n/api/health while a ${(h.bytes / 1024 / 1024).toFixed(1)} MB PDF (${h.pageCount} pages) is ingested through the API (PGlite):`,
  );
  console.log(
    `  upload answered in ${ms(h.uploadMs)}; ${h.status} after ${h.total.toFixed(1)} s = ${(h.pageCount / h.total).toFixed(0)} pages/s end to end`,
  );
  console.log(`  ${line("health, idle", h.idle)}`);
  console.log(`  ${line("health, during ingestion", h.during)}  max ${ms(percentiles(h.during).max)}`);
  console.log(
    `\nTargets: search p95 < 50 ms and history p95 < 200 ms at 10,000 documents on PGlite; ingestion ≥ 50 pages/s; health < 100 ms during ingestion.`,
  );
  await benchAdminList(SIZES[SIZES.length - 1]!);
  if (process.env.BENCH_OCR !== "0") await ocrFigures();
  console.log(`Total run time ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
