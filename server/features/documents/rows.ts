import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Runs raw SQL and returns its rows (`db.execute` answers `{ rows }` on both engines). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}
