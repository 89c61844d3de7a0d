import { and, asc, eq, sql } from "drizzle-orm";
import type {
  AdminBusiness,
  AdminRestaurant,
  Business,
  BusinessValues,
  Restaurant,
  RestaurantValues,
} from "@common/directories";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { presentAdminBusiness, presentAdminRestaurant, presentBusiness, presentRestaurant } from "./presenters";
import { businesses, restaurants } from "./schema";

/** app_state key remembering that the sample directory was loaded, and whether it is shown. */
export const SAMPLE_STATE_KEY = "sample.directories";

/**
 * Sample listings are public only while demonstration content is switched on (the flag `enabled`
 * in app_state, kept in step with the configuration at start-up).
 */
const samplesShown = sql`coalesce((select (value->>'enabled')::boolean from app_state where key = ${SAMPLE_STATE_KEY}), true)`;
const publicRestaurant = and(eq(restaurants.hidden, false), sql`(${restaurants.isSample} = false or ${samplesShown})`);
const publicBusiness = and(eq(businesses.hidden, false), sql`(${businesses.isSample} = false or ${samplesShown})`);

/**
 * The directories' data access. Public lists leave hidden entries out (and sample ones when demonstration content is off);
 * admins see everything.
 * Lists are ordered: featured first, then by rating, then by name.
 */

/** Every visible restaurant, presented (documented fields plus hours, openNow, orderUrl, isSample). */
export async function listRestaurants(db: Db, now = new Date()): Promise<Restaurant[]> {
  const rows = await db
    .select()
    .from(restaurants)
    .where(publicRestaurant)
    .orderBy(sql`${restaurants.featured} desc`, sql`${restaurants.rating} desc`, asc(restaurants.name), asc(restaurants.id));
  return rows.map((r) => presentRestaurant(r, now));
}

/** Every visible business, presented. */
export async function listBusinesses(db: Db, now = new Date()): Promise<Business[]> {
  const rows = await db
    .select()
    .from(businesses)
    .where(publicBusiness)
    .orderBy(sql`${businesses.isFeatured} desc`, sql`${businesses.rating} desc`, asc(businesses.name), asc(businesses.id));
  return rows.map((b) => presentBusiness(b, now));
}

/** Visible businesses marked as featured ('Favorite Stops'). */
export async function listFeaturedBusinesses(db: Db, now = new Date()): Promise<Business[]> {
  const rows = await db
    .select()
    .from(businesses)
    .where(and(publicBusiness, eq(businesses.isFeatured, true)))
    .orderBy(sql`${businesses.rating} desc`, asc(businesses.name), asc(businesses.id));
  return rows.map((b) => presentBusiness(b, now));
}

// --- admin ------------------------------------------------------------------------------------

export async function adminListRestaurants(db: Db, now = new Date()): Promise<AdminRestaurant[]> {
  const rows = await db.select().from(restaurants).orderBy(asc(restaurants.name), asc(restaurants.id));
  return rows.map((r) => presentAdminRestaurant(r, now));
}

export async function createRestaurant(db: Db, values: RestaurantValues): Promise<AdminRestaurant> {
  const [row] = await db.insert(restaurants).values(values).returning();
  return presentAdminRestaurant(row!, new Date());
}

export async function updateRestaurant(db: Db, id: number, change: Partial<RestaurantValues>): Promise<AdminRestaurant> {
  const [row] = await db
    .update(restaurants)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(restaurants.id, id))
    .returning();
  if (!row) throw notFound(`No restaurant with id ${id}`);
  return presentAdminRestaurant(row, new Date());
}

export async function deleteRestaurant(db: Db, id: number): Promise<{ id: number; name: string }> {
  const [row] = await db.delete(restaurants).where(eq(restaurants.id, id)).returning({ id: restaurants.id, name: restaurants.name });
  if (!row) throw notFound(`No restaurant with id ${id}`);
  return row;
}

export async function adminListBusinesses(db: Db, now = new Date()): Promise<AdminBusiness[]> {
  const rows = await db.select().from(businesses).orderBy(asc(businesses.name), asc(businesses.id));
  return rows.map((b) => presentAdminBusiness(b, now));
}

export async function createBusiness(db: Db, values: BusinessValues): Promise<AdminBusiness> {
  const [row] = await db.insert(businesses).values(values).returning();
  return presentAdminBusiness(row!, new Date());
}

export async function updateBusiness(db: Db, id: number, change: Partial<BusinessValues>): Promise<AdminBusiness> {
  const [row] = await db
    .update(businesses)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(businesses.id, id))
    .returning();
  if (!row) throw notFound(`No business with id ${id}`);
  return presentAdminBusiness(row, new Date());
}

export async function deleteBusiness(db: Db, id: number): Promise<{ id: number; name: string }> {
  const [row] = await db.delete(businesses).where(eq(businesses.id, id)).returning({ id: businesses.id, name: businesses.name });
  if (!row) throw notFound(`No business with id ${id}`);
  return row;
}
