/**
 * Builds the web app: the client bundle (split by route), a server bundle of the same routes, and
 * the prerendered HTML of every page (complete before any script runs), with a manifest the server
 * reads to answer page requests: which pages it renders on demand with the server bundle, and the
 * page template it fills for them.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import type { Manifest } from "../server/http/web";
import { pageStarterTag } from "../server/http/page-starter";
import { precompress } from "./lib/precompress";

const root = process.cwd();
const buildDir = path.resolve(process.env.BUILD_DIR ?? "dist");
const outDir = path.join(buildDir, "web");
const ssrDir = path.join(buildDir, "ssr");

async function main() {
  const started = Date.now();
  await build({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  await build({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { ssr: path.join(root, "web/src/entry-server.tsx"), outDir: ssrDir, emptyOutDir: true },
  });

  // The style sheet goes into every page, and the app is requested once the page is painted: the
  // first paint then waits on the HTML alone.
  const template = startAfterPaint(inlineStyles(fs.readFileSync(path.join(outDir, "index.html"), "utf8")));
  const entry = (await import(
    pathToFileURL(path.join(ssrDir, "entry-server.js")).href
  )) as typeof import("../web/src/entry-server");
  const pagesDir = path.join(outDir, "_pages");
  fs.mkdirSync(pagesDir, { recursive: true });

  const manifest: Manifest = {
    pages: {},
    notFound: "404.html",
    onDemand: [],
    template: "_template.html",
    renderer: path.relative(outDir, path.join(ssrDir, "entry-server.js")).split(path.sep).join("/"),
  };
  const write = (file: string, { html, head }: { html: string; head: string }) =>
    fs.writeFileSync(
      path.join(pagesDir, file),
      template.replace("<!--app-head-->", () => head).replace("<!--app-html-->", () => html),
    );
  for (const r of entry.pageRoutes) {
    const page = r.path.includes(":") ? null : await entry.render(r.path);
    // Pages rendered on demand are rendered by the server per request, from the template.
    if (!page || page.onDemand) {
      manifest.onDemand.push(r.path);
      continue;
    }
    const file = r.path === "/" ? "index.html" : `${r.path.slice(1).replace(/\//g, "__")}.html`;
    write(file, page);
    manifest.pages[r.path] = file;
  }
  write(manifest.notFound, await entry.render("/__not-found__"));
  fs.writeFileSync(path.join(pagesDir, manifest.template), template);
  fs.writeFileSync(path.join(pagesDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  fs.rmSync(path.join(outDir, "index.html"));
  const compressed = precompress(outDir);
  fs.writeFileSync(path.join(buildDir, ".build-stamp"), new Date().toISOString());
  console.log(
    `web app built: ${Object.keys(manifest.pages).length} pages prerendered, ${manifest.onDemand.length} rendered on demand, ${compressed} files precompressed (br, gzip), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Replaces the page template's style sheet links with the style sheets themselves (a few kB
 * compressed), so that the first paint needs no request after the HTML. A disabled link to each
 * stays: it is never fetched, and it tells the module loader, which looks for such a link before
 * loading a chunk's style sheet, that the page has it.
 */
function inlineStyles(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
    const css = fs.readFileSync(path.join(outDir, file), "utf8").replace(/<\/style/gi, "<\\/style");
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/**
 * Replaces the template's entry script with the page starter at the end of the body, which
 * requests the entry once the whole page has been painted (server/http/page-starter.ts).
 */
function startAfterPaint(html: string): string {
  const tags = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
  if (tags.length !== 1) throw new Error(`Expected the app's one entry script in the template, found ${tags.length}`);
  const [tag, src] = tags[0]!;
  return html.replace(tag, "").replace("</body>", () => `${pageStarterTag(src!)}\n  </body>`);
}

// Exits explicitly: modules imported for prerendering may hold timers or handles open.
main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
