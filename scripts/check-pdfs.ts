// Uploads every PDF under a folder through the real API (an app started in-process on a temporary
// data folder, a freshly created admin) and prints what happened to each file:
//   npm run check:pdfs -- DIR        (default: ../shared/fixtures/pdfs)
// Exits non-zero on any 5xx answer, crash or hang.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { createOrPromoteAdmin } from "../server/features/accounts/admin-cli";
import { multipart } from "../server/test/pdfs";

const HANG_MS = 120_000;
const dir = path.resolve(process.argv[2] ?? "../shared/fixtures/pdfs");

function listPdfs(root: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && /\.pdf$/i.test(e.name)) out.push(p);
    }
  };
  walk(root);
  return out;
}

type Row = { file: string; outcome: "indexed" | "refused" | "failed" | "ERROR"; detail: string; ms: number };

async function main() {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    console.log(`check:pdfs: the folder ${dir} does not exist; nothing to check (skipped).`);
    return 0;
  }
  const files = listPdfs(dir);
  if (files.length === 0) {
    console.log(`check:pdfs: no .pdf files under ${dir} (skipped).`);
    return 0;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-check-pdfs-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DEMO_CONTENT: "false",
    LOG_LEVEL: "silent",
    PORT: "0",
  });
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ config, database, logger: false, background: true });
  await app.ready();
  let exitCode = 0;
  const rows: Row[] = [];
  try {
    const password = `Check-${Math.random().toString(36).slice(2)}-Pdfs-9`;
    await createOrPromoteAdmin(database.db, "check-pdfs", password);
    const login = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "check-pdfs", password },
    });
    if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.statusCode} ${login.body}`);
    const auth = { authorization: `Bearer ${(login.json() as { sessionId: string }).sessionId}` };

    console.log(`Checking ${files.length} PDF file(s) under ${dir}\n`);
    for (const file of files) {
      const rel = path.relative(dir, file);
      const started = Date.now();
      const data = fs.readFileSync(file);
      const m = multipart({ title: rel.slice(0, 200) }, { name: path.basename(file), data });
      const res = await app.inject({
        method: "POST",
        url: "/api/admin/documents",
        headers: { ...m.headers, ...auth },
        payload: m.payload,
      });
      let row: Row;
      if (res.statusCode >= 500) {
        row = {
          file: rel,
          outcome: "ERROR",
          detail: `${res.statusCode} ${res.body.slice(0, 120)}`,
          ms: Date.now() - started,
        };
        exitCode = 1;
      } else if (res.statusCode !== 202) {
        const error = (() => {
          try {
            return (res.json() as { error: string }).error;
          } catch {
            return res.body.slice(0, 120);
          }
        })();
        row = { file: rel, outcome: "refused", detail: `${res.statusCode} ${error}`, ms: Date.now() - started };
      } else {
        const id = (res.json() as { document: { id: number } }).document.id;
        let doc: {
          status: string;
          pageCount: number | null;
          passageCount: number;
          failureReason: string | null;
          meetingDate: string | null;
          warning: string | null;
        } | null = null;
        for (;;) {
          const r = await app.inject({ method: "GET", url: `/api/admin/documents/${id}`, headers: auth });
          if (r.statusCode >= 500) break;
          doc = r.json();
          if (doc!.status !== "processing" || Date.now() - started > HANG_MS) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const ms = Date.now() - started;
        if (!doc || doc.status === "processing") {
          row = {
            file: rel,
            outcome: "ERROR",
            detail: doc ? `still processing after ${HANG_MS / 1000} s (hang)` : "status call failed",
            ms,
          };
          exitCode = 1;
        } else if (doc.status === "active") {
          row = {
            file: rel,
            outcome: "indexed",
            detail: `${doc.pageCount} page(s), ${doc.passageCount} passage(s), meeting date ${doc.meetingDate ?? "not found"}${doc.warning ? `; warning: ${doc.warning}` : ""}`,
            ms,
          };
        } else {
          row = { file: rel, outcome: "failed", detail: doc.failureReason ?? "failed", ms };
        }
      }
      rows.push(row);
      console.log(`${row.file.padEnd(60).slice(0, 60)} | ${row.outcome.padEnd(8)} | ${row.detail} (${row.ms} ms)`);
    }
    const health = await app.inject({ method: "GET", url: "/api/health" });
    if (health.statusCode !== 200) {
      console.log(`\n/api/health answered ${health.statusCode} after the run`);
      exitCode = 1;
    }
  } catch (err) {
    console.error(`\ncheck:pdfs crashed: ${(err as Error).stack ?? err}`);
    exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const count = (o: Row["outcome"]) => rows.filter((r) => r.outcome === o).length;
  const reasons = new Map<string, number>();
  for (const r of rows.filter((x) => x.outcome === "refused" || x.outcome === "failed")) {
    const k = `${r.outcome}: ${r.detail.replace(/"[^"]*"/g, '"…"').replace(/\(document \d+\)/, "(document …)")}`;
    reasons.set(k, (reasons.get(k) ?? 0) + 1);
  }
  const pages = rows.filter((r) => r.outcome === "indexed").reduce((s, r) => s + Number(r.detail.split(" ")[0]), 0);
  const slowest = [...rows].sort((a, b) => b.ms - a.ms)[0];
  console.log(`\nSummary: ${rows.length} of ${files.length} file(s) accounted for`);
  console.log(`  indexed: ${count("indexed")} (${pages} pages)`);
  console.log(`  refused at upload: ${count("refused")}`);
  console.log(`  failed with a reason: ${count("failed")}`);
  console.log(`  errors (5xx, crash or hang): ${count("ERROR")}`);
  for (const [k, n] of [...reasons.entries()].sort((a, b) => b[1] - a[1]))
    console.log(`    ${String(n).padStart(3)} × ${k}`);
  if (slowest) console.log(`  slowest: ${slowest.file} (${slowest.ms} ms)`);
  if (rows.length !== files.length) exitCode = 1;
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
