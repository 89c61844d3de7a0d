/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on every public route of the
 * built site, started with NODE_ENV=production and the demonstration content, and on a bare static
 * page served by this process in the same run. Prints performance, LCP (and its ratio to the bare
 * page's), TBT, CLS and the script bytes transferred per route.
 *
 *   npm run bench:lighthouse                 build, then measure
 *   npm run bench:lighthouse -- --no-build   measure the existing build (BUILD_DIR or .cache/build-bench)
 *   npm run bench:lighthouse -- /adu /rcpg   only these routes (with the bare page)
 *   npm run bench:lighthouse -- --runs=5     each page measured 5 times (3 by default); each figure
 *                                            printed is the median of its runs
 *   BENCH_REPORTS=dir npm run bench:lighthouse   also writes each route's full Lighthouse report there
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PUBLIC_ROUTES } from "./lib/public-routes";
import { freePort } from "./lib/free-port";

const ROUTES = PUBLIC_ROUTES;
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const TARGETS = { performance: 100, lcpRatio: 1.3, cls: 0 };

const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(".cache", "build-bench"));
const args = process.argv.slice(2);
const only = args.filter((a) => a.startsWith("/"));
/**
 * Lighthouse simulates a phone from one unthrottled load of the page, and that load's timing moves
 * what it counts before the paint: one run of a page can differ from the next by a third. Each page
 * is measured several times, and each figure is the median of its runs.
 */
const RUNS = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3) || 3);

if (!args.includes("--no-build")) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-web.ts"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const BARE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title><meta name="description" content="A bare static page"></head><body><h1>Ramona Community Guide</h1><p>A bare static page: the same machine and network, no script, no style sheet.</p></body></html>`;

async function serveBare(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
    res.end(BARE);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, close: () => server.close() };
}

async function startSite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-bench-lh-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO_CONTENT: "true",
    LOG_LEVEL: "warn",
    WEB_DIR: path.join(buildDir, "web"),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error("the site did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  // The demonstration documents are indexed in the background: wait until they are all in, so
  // that indexing does not share the CPU with the measurements.
  let last = -1;
  for (let still = 0, i = 0; still < 5 && i < 240; i++) {
    const n = ((await (await fetch(`${base}/api/rcpg/document-stats`)).json()) as { totalDocuments: number })
      .totalDocuments;
    still = n === last && n > 0 ? still + 1 : 0;
    last = n;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {
    base,
    stop: () => {
      child.kill("SIGTERM");
      setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 2000).unref();
    },
  };
}

type Row = {
  route: string;
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
};

async function measure(port: number, route: string, url: string): Promise<Row> {
  const result = await lighthouse(url, { port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) console.error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const lcpError = lhr.audits["largest-contentful-paint"]?.errorMessage;
  if (lcpError) console.error(`${route}: ${lcpError}`);
  if (process.env.BENCH_LCP_ELEMENT) {
    const el = lhr.audits["largest-contentful-paint-element"]?.details as
      { items?: Array<{ items?: Array<{ node?: { snippet?: string; selector?: string } }> }> } | undefined;
    const node = el?.items?.[0]?.items?.[0]?.node;
    console.error(`${route}: LCP element ${node?.selector ?? "?"} ${node?.snippet?.slice(0, 160) ?? ""}`);
  }
  if (process.env.BENCH_REPORTS) {
    fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    const file = `${route.replace(/[^a-z0-9]+/gi, "_") || "_"}.json`;
    fs.writeFileSync(path.join(process.env.BENCH_REPORTS, file), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })
      ?.items ?? [];
  const sum = (xs: typeof requests) => xs.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024;
  return {
    route,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    scriptKb: sum(requests.filter((r) => r.resourceType === "Script")),
    totalKb: sum(requests),
  };
}

async function main() {
  const bare = await serveBare();
  const site = await startSite();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_FLAGS,
  });
  const rows: Row[] = [];
  const measured = async (route: string, url: string): Promise<Row> => {
    const runs: Row[] = [];
    // A run whose trace Lighthouse could not record (NO_NAVSTART now and then) is run again.
    for (let tries = 0; runs.length < RUNS && tries < RUNS + 3; tries++) {
      const row = await measure(chrome.port, route, url);
      if (Number.isFinite(row.lcp) && Number.isFinite(row.tbt)) runs.push(row);
    }
    if (!runs.length) throw new Error(`Lighthouse recorded no run of ${route}`);
    const median = (pick: (r: Row) => number) => {
      const xs = runs.map(pick).sort((a, b) => a - b);
      return xs.length % 2 ? xs[(xs.length - 1) / 2]! : (xs[xs.length / 2 - 1]! + xs[xs.length / 2]!) / 2;
    };
    return {
      route,
      performance: median((r) => r.performance),
      lcp: median((r) => r.lcp),
      tbt: median((r) => r.tbt),
      cls: median((r) => r.cls),
      scriptKb: median((r) => r.scriptKb),
      totalKb: median((r) => r.totalKb),
    };
  };
  try {
    rows.push(await measured("(bare page)", bare.url));
    for (const route of only.length ? only : ROUTES) rows.push(await measured(route, site.base + route));
  } finally {
    await chrome.kill();
    site.stop();
    bare.close();
  }
  const bareLcp = rows[0]!.lcp;
  console.log(
    `\nLighthouse 12 mobile preset (simulated slow 4G, 4x CPU), build ${path.relative(process.cwd(), buildDir)}, median of ${RUNS} run(s) per page\n`,
  );
  console.log(
    `${"route".padEnd(20)}${"perf".padStart(5)}${"LCP ms".padStart(8)}${"× bare".padStart(8)}${"TBT ms".padStart(8)}${"CLS".padStart(7)}${"script kB".padStart(11)}${"all kB".padStart(9)}`,
  );
  let misses = 0;
  for (const r of rows) {
    const ratio = r.lcp / bareLcp;
    const ok =
      r.route === "(bare page)" ||
      (r.performance >= TARGETS.performance && ratio <= TARGETS.lcpRatio && r.cls <= TARGETS.cls);
    if (!ok) misses++;
    console.log(
      `${r.route.padEnd(20)}${String(r.performance).padStart(5)}${r.lcp.toFixed(0).padStart(8)}${ratio.toFixed(2).padStart(8)}${r.tbt.toFixed(0).padStart(8)}${r.cls.toFixed(3).padStart(7)}${r.scriptKb.toFixed(1).padStart(11)}${r.totalKb.toFixed(1).padStart(9)}${ok ? "" : "  under target"}`,
    );
  }
  console.log(
    `\nTargets: performance ${TARGETS.performance}, LCP within ${TARGETS.lcpRatio}x the bare page's, CLS ${TARGETS.cls}. ${misses ? `${misses} route(s) under target.` : "Every route meets them."}`,
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
