import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openDatabase } from "../db/client";
import { restaurants } from "../features/directories/schema";
import { documents } from "../features/documents/schema";
import { bearer, createApprovedAdmin, type TestAccount } from "../test/accounts";
import { createTestApp, eventually, testDatabaseUrl, type TestApp } from "../test/harness";

const get = (t: { inject: TestApp["app"]["inject"] }, url: string, etag?: string) =>
  t.inject({ method: "GET", url, headers: etag ? { "if-none-match": etag } : {} });

describe("public reads kept in memory", () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
  });
  afterAll(async () => t.close());

  it("answers 304 for a current copy, and an admin's change on the very next read", async () => {
    const first = await get(t.app, "/api/restaurants");
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect((await get(t.app, "/api/restaurants", etag)).statusCode).toBe(304);
    const created = await t.request({
      method: "POST",
      url: "/api/admin/restaurants",
      payload: { name: "Cached Cantina", cuisine: "Mexican", priceLevel: 2 },
      headers: bearer(admin.token),
    });
    expect(created.status).toBe(201);
    const after = await get(t.app, "/api/restaurants", etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().map((r: { name: string }) => r.name)).toContain("Cached Cantina");
    expect(after.headers.etag).not.toBe(etag);
  });

  it("drops a read when its table changes outside the API (the database's notification)", async () => {
    const before = (await get(t.app, "/api/restaurants")).json() as Array<{ id: number; name: string }>;
    const [row] = await t.database.db
      .insert(restaurants)
      .values({ name: "Written Elsewhere Grill", cuisine: "American", priceLevel: 1 })
      .returning();
    await eventually(async () =>
      (await get(t.app, "/api/restaurants")).json().some((r: { name: string }) => r.name === "Written Elsewhere Grill"),
    );
    await t.database.db.delete(restaurants).where(eq(restaurants.id, row!.id));
    await eventually(async () => (await get(t.app, "/api/restaurants")).json().length === before.length);
  });

  it("counts a document once it becomes active, whoever indexed it", async () => {
    const count = async () => (await get(t.app, "/api/rcpg/document-stats")).json().totalDocuments as number;
    const n = await count();
    const [doc] = await t.database.db
      .insert(documents)
      .values({ title: "Minutes", sha256: "c".repeat(64), byteSize: 1, fileName: "m.pdf", status: "processing" })
      .returning();
    expect(await count()).toBe(n);
    await t.database.db.update(documents).set({ status: "active" }).where(eq(documents.id, doc!.id));
    await eventually(async () => (await count()) === n + 1);
  });
});

describe.skipIf(!testDatabaseUrl)("public reads with two app instances on one PostgreSQL", () => {
  let t: TestApp;
  let admin: TestAccount;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherDb: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createApprovedAdmin(t);
    otherDb = await openDatabase({ dataDir: "", databaseUrl: t.config.databaseUrl });
    other = await buildApp({ config: t.config, database: otherDb, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await otherDb.close();
    await t.close();
  });

  it("a change made through one instance reaches the other's next reads", async () => {
    const etag = String((await get(other, "/api/businesses")).headers.etag);
    expect((await get(other, "/api/businesses", etag)).statusCode).toBe(304);
    const created = await t.request({
      method: "POST",
      url: "/api/admin/businesses",
      payload: { name: "Two Instance Hardware", category: "Hardware" },
      headers: bearer(admin.token),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await eventually(async () =>
      (await get(other, "/api/businesses")).json().some((b: { name: string }) => b.name === "Two Instance Hardware"),
    );
    expect((await get(other, "/api/businesses", etag)).statusCode).toBe(200);
  });
});
