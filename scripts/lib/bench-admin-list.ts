// The admin Documents tab's call at scale: GET /api/admin/documents pages (first page newest
// upload first, a title search, a status filter, other orders, a deep page) over HTTP against
// 10,000 document rows on PGlite, inserted directly (the list never reads files or passages).
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import { TOTAL_COUNT_HEADER } from "../../common/http";
import type { Database } from "../../server/db/client";
import { seeded } from "../../server/features/documents/demo/corpus";
import { documents, officialDocuments } from "../../server/features/documents/schema";
import { startBenchApp } from "./bench-app";
import { percentile } from "./stats";
import { WORDS } from "./synthetic-corpus";

const REQUESTS = 60;
const WARM_UP = 5;
const TARGET_P95_MS = 300;

/** The tab's first page, and what an admin does next: search, filter, re-sort, go deep. */
export const ADMIN_LIST_CALLS: Array<[label: string, query: string]> = [
  ["first page, newest upload first", "limit=25&offset=0&sort=uploadDate&order=desc"],
  ["title search q=motion", "limit=25&offset=0&sort=uploadDate&order=desc&q=motion"],
  ["status filter failed", "limit=25&offset=0&sort=uploadDate&order=desc&status=failed"],
  ["q=minutes + status + body", "limit=25&offset=0&sort=uploadDate&order=desc&q=minutes&status=active&body=rcpg"],
  ["meeting date, oldest first", "limit=25&offset=0&sort=meetingDate&order=asc"],
  ["meeting date, newest first", "limit=25&offset=0&sort=meetingDate&order=desc"],
  ["title A to Z, 100 a page", "limit=100&offset=0&sort=title&order=asc"],
  ["status Z to A", "limit=25&offset=0&sort=status&order=desc"],
  ["page 200 (offset 4,975)", "limit=25&offset=4975&sort=uploadDate&order=desc"],
];

/** Inserts `n` document rows: varied titles, bodies, dates (some missing) and states. */
async function insertRows(database: Database, n: number) {
  const r = seeded(2024);
  const day = 24 * 3600 * 1000;
  const start = Date.UTC(2011, 0, 1);
  for (let i = 0; i < n; i += 500) {
    const batch = Array.from({ length: Math.min(500, n - i) }, (_, k) => {
      const j = i + k;
      const meeting = new Date(start + Math.floor(r.next() * 5400) * day).toISOString().slice(0, 10);
      const roll = r.next();
      const status = roll < 0.03 ? "failed" : roll < 0.05 ? "processing" : "active";
      const words = Array.from({ length: 3 }, () => r.pick(WORDS)).join(" ");
      return {
        title: `${j % 7 === 0 ? "Design review" : "Minutes"} ${words} ${meeting} #${j}`,
        body: j % 7 === 0 ? ("design-review" as const) : ("rcpg" as const),
        meetingDate: j % 11 === 0 ? null : meeting,
        uploadDate: new Date(start + j * 0.5 * day + Math.floor(r.next() * day)),
        status: status as "failed" | "processing" | "active",
        failureReason: status === "failed" ? "The PDF is password-protected" : null,
        isActive: j % 13 !== 0,
        sha256: crypto.randomBytes(32).toString("hex"),
        byteSize: 20_000 + Math.floor(r.next() * 2_000_000),
        pageCount: status === "active" ? 1 + Math.floor(r.next() * 40) : null,
        passageCount: status === "active" ? 5 + Math.floor(r.next() * 200) : 0,
        fileName: `minutes-${j}.pdf`,
        progress: status === "processing" ? { stage: "recognising" as const, page: 3, pages: 20 } : null,
        ocrPages: j % 17 === 0 ? 4 : 0,
        lowConfidencePages: j % 34 === 0 ? [2, 3] : [],
      };
    });
    await database.db.insert(documents).values(batch);
  }
  const [first] = await database.db.select({ id: documents.id }).from(documents).limit(1);
  await database.db.insert(officialDocuments).values({ key: "fact-sheet", documentId: first!.id });
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Times `rounds` requests of one URL (after a warm-up); checks each answers 200 with a total. */
async function timeCall(url: string, headers: Record<string, string>, rounds: number) {
  const xs: number[] = [];
  let total = "";
  let rows = 0;
  for (let i = 0; i < WARM_UP + rounds; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = (await res.json()) as unknown[];
    const elapsed = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    total = res.headers.get(TOTAL_COUNT_HEADER) ?? "";
    rows = body.length;
    if (i >= WARM_UP) xs.push(elapsed);
  }
  return { xs, total, rows };
}

/** Runs the admin list benchmark at `size` documents; returns whether every p95 met the target. */
export async function benchAdminList(size: number): Promise<boolean> {
  let inserted = 0;
  const { base, auth, close } = await startBenchApp({
    background: false,
    prepare: async (database) => {
      const t0 = performance.now();
      await insertRows(database, size);
      inserted = (performance.now() - t0) / 1000;
    },
  });
  console.log(`\nAdmin documents list: ${size} rows inserted in ${inserted.toFixed(1)} s (PGlite)`);
  try {
    let ok = true;
    console.log(`  GET /api/admin/documents?… over HTTP, ${REQUESTS} requests each after ${WARM_UP} warm-up:`);
    for (const [label, query] of ADMIN_LIST_CALLS) {
      const { xs, total, rows } = await timeCall(`${base}/api/admin/documents?${query}`, auth, REQUESTS);
      const p50 = percentile(xs, 50);
      const p95 = percentile(xs, 95);
      ok &&= p95 < TARGET_P95_MS;
      console.log(
        `    ${label.padEnd(34)} p50 ${ms(p50).padStart(9)}  p95 ${ms(p95).padStart(9)}  max ${ms(percentile(xs, 100)).padStart(9)}  ` +
          `(${rows} rows of ${total}; n=${xs.length})`,
      );
    }
    const whole = await timeCall(`${base}/api/admin/documents`, auth, 5);
    console.log(
      `    ${"unpaged: every document".padEnd(34)} p50 ${ms(percentile(whole.xs, 50)).padStart(9)}  ` +
        `max ${ms(percentile(whole.xs, 100)).padStart(9)}  (${whole.rows} rows; n=${whole.xs.length})`,
    );
    console.log(`  Target: p95 < ${TARGET_P95_MS} ms for each page: ${ok ? "met" : "NOT met"}`);
    return ok;
  } finally {
    await close();
  }
}
