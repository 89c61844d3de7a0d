import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/** Runs raw SQL and returns its rows (`db.execute` answers `{ rows }` on PGlite and PostgreSQL). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

/** A PostgreSQL text array literal (`'{"a","b"}'::text[]`), quotes and backslashes dropped from each value. */
export const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, "")}"`).join(",")}}`;

/** A PostgreSQL integer array literal (`'{1,2}'::int[]`), each value read as a number. */
export const intArray = (values: number[]) => `{${values.map(Number).join(",")}}`;

/** The PostgreSQL error code of a failed query (Drizzle keeps the driver's error as the cause). */
export function errorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === "string") return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** A date column as `YYYY-MM-DD` (drivers give a Date or a string), or null. */
export const dateCell = (v: unknown): string | null =>
  v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
