/**
 * First-visit weight of every page: builds the web app into a build folder of its own, then for
 * each route reads its prerendered HTML (the page template, for a page the server renders on
 * demand), follows the entry script (or the one its page starter requests), the app it starts once
 * the page is painted, modulepreload and stylesheet links, then what the router loads before it
 * hydrates the route (web/src/routes.tsx): the page's chunk and what its loader imports beside it
 * (for a data page, the data client, app/QueryProvider), each with the files the built code
 * preloads with it (its `__vite__mapDeps` entry), and every static `import` of those scripts, and
 * prints the size of the JavaScript and CSS a first visit loads as the server sends it to a browser
 * that accepts Brotli (the .br copies the build writes), with gzip beside it. Exits non-zero when an
 * informational page transfers more JavaScript than the budget.
 *
 *   npm run bench:web                 build, then measure
 *   npm run bench:web -- --no-build   measure the existing build (BUILD_DIR or .cache/build-bench)
 *   npm run bench:web -- --explain    also list what the shared entry (loaded by every page) is made
 *                                     of, package by package, to find what to slim or lazy-load
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Manifest } from "../server/http/web";
import { INFORMATIONAL_ROUTES } from "./lib/public-routes";

const BUDGET_JS_KB = 90;
/**
 * Pages held to the budget: the informational pages and the not-found page. (/meetings reads the
 * API since it lists the records of past meetings, and loads the data client as the other data
 * pages do.)
 */
const INFORMATIONAL = new Set([...INFORMATIONAL_ROUTES, "(not found)"]);

const root = process.cwd();
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(".cache", "build-bench"));
const webDir = path.join(buildDir, "web");

if (!process.argv.includes("--no-build")) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-web.ts"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const sizes = new Map<string, number>();
/** The bytes sent for a file: its precompressed copy (`.br` or `.gz`) when the build wrote one. */
function sentSize(file: string, ext: ".br" | ".gz"): number {
  let size = sizes.get(file + ext);
  if (size === undefined) {
    const full = path.join(webDir, file);
    size = fs.existsSync(full + ext)
      ? fs.statSync(full + ext).size
      : ext === ".gz"
        ? zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length
        : zlib.brotliCompressSync(fs.readFileSync(full)).length;
    sizes.set(file + ext, size);
  }
  return size;
}
const brotliSize = (file: string) => sentSize(file, ".br");
const gzipSize = (file: string) => sentSize(file, ".gz");

/** "/assets/x.js" or "assets/x.js" → "assets/x.js" (relative to the web folder). */
const norm = (url: string) => url.replace(/^\//, "");

/** Static imports of a built module: `import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?!\()(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;

function jsClosure(start: string[], seen = new Set<string>()): Set<string> {
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || !file.endsWith(".js")) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(webDir, file), "utf8");
    for (const m of code.matchAll(STATIC_IMPORT)) {
      stack.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)));
    }
  }
  return seen;
}

/** A built module's `__vite__mapDeps` table: the files its dynamic imports preload, by index. */
function depsTable(code: string): string[] | null {
  const table = /m\.f=(\[[^\]]*\])/.exec(code);
  return table ? (JSON.parse(table[1]!) as string[]) : null;
}

/**
 * The files a page's entry script starts after the first paint: the modules it imports dynamically
 * (the app), and all of its preload table.
 */
const startedBy = (entry: string): string[] => {
  const code = fs.readFileSync(path.join(webDir, entry), "utf8");
  const imported = [...code.matchAll(/import\([`"'](\.{1,2}\/[^`"']+\.js)[`"']\)/g)].map((m) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(entry), m[1]!)),
  );
  return [...imported, ...(depsTable(code) ?? []).map(norm)];
};

/**
 * What the router loads for each route before it hydrates, read from its source
 * (web/src/routes.tsx): the page module its loader imports, and the modules the loader's wrapper
 * (`page`, `dataPage`, …) imports beside it, such as the data client of every data page.
 */
function routeModules(): Map<string, string[]> {
  const src = fs.readFileSync(path.join(root, "web/src/routes.tsx"), "utf8");
  const imports = (code: string) => [...code.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!);
  /** A wrapper's own imports: those in its definition, `const name = … ;` up to the next top-level statement. */
  const wrapperImports = (name: string) => {
    const at = src.search(new RegExp(`^const ${name}\\b`, "m"));
    if (at < 0) throw new Error(`routes.tsx: no definition of the page loader ${name}`);
    const rest = src.slice(at + 1);
    const end = rest.search(/^(?:const|export|function|type|\/\*\*)\b/m);
    return imports(end < 0 ? rest : rest.slice(0, end));
  };
  const out = new Map<string, string[]>();
  const add = (route: string, wrapper: string, module: string) =>
    out.set(
      route,
      [module, ...wrapperImports(wrapper)].map((m) => path.posix.basename(m)),
    );
  for (const m of src.matchAll(/path:\s*"([^"]+)"[\s\S]*?lazy:\s*(\w+)\(\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)) {
    if (m[1] === "*") add("(not found)", m[2]!, m[3]!);
    else if (!out.has(m[1]!)) add(m[1]!, m[2]!, m[3]!);
  }
  return out;
}

/**
 * A dynamic import of a source module (by its file name) as the built code makes it: the chunk
 * it loads and the files Vite preloads with it (its `__vite__mapDeps` entry, CSS included), found
 * in the app's built scripts.
 */
function builtImport(module: string, files: string[]): { chunk: string; preloads: string[] } | null {
  const name = module.replace(/[.$]/g, "\\$&");
  const call = new RegExp(
    `import\\([\`"']\\./(${name}-[\\w-]+\\.js)[\`"']\\)(?:\\s*,\\s*__vite__mapDeps\\(\\[([\\d,]*)\\]\\))?`,
    "g",
  );
  let found: { chunk: string; preloads: string[] } | null = null;
  for (const f of files) {
    const code = fs.readFileSync(path.join(webDir, f), "utf8");
    const table = depsTable(code) ?? [];
    for (const m of code.matchAll(call)) {
      const chunk = path.posix.join(path.posix.dirname(f), m[1]!);
      const preloads = (m[2] ?? "")
        .split(",")
        .filter(Boolean)
        .map((i) => norm(table[Number(i)]!));
      // The call with the preload table (the router's) is preferred to a bare import of the same chunk.
      if (!found || (preloads.length && !found.preloads.length)) found = { chunk, preloads };
    }
  }
  return found;
}

const manifest = JSON.parse(fs.readFileSync(path.join(webDir, "_pages", "manifest.json"), "utf8")) as Manifest;
const routes = routeModules();
// A page rendered on demand loads what the page template names, then its own chunk.
const pages: Array<[string, string]> = [
  ...Object.entries(manifest.pages),
  ...manifest.onDemand.map((p): [string, string] => [p, manifest.template]),
  ["(not found)", manifest.notFound],
];

/** `--files=/adu,/` lists the scripts of those routes with their sizes. */
const showFiles = (process.argv.find((a) => a.startsWith("--files="))?.slice(8) ?? "").split(",").filter(Boolean);

type Row = { route: string; js: number; jsGzip: number; css: number; files: number; budgeted: boolean };
const rows: Row[] = [];
for (const [route, file] of pages) {
  const html = fs.readFileSync(path.join(webDir, "_pages", file), "utf8");
  // The app's entry: a module script, or the one the page starter requests once the page is painted.
  const scripts = [...html.matchAll(/<script[^>]*(?:type="module"[^>]*\ssrc|\sdata-src)="([^"]+)"/g)].map((m) =>
    norm(m[1]!),
  );
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => norm(m[1]!));
  // A disabled link is never fetched: it tells the module loader that the page has that style sheet inline.
  const links = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  const linked = new Set(links.map((l) => norm(/href="([^"]+)"/.exec(l)![1]!)));
  const styles = new Set(links.filter((l) => !/\sdisabled\b/.test(l)).map((l) => norm(/href="([^"]+)"/.exec(l)![1]!)));
  const entry = jsClosure([...scripts, ...scripts.flatMap(startedBy), ...preloads]);
  const js = new Set(entry);
  // The page's chunk and what the router loads with it (for a data page, the data client), each
  // with the files Vite preloads beside it and their static imports.
  for (const module of routes.get(route) ?? []) {
    const loaded = builtImport(module, [...entry]);
    if (!loaded) throw new Error(`No built chunk for ${route} (${module})`);
    const files = [loaded.chunk, ...loaded.preloads];
    for (const f of jsClosure(files.filter((f) => f.endsWith(".js")))) js.add(f);
    for (const f of files) if (f.endsWith(".css") && !linked.has(f)) styles.add(f);
  }
  const jsBytes = [...js].reduce((n, f) => n + brotliSize(f), 0);
  if (showFiles.includes(route)) {
    console.log(`\n${route}: the scripts of a first visit (Brotli kB)`);
    for (const f of [...js].sort((a, b) => brotliSize(b) - brotliSize(a)))
      console.log(`  ${(brotliSize(f) / 1024).toFixed(1).padStart(6)}  ${f}`);
  }
  // Style sheets inlined in the page count too (compressed on their own, as a bound).
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce(
    (n, m) => n + zlib.brotliCompressSync(Buffer.from(m[1]!)).length,
    0,
  );
  const cssBytes = [...styles].reduce((n, f) => n + brotliSize(f), 0) + inline;
  rows.push({
    route,
    js: jsBytes / 1024,
    jsGzip: [...js].reduce((n, f) => n + gzipSize(f), 0) / 1024,
    css: cssBytes / 1024,
    files: js.size + styles.size,
    budgeted: INFORMATIONAL.has(route),
  });
}

const pad = (s: string, n: number) => s.padEnd(n);
const num = (n: number) => n.toFixed(1).padStart(7);
console.log(
  `\nFirst visit as sent with Accept-Encoding: br, gzip (Brotli copies written at build; gzip level 9 beside), build ${path.relative(root, buildDir)}; budget ${BUDGET_JS_KB} kB JS for informational pages\n`,
);
console.log(
  `${pad("route", 20)}${"JS kB".padStart(7)} ${"(gzip)".padStart(7)} ${"CSS kB".padStart(7)} ${"files".padStart(6)}  budget`,
);
let over = 0;
for (const r of rows) {
  const verdict = r.budgeted ? (r.js <= BUDGET_JS_KB ? "ok" : "OVER") : "-";
  if (verdict === "OVER") over++;
  console.log(
    `${pad(r.route, 20)}${num(r.js)} ${num(r.jsGzip)} ${num(r.css)} ${String(r.files).padStart(6)}  ${verdict}`,
  );
}
const budgeted = rows.filter((r) => r.budgeted);
console.log(
  `\nlargest informational page: ${Math.max(...budgeted.map((r) => r.js)).toFixed(1)} kB JS (budget ${BUDGET_JS_KB} kB)`,
);
if (process.argv.includes("--explain")) await explainEntry();
if (over) {
  console.error(`${over} informational page(s) over the ${BUDGET_JS_KB} kB JavaScript budget`);
  process.exit(1);
}

/**
 * Rebuilds in memory with one chunk per npm package (and per source file outside the pages), then
 * prints the gzip size of every chunk the entry loads statically: where every page's bytes go.
 */
async function explainEntry() {
  const { build } = await import("vite");
  const result = await build({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "silent",
    build: {
      write: false,
      rollupOptions: {
        output: {
          manualChunks(id: string) {
            if (id.includes("node_modules")) {
              const rest = id.split("node_modules/").pop()!.split("/");
              return `pkg:${rest[0]!.startsWith("@") ? rest.slice(0, 2).join("/") : rest[0]}`.replace(/[@/:.]/g, "_");
            }
            const rel = path.relative(root, id);
            return /Page\.tsx$/.test(rel) ? undefined : `src:${rel}`.replace(/[/:.]/g, "_");
          },
        },
      },
    },
  });
  type Chunk = { type: "chunk"; fileName: string; name: string; isEntry: boolean; imports: string[]; code: string };
  const outputs = (Array.isArray(result) ? result[0] : result) as { output: Array<Chunk | { type: "asset" }> };
  const chunks = new Map(outputs.output.filter((c): c is Chunk => c.type === "chunk").map((c) => [c.fileName, c]));
  const entry = [...chunks.values()].find((c) => c.isEntry)!;
  const seen = new Set<string>();
  const stack = [entry.fileName];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...(chunks.get(f)?.imports ?? []));
  }
  const rows = [...seen]
    .map((f) => ({
      name: chunks.get(f)!.name.replace(/^pkg_/, "npm: ").replace(/^src_/, "src: "),
      size: zlib.gzipSync(chunks.get(f)!.code, { level: 9 }).length,
    }))
    .sort((a, b) => b.size - a.size);
  console.log(
    "\nWhat every page loads first, by package (approximate: each part gzipped on its own, and helpers shared by several packages are counted in one of them):",
  );
  for (const r of rows.slice(0, 30)) console.log(`${(r.size / 1024).toFixed(1).padStart(7)}  ${r.name}`);
  console.log(`${(rows.reduce((n, r) => n + r.size, 0) / 1024).toFixed(1).padStart(7)}  total`);
}
