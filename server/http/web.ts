import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";

/** What the build writes to `_pages/manifest.json` (scripts/build-web.ts). */
export type Manifest = {
  /** Prerendered pages: path → file in `_pages`. */
  pages: Record<string, string>;
  notFound: string;
  /** Paths (with `:name` parameters) the server renders per request with the renderer. */
  onDemand: string[];
  /** The page template the renderer's output fills. */
  template: string;
  /** The server bundle of the web app, relative to the web folder. */
  renderer: string;
};

/** The server bundle's render (web/src/entry-server.tsx), as the server calls it. */
type Renderer = {
  render: (
    url: string,
    fetchApi: (path: string) => Promise<Response>,
  ) => Promise<{ html: string; head: string; status: number }>;
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pattern = (p: string) =>
  new RegExp(
    `^${p
      .split("/")
      .map((seg) => (seg.startsWith(":") ? "[^/]+" : escapeRe(seg)))
      .join("/")}$`,
  );

/**
 * Serves the built web app: hashed assets with long caching, and for every page route its HTML,
 * complete before any script runs: prerendered at build time, or, for the pages rendered on demand
 * (a meeting record, a history), rendered per request with the data they show, read through the
 * server's own API. Unknown paths get the Page Not Found page with status 404.
 */
export async function registerWeb(app: FastifyInstance, config: Config) {
  const root = config.webDir;
  const manifestFile = path.join(root, "_pages", "manifest.json");
  const built = fs.existsSync(manifestFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: path.join(root, "assets"),
      prefix: "/assets/",
      immutable: true,
      maxAge: "365d",
      index: false,
      wildcard: true,
    });
    for (const file of ["favicon.svg", "robots.txt"]) {
      const full = path.join(root, file);
      if (fs.existsSync(full)) {
        app.get(`/${file}`, (_req, reply) => reply.sendFile(file, root, { maxAge: "1d" }));
      }
    }
  }

  let manifest: Manifest | null = null;
  let onDemand: RegExp[] = [];
  const cache = new Map<string, Buffer>();
  const load = () => {
    if (!manifest && fs.existsSync(manifestFile)) {
      manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
      onDemand = (manifest.onDemand ?? []).map(pattern);
    }
    return manifest;
  };
  const read = (file: string) => {
    let html = cache.get(file);
    if (!html) {
      html = fs.readFileSync(path.join(root, "_pages", file));
      if (config.env === "production") cache.set(file, html);
    }
    return html;
  };
  let renderer: Promise<Renderer> | null = null;
  const loadRenderer = (m: Manifest) => {
    if (!renderer) {
      renderer = import(pathToFileURL(path.resolve(root, m.renderer)).href) as Promise<Renderer>;
      renderer.catch(() => (renderer = null));
    }
    return renderer;
  };

  /** A GET of the server's own API, answered in process, as the visitor's request would be. */
  const fetchApi = (req: FastifyRequest) => async (url: string) => {
    const res = await app.inject({
      method: "GET",
      url,
      remoteAddress: req.ip,
      headers: { accept: "application/json" },
    });
    const type = String(res.headers["content-type"] ?? "application/json");
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { "content-type": type },
    });
  };

  const renderOnDemand = async (m: Manifest, req: FastifyRequest, reply: FastifyReply) => {
    const template = read(m.template).toString("utf8");
    const pathname = req.url.split("?")[0]!;
    try {
      const { render } = await loadRenderer(m);
      const out = await render(req.url, fetchApi(req));
      return reply
        .status(out.status)
        .send(template.replace("<!--app-head-->", () => out.head).replace("<!--app-html-->", () => out.html));
    } catch (err) {
      // The page is still served: without its markup, the browser renders it (and loads its data).
      req.log.error({ err }, `could not render ${pathname}`);
      return reply.send(template.replace("<!--app-head-->", "").replace("<!--app-html-->", ""));
    }
  };

  app.get("/*", async (req, reply) => {
    const m = load();
    if (!m) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The web app has not been built yet. Run `npm run build` (npm start does it for you).");
    }
    const pathname = decodeURIComponentSafe(req.url.split("?")[0] ?? "/");
    const key = pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
    const file = m.pages[key];
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
    if (file) return reply.send(read(file));
    if (onDemand.some((re) => re.test(key))) return renderOnDemand(m, req, reply);
    return reply.status(404).send(read(m.notFound));
  });
}

function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
