import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/** Runs raw SQL and returns its rows (`db.execute` answers `{ rows }` on PGlite and PostgreSQL). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

/** A PostgreSQL text array literal (`'{"a","b"}'::text[]`), quotes and backslashes dropped from each value. */
export const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, "")}"`).join(",")}}`;
