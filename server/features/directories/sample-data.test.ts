import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appState } from "../../db/core-schema";
import { createTestApp, eventually, type TestApp } from "../../test/harness";
import { bearer, createApprovedAdmin } from "../../test/accounts";
import type { Business, Restaurant } from "@common/directories";
import { applyDemoSwitch, SAMPLE_STATE_KEY, seedDirectories } from "./seed";

describe("the sample directory of a fresh install", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoContent: true });
  });
  afterAll(async () => t.close());

  it("loads about 25 restaurants and 40 businesses, all marked as sample and fictional", async () => {
    const rs: Restaurant[] = (await t.request({ method: "GET", url: "/api/restaurants" })).body;
    const bs: Business[] = (await t.request({ method: "GET", url: "/api/businesses" })).body;
    expect(rs.length).toBeGreaterThanOrEqual(22);
    expect(bs.length).toBeGreaterThanOrEqual(36);
    expect(rs.filter((r) => r.cuisine === "Thai").length).toBeGreaterThanOrEqual(2);
    expect(new Set(rs.map((r) => r.cuisine)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(bs.map((b) => b.category)).size).toBeGreaterThanOrEqual(8);
    expect(rs.filter((r) => r.orderUrl).length).toBe(10);
    expect(rs.filter((r) => r.featured).length).toBe(4);
    expect(rs.filter((r) => r.cuisine === "Thai" && r.orderUrl).length).toBeGreaterThanOrEqual(2);
    expect(bs.filter((b) => b.isFeatured).length).toBeGreaterThanOrEqual(3);
    for (const x of [...rs, ...bs]) {
      expect(x.isSample).toBe(true);
      expect(x.phone).toMatch(/^\(760\) 555-01\d\d$/);
      if (x.website) expect(new URL(x.website).hostname).toMatch(/(^|\.)example\.com$/);
      expect(x.address).toMatch(/Ramona, CA 92065/);
      expect(typeof x.openNow).toBe("boolean");
    }
    for (const r of rs) if (r.orderUrl) expect(new URL(r.orderUrl).hostname).toBe("order.example.com");
    expect(new Set(rs.map((r) => r.phone)).size).toBe(rs.length);
  });

  it("does not bring back deleted listings when loaded again", async () => {
    const admin = await createApprovedAdmin(t);
    const before: Restaurant[] = (await t.request({ method: "GET", url: "/api/restaurants" })).body;
    const victim = before[0]!;
    const del = await t.request({ method: "DELETE", url: `/api/admin/restaurants/${victim.id}`, headers: bearer(admin.token) });
    expect(del.status).toBe(200);
    expect(await seedDirectories(t.database.db)).toBe(false);
    const after: Restaurant[] = (await t.request({ method: "GET", url: "/api/restaurants" })).body;
    expect(after.length).toBe(before.length - 1);
    const state = await t.database.db.select().from(appState).where(eq(appState.key, SAMPLE_STATE_KEY));
    expect(state).toHaveLength(1);
  });
});

describe("the demonstration-content switch", () => {
  it("takes sample listings off the public directory when switched off, keeps real ones, and shows them again when on", async () => {
    const t = await createTestApp({ demoContent: true });
    try {
      const admin = await createApprovedAdmin(t);
      const h = { headers: bearer(admin.token) };
      const count = async (url: string) => ((await t.request({ method: "GET", url, ...h })).body as unknown[]).length;
      const before = await count("/api/restaurants");
      const businessesBefore = await count("/api/businesses");
      // An admin adopts one sample listing as a real one and adds a new one.
      const adopted = ((await t.request({ method: "GET", url: "/api/restaurants" })).body as Restaurant[])[0]!;
      const patch = await t.request({ method: "PATCH", url: `/api/admin/restaurants/${adopted.id}`, payload: { isSample: false }, ...h });
      expect(patch.body.isSample).toBe(false);
      await t.request({ method: "POST", url: "/api/admin/restaurants", payload: { name: "Real Diner", cuisine: "American", priceLevel: 1 }, ...h });

      // The switch writes to the database directly: the public reads follow its change notification.
      expect(await applyDemoSwitch(t.database.db, false)).toBe("hidden");
      await eventually(async () => (await count("/api/businesses")) === 0 && (await count("/api/restaurants")) === 2);
      const shown = (await t.request({ method: "GET", url: "/api/restaurants" })).body as Restaurant[];
      expect(shown.map((r) => r.name).sort()).toEqual([adopted.name, "Real Diner"].sort());
      expect(await count("/api/businesses")).toBe(0);
      expect(await count("/api/businesses/featured")).toBe(0);
      expect(await count("/api/admin/restaurants")).toBe(before + 1);

      expect(await applyDemoSwitch(t.database.db, true)).toBe("shown");
      await eventually(async () => (await count("/api/restaurants")) === before + 1);
      expect(await count("/api/businesses")).toBe(businessesBefore);
    } finally {
      await t.close();
    }
  });


  it("loads no sample listings", async () => {
    const t = await createTestApp({ demoContent: false });
    try {
      expect(await applyDemoSwitch(t.database.db, false)).toBe("none");
      expect((await t.request({ method: "GET", url: "/api/restaurants" })).body).toEqual([]);
      expect((await t.request({ method: "GET", url: "/api/businesses" })).body).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
