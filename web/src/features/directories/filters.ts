import type { Business, Restaurant } from "@common/directories";
import { FEATURED_RESTAURANT_COUNT } from "@common/directory-basics";

/** The value of the cuisine and category filters that shows everything. */
export const ALL = "all";

const matches = (needle: string, fields: string[]) => {
  const q = needle.trim().toLowerCase();
  return q === "" || fields.some((f) => f.toLowerCase().includes(q));
};

/** Distinct values of a field, sorted, for a filter's options. */
export function distinct(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

/** Case-insensitive substring search over name, cuisine and specialty, and the cuisine filter. */
export function filterRestaurants(list: Restaurant[], search: string, cuisine: string): Restaurant[] {
  return list.filter(
    (r) => (cuisine === ALL || r.cuisine === cuisine) && matches(search, [r.name, r.cuisine, r.specialty]),
  );
}

/**
 * The featured block ('Where Locals Eat': the first four featured restaurants) and the rest
 * ('More Great Dining Options'), each already filtered. Featured ones never appear in the rest.
 */
export function splitRestaurants(all: Restaurant[], search: string, cuisine: string) {
  const featuredIds = new Set(all.filter((r) => r.featured).slice(0, FEATURED_RESTAURANT_COUNT).map((r) => r.id));
  const shown = filterRestaurants(all, search, cuisine);
  return {
    featured: shown.filter((r) => featuredIds.has(r.id)),
    others: shown.filter((r) => !featuredIds.has(r.id)),
  };
}

/** Case-insensitive substring search over name, category, subcategory and specialty, and the category filter. */
export function filterBusinesses(list: Business[], search: string, category: string): Business[] {
  return list.filter(
    (b) =>
      (category === ALL || b.category === category) &&
      matches(search, [b.name, b.category, b.subcategory, b.specialty]),
  );
}

/**
 * 'Favorite Stops' shows only when the filter is all and the search is empty; the businesses it
 * shows are then left out of the main list.
 */
export function splitBusinesses(all: Business[], featured: Business[], search: string, category: string) {
  const showFeatured = category === ALL && search.trim() === "" && featured.length > 0;
  const featuredIds = new Set(featured.map((b) => b.id));
  const main = filterBusinesses(all, search, category).filter((b) => !(showFeatured && featuredIds.has(b.id)));
  return { showFeatured, featured: showFeatured ? featured : [], main };
}

/** Whether a text is longer than its collapse limit, and its shortened form (cut at a word). */
export function truncate(text: string, limit: number): { long: boolean; short: string } {
  if (text.length <= limit) return { long: false, short: text };
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return { long: true, short: `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…` };
}

/** "Google Maps" search link for an address. */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** "tel:" link from a displayed phone number. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
