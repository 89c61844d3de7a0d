import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { etagOf, matchesEtag } from "./etag";
import { PAGE_STARTER } from "./page-starter";
import { redactUrl } from "./log-redaction";

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
      // The build writes .br and .gz beside each file: sent as they are to browsers that take them.
      preCompressed: true,
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
  const cache = new Map<string, Page>();
  const load = () => {
    if (!manifest && fs.existsSync(manifestFile)) {
      manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
      onDemand = (manifest.onDemand ?? []).map(pattern);
      // The content security policy allows this server's page starter only: a build made with
      // another would serve pages whose app never starts.
      if (!read(manifest.template).html.toString("utf8").includes(PAGE_STARTER))
        app.log.error("The web build's page starter differs from this server's: rebuild the web app (npm run build)");
    }
    return manifest;
  };
  /** A prerendered page, with the compressed copies the build wrote beside it. */
  const read = (file: string): Page => {
    let page = cache.get(file);
    if (!page) {
      const full = path.join(root, "_pages", file);
      const html = fs.readFileSync(full);
      const copy = (ext: string) => (fs.existsSync(full + ext) ? fs.readFileSync(full + ext) : undefined);
      page = {
        html,
        br: copy(".br"),
        gzip: copy(".gz"),
        etag: etagOf(html),
      };
      if (config.env === "production") cache.set(file, page);
    }
    return page;
  };
  /** Sends a prerendered page: 304 when the browser has it, else its compressed copy when one is accepted. */
  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: Page) => {
    reply.header("etag", page.etag).header("vary", "accept-encoding");
    if (reply.statusCode === 200 && matchesEtag(req.headers["if-none-match"], page.etag))
      return reply.status(304).send();
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = encoding && page[encoding];
    if (encoding && body) return reply.header("content-encoding", encoding).send(body);
    return reply.send(page.html);
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
    const template = read(m.template).html.toString("utf8");
    const pathname = req.url.split("?")[0]!;
    try {
      const { render } = await loadRenderer(m);
      const out = await render(req.url, fetchApi(req));
      return reply
        .status(out.status)
        .send(template.replace("<!--app-head-->", () => out.head).replace("<!--app-html-->", () => out.html));
    } catch (err) {
      // The page is still served: without its markup, the browser renders it (and loads its data).
      req.log.error({ err }, `could not render ${redactUrl(pathname)}`);
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
    if (file) return sendPage(req, reply, read(file));
    if (onDemand.some((re) => re.test(key))) return renderOnDemand(m, req, reply);
    return sendPage(req, reply.status(404), read(m.notFound));
  });
}

type Page = { html: Buffer; br?: Buffer; gzip?: Buffer; etag: string };

/** The encoding to send among those the build writes: Brotli first, then gzip, as the request accepts them. */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
