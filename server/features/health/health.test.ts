import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { pageStarterTag } from "../../http/page-starter";
import { createTestApp, type TestApp } from "../../test/harness";
import { documents } from "../documents/schema";

describe("health and the API's edges", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("reports the server and database state", async () => {
    const res = await t.request({ method: "GET", url: "/api/health" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
    expect(res.body.database.ok).toBe(true);
    expect(["pglite", "postgres"]).toContain(res.body.database.kind);
    expect(res.body.ingestion).toEqual({ waiting: 0, oldestWaitingSeconds: null });
  });

  it("reports the documents waiting to be indexed and how long the oldest has waited", async () => {
    const an = (n: number) => ({
      title: `Waiting ${n}`,
      sha256: String(n).repeat(64).slice(0, 64),
      byteSize: 1,
      fileName: "w.pdf",
    });
    const rows = await t.database.db
      .insert(documents)
      .values([
        { ...an(1), status: "processing", uploadDate: new Date(Date.now() - 90_000) },
        { ...an(2), status: "processing" },
        { ...an(3), status: "active" },
      ])
      .returning();
    const res = await t.request({ method: "GET", url: "/api/health" });
    expect(res.body.ingestion.waiting).toBe(2);
    expect(res.body.ingestion.oldestWaitingSeconds).toBeGreaterThanOrEqual(89);
    expect(res.body.ingestion.oldestWaitingSeconds).toBeLessThan(600);
    await t.database.db.delete(documents).where(
      inArray(
        documents.id,
        rows.map((r) => r.id),
      ),
    );
  });

  it("answers unknown API paths with JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.request({ method, url: "/api/does-not-exist?x=1" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "No API route " + method + " /api/does-not-exist", code: "not_found" });
    }
  });

  it("sends strict security headers on every response", async () => {
    for (const url of ["/api/health", "/api/nope", "/some/page"]) {
      const res = await t.request({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("allows one inline script, the page starter, by the hash of its text", async () => {
    const tag = pageStarterTag("/assets/index-Ab1_2.js");
    const [, src, text] = /^<script data-src="([^"]+)">([\s\S]+)<\/script>$/.exec(tag)!;
    expect(src).toBe("/assets/index-Ab1_2.js");
    const hash = createHash("sha256").update(text!).digest("base64");
    const res = await t.request({ method: "GET", url: "/some/page" });
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers["content-security-policy"]))![1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    for (const src of ['/x.js" onload="alert(1)', "https://elsewhere.example/a.js", "/assets/a.css"])
      expect(() => pageStarterTag(src)).toThrow(/Not an app entry/);
  });

  it("refuses a malformed JSON body with 400, not 500", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/does-not-exist",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/not valid JSON/);
  });
});
