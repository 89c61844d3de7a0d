/**
 * Builds the web app: the client bundle (split by route), a server bundle of the same routes, and
 * the prerendered HTML of every page (complete before any script runs), with a manifest the server
 * reads to answer page requests.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { escapeHtml } from "../common/html";
import { pageTitle } from "../web/src/app/title";

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

  const template = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
  const entry = (await import(
    pathToFileURL(path.join(ssrDir, "entry-server.js")).href
  )) as typeof import("../web/src/entry-server");
  const pagesDir = path.join(outDir, "_pages");
  fs.mkdirSync(pagesDir, { recursive: true });

  const manifest: { pages: Record<string, string>; notFound: string } = { pages: {}, notFound: "404.html" };
  const renderTo = async (url: string, file: string) => {
    const { html, handle } = await entry.render(url);
    const head =
      `<title>${escapeHtml(pageTitle(handle.title))}</title>\n` +
      `    <meta name="description" content="${escapeHtml(handle.description)}" />`;
    fs.writeFileSync(
      path.join(pagesDir, file),
      template.replace("<!--app-head-->", head).replace("<!--app-html-->", html),
    );
  };
  for (const r of entry.pageRoutes) {
    const file = r.path === "/" ? "index.html" : `${r.path.slice(1).replace(/\//g, "__")}.html`;
    await renderTo(r.path, file);
    manifest.pages[r.path] = file;
  }
  await renderTo("/__not-found__", manifest.notFound);
  fs.writeFileSync(path.join(pagesDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  fs.rmSync(path.join(outDir, "index.html"));
  fs.writeFileSync(path.join(buildDir, ".build-stamp"), new Date().toISOString());
  console.log(
    `web app built: ${Object.keys(manifest.pages).length} pages prerendered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

// Exits explicitly: modules imported for prerendering may hold timers or handles open.
main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
