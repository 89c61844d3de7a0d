/**
 * What the directory pages read before any schema (document 001): the days, the display limits and
 * the public calls' routes. Free of validation code, so a page can name and show its data without
 * loading it; `directories.ts` and `directories.api.ts` build on it.
 */

export const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Day = (typeof DAYS)[number];
export const DAY_LABELS: Record<Day, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

/** Collapse limits of long descriptions (document 001, section 9). */
export const DESCRIPTION_LIMITS = {
  featuredRestaurant: 100,
  restaurant: 120,
  featuredBusiness: 150,
  business: 100,
} as const;
/** Restaurant cards show at most this many feature tags, then '+N more'. */
export const MAX_FEATURE_TAGS = 3;
/** 'Where Locals Eat' shows this many featured restaurants. */
export const FEATURED_RESTAURANT_COUNT = 4;

/** The public directories' calls as routes: `directories.api.ts` gives each its answer's schema. */
export const directoryRoutes = {
  listRestaurants: { method: "GET", path: "/api/restaurants" },
  listBusinesses: { method: "GET", path: "/api/businesses" },
  listFeaturedBusinesses: { method: "GET", path: "/api/businesses/featured" },
} as const;
