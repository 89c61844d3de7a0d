import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A built web app in miniature (a manifest, three pages, an asset and a renderer that reads the
 * API as the real one does), so that the page routes answer as in production without a build.
 */
export function makeFakeWeb(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-fuzz-web-"));
  const pages = path.join(dir, "_pages");
  fs.mkdirSync(pages, { recursive: true });
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  fs.mkdirSync(path.join(dir, "server"), { recursive: true });
  const manifest = {
    pages: { "/": "index.html", "/contact": "contact.html" },
    notFound: "404.html",
    onDemand: ["/documents/:id", "/documents/history", "/meetings"],
    template: "template.html",
    renderer: "server/entry-server.mjs",
  };
  fs.writeFileSync(path.join(pages, "manifest.json"), JSON.stringify(manifest));
  fs.writeFileSync(path.join(pages, "index.html"), "<!doctype html><title>Home</title>");
  fs.writeFileSync(path.join(pages, "contact.html"), "<!doctype html><title>Contact</title>");
  fs.writeFileSync(path.join(pages, "404.html"), "<!doctype html><title>Page Not Found</title>");
  fs.writeFileSync(
    path.join(pages, "template.html"),
    "<!doctype html><head><!--app-head--></head><body><!--app-html--></body>",
  );
  fs.writeFileSync(path.join(dir, "assets", "app-1234.js"), "console.log('app');\n");
  fs.writeFileSync(
    path.join(dir, "server", "entry-server.mjs"),
    `export async function render(url, fetchApi) {
  const u = new URL(url, "http://localhost");
  const m = /^\\/documents\\/([^/]+)$/.exec(u.pathname);
  const api = m && m[1] !== "history" ? "/api/documents/" + m[1] + "/record"
    : u.pathname === "/documents/history" ? "/api/documents/history" + u.search : "/api/documents/meetings";
  const res = await fetchApi(api);
  await res.text();
  return { html: "<main>" + res.status + "</main>", head: "", status: res.ok ? 200 : 404 };
}
`,
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
