import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgres, testDatabaseUrl } from "../test/harness";
import { openDatabase, type Database } from "./client";

describe.skipIf(!testDatabaseUrl)("instances starting at once on one PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof freshPostgres>>;
  const opened: Database[] = [];
  beforeAll(async () => {
    scratch = await freshPostgres(testDatabaseUrl!);
  });
  afterAll(async () => {
    for (const d of opened) await d.close();
    await scratch.drop();
  });

  it("migrate a new database in turn: both start, and each migration runs once", async () => {
    const both = await Promise.allSettled([0, 1, 2].map(() => openDatabase({ dataDir: "", databaseUrl: scratch.url })));
    for (const r of both) if (r.status === "fulfilled") opened.push(r.value);
    expect(both.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    const rows = (await opened[0]!.db.execute(
      "SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations" as never,
    )) as unknown as {
      rows: Array<{ n: number; d: number }>;
    };
    expect(rows.rows[0]!.n).toBe(rows.rows[0]!.d);
  });
});
