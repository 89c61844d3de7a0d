import { eq, sql } from "drizzle-orm";
import { BusinessInputSchema, RestaurantInputSchema } from "@common/directories";
import type { Db } from "../../db/client";
import { appState } from "../../db/core-schema";
import { SAMPLE_BUSINESSES, SAMPLE_RESTAURANTS } from "./sample-data";
import { businesses, restaurants } from "./schema";
import { SAMPLE_STATE_KEY } from "./service";

export { SAMPLE_STATE_KEY };

/**
 * Loads the sample restaurants and businesses once per installation. The fact is remembered in
 * app_state, so listings an admin deletes later do not come back. Returns whether it loaded them.
 */
export async function seedDirectories(db: Db): Promise<boolean> {
  const rs = SAMPLE_RESTAURANTS.map((r) => ({ ...RestaurantInputSchema.parse(r), isSample: true }));
  const bs = SAMPLE_BUSINESSES.map((b) => ({ ...BusinessInputSchema.parse(b), isSample: true }));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appState)
      .values({
        key: SAMPLE_STATE_KEY,
        value: { enabled: true, loadedAt: new Date().toISOString(), restaurants: rs.length, businesses: bs.length },
      })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (claimed.length === 0) return false;
    await tx.insert(restaurants).values(rs);
    await tx.insert(businesses).values(bs);
    return true;
  });
}

/**
 * Keeps the sample directory in step with the demonstration-content switch: on, it is loaded
 * (once) and shown; off, sample listings stay in the database for admins but leave the public
 * directory. Listings an admin has unmarked as sample are real and always shown.
 */
export async function applyDemoSwitch(db: Db, enabled: boolean): Promise<"loaded" | "shown" | "hidden" | "none"> {
  if (enabled && (await seedDirectories(db))) return "loaded";
  const updated = await db
    .update(appState)
    .set({ value: sql`${appState.value} || ${JSON.stringify({ enabled })}::jsonb`, updatedAt: new Date() })
    .where(eq(appState.key, SAMPLE_STATE_KEY))
    .returning({ key: appState.key });
  if (updated.length === 0) return "none";
  return enabled ? "shown" : "hidden";
}
