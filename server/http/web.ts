import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

type Manifest = { pages: Record<string, string>; notFound: string };

/**
 * Serves the built web app: hashed assets with long caching, and for every page route its
 * prerendered HTML (complete before any script runs). Unknown paths get the Page Not Found page
 * with status 404.
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
  const cache = new Map<string, Buffer>();
  const load = () => {
    if (!manifest && fs.existsSync(manifestFile)) {
      manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
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
