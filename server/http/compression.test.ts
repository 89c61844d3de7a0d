import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/lib/precompress";
import { createTestApp, type TestApp } from "../test/harness";
import { preferredEncoding, type Manifest } from "./web";

const filler = (what: string) => Array.from({ length: 200 }, (_, i) => `${what} ${i}`).join("\n");

/** A small built web app: two pages, a script, a style sheet and an SVG, precompressed as the build does. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ramona-web-"));
  fs.mkdirSync(path.join(dir, "_pages"), { recursive: true });
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  const manifest: Manifest = {
    pages: { "/": "index.html" },
    notFound: "404.html",
    onDemand: [],
    template: "_template.html",
    renderer: "none.js",
  };
  fs.writeFileSync(path.join(dir, "_pages", "manifest.json"), JSON.stringify(manifest));
  fs.writeFileSync(
    path.join(dir, "_pages", "index.html"),
    `<!doctype html><title>Home</title><p>${filler("home")}</p>`,
  );
  fs.writeFileSync(
    path.join(dir, "_pages", "404.html"),
    `<!doctype html><title>Not found</title><p>${filler("missing")}</p>`,
  );
  fs.writeFileSync(path.join(dir, "_pages", "_template.html"), "<!doctype html><!--app-head--><!--app-html-->");
  fs.writeFileSync(path.join(dir, "assets", "app-Ab12Cd.js"), `console.log(${JSON.stringify(filler("script"))});`);
  fs.writeFileSync(path.join(dir, "assets", "app-Ab12Cd.css"), filler(".rule { color: red }"));
  fs.writeFileSync(
    path.join(dir, "assets", "logo-Ef34Gh.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${filler("<circle r='1'/>")}</svg>`,
  );
  precompress(dir);
  return dir;
}

const decode = (raw: Buffer, encoding: string | undefined) =>
  encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;

describe("http: compressed responses", () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fakeBuild();
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const RESOURCES = [
    { url: "/", type: "text/html", holds: "home 199" },
    { url: "/no-such-page", type: "text/html", holds: "missing 199", status: 404 },
    { url: "/assets/app-Ab12Cd.js", type: "javascript", holds: "script 199" },
    { url: "/assets/app-Ab12Cd.css", type: "text/css", holds: "color: red } 199" },
    { url: "/assets/logo-Ef34Gh.svg", type: "image/svg+xml", holds: "<circle r='1'/> 199" },
    { url: "/api/meetings", type: "application/json", holds: "{" },
  ];

  it.each(RESOURCES)(
    "sends $url compressed when asked, and as it is when not",
    async ({ url, type, holds, status }) => {
      const plain = await t.app.inject({ method: "GET", url });
      expect(plain.statusCode).toBe(status ?? 200);
      expect(plain.headers["content-type"]).toContain(type);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toContain(holds);
      for (const [accept, want] of [
        ["br, gzip", "br"],
        ["gzip, deflate", "gzip"],
        ["gzip;q=1, br;q=0", "gzip"],
      ] as const) {
        const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": accept } });
        expect(res.statusCode, accept).toBe(status ?? 200);
        expect(res.headers["content-encoding"], `${url} ${accept}`).toBe(want);
        expect(String(res.headers.vary ?? "").toLowerCase()).toContain("accept-encoding");
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        // (A generated time in the body differs between the two requests.)
        const timeless = (x: string) => x.replace(/"generatedAt":"[^"]*"/, "");
        expect(timeless(decode(res.rawPayload, want).toString("utf8"))).toBe(timeless(plain.body));
      }
    },
  );

  it("caches hashed assets for a year and has pages revalidated, answering 304 for a page the browser has", async () => {
    const asset = await t.app.inject({
      method: "GET",
      url: "/assets/app-Ab12Cd.js",
      headers: { "accept-encoding": "br" },
    });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.headers["cache-control"]).toBe("no-cache");
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "if-none-match": etag, "accept-encoding": "br" },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await t.app.inject({ method: "GET", url: "/", headers: { "if-none-match": '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it("does not compress PDFs", async () => {
    // The file routes answer application/pdf: not a compressible type, whatever the browser accepts.
    const res = await t.app.inject({
      method: "GET",
      url: "/api/documents/1/file",
      headers: { "accept-encoding": "br" },
    });
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});

describe("http: preferredEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["deflate, x-unknown", null],
  ] as const)("%s → %s", (header, want) => {
    expect(preferredEncoding(header)).toBe(want);
  });
});
