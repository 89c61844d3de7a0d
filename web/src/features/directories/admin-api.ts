import {
  businessAdminCalls,
  listBusinesses,
  listFeaturedBusinesses,
  listRestaurants,
  restaurantAdminCalls,
} from "@common/directories.api";
import { callAdmin } from "@web/lib/admin-session";
import { callKey, callQuery } from "@web/lib/api-client";
import type { Kind, Listing } from "./admin-form";

/** The directories' admin calls (document 001, section 7). */
const ADMIN_CALLS = { restaurant: restaurantAdminCalls, business: businessAdminCalls };
/** The public lists a change to a listing of each kind shows up in. */
const PUBLIC_KEYS: Record<Kind, ReadonlyArray<readonly unknown[]>> = {
  restaurant: [callKey(listRestaurants)],
  business: [callKey(listBusinesses), callKey(listFeaturedBusinesses)],
};

/** Every list a change to a listing of this kind appears in: the admin list and the public ones. */
export const listingKeys = (kind: Kind) => [callKey(ADMIN_CALLS[kind].list), ...PUBLIC_KEYS[kind]];

// The two kinds share their call shapes; a payload is validated by the form and again by the server.
const calls = (kind: Kind) => ADMIN_CALLS[kind] as typeof restaurantAdminCalls;

export const adminListingsQuery = (kind: Kind) => ({
  ...callQuery(calls(kind).list, {}, callAdmin),
  select: (rows: unknown[]) => rows as Listing[],
});
export const createListing = (kind: Kind, payload: Record<string, unknown>) =>
  callAdmin(calls(kind).create, { body: payload as never });
export const updateListing = (kind: Kind, id: number, change: Record<string, unknown>) =>
  callAdmin(calls(kind).update, { params: { id }, body: change as never });
export const removeListing = (kind: Kind, id: number) => callAdmin(calls(kind).remove, { params: { id } });
