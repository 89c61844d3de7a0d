import { describe, expect, it } from "vitest";
import type { Business, Restaurant } from "@common/directories";
import { ALL, distinct, filterBusinesses, mapsUrl, splitBusinesses, splitRestaurants, telUrl, truncate } from "./filters";

let id = 0;
const r = (o: Partial<Restaurant>): Restaurant => ({
  id: ++id,
  name: "Place",
  cuisine: "American",
  specialty: "",
  description: "",
  address: "",
  phone: "",
  website: null,
  priceLevel: 1,
  rating: 4,
  features: [],
  hours: {},
  openNow: false,
  orderUrl: null,
  featured: false,
  isSample: false,
  ...o,
});
const b = (o: Partial<Business>): Business => ({
  id: ++id,
  name: "Shop",
  category: "Retail",
  subcategory: "",
  specialty: "",
  description: "",
  address: "",
  hours: {},
  openNow: false,
  phone: "",
  website: null,
  rating: 4,
  imageUrls: [],
  isFeatured: false,
  isSample: false,
  ...o,
});

describe("restaurant filters", () => {
  const siam = r({ name: "Siam Garden", cuisine: "Thai", specialty: "Khao soi", featured: true });
  const lotus = r({ name: "Lotus Orchid", cuisine: "Thai", specialty: "Green curry" });
  const casa = r({ name: "Casa Serrano", cuisine: "Mexican", specialty: "Carne asada", featured: true });
  const pie = r({ name: "Mountain Pie", cuisine: "Pizza", specialty: "Hot honey pie" });
  const all = [siam, lotus, casa, pie];

  it("searches name, cuisine and specialty, ignoring case, and nothing else", () => {
    expect(splitRestaurants(all, "THAI", ALL)).toEqual({ featured: [siam], others: [lotus] });
    expect(splitRestaurants(all, "asada", ALL).featured).toEqual([casa]);
    expect(splitRestaurants(all, "mountain", ALL).others).toEqual([pie]);
    expect(splitRestaurants([r({ name: "X", description: "thai food" })], "thai", ALL).others).toEqual([]);
    expect(splitRestaurants(all, "  ", ALL).others).toEqual([lotus, pie]);
  });

  it("filters by cuisine and combines it with the search", () => {
    expect(splitRestaurants(all, "", "Thai")).toEqual({ featured: [siam], others: [lotus] });
    expect(splitRestaurants(all, "curry", "Thai")).toEqual({ featured: [], others: [lotus] });
    expect(splitRestaurants(all, "curry", "Mexican")).toEqual({ featured: [], others: [] });
  });

  it("keeps at most four featured restaurants in the featured block and never repeats them", () => {
    const many = Array.from({ length: 6 }, (_, i) => r({ name: `F${i}`, featured: true }));
    const { featured, others } = splitRestaurants(many, "", ALL);
    expect(featured).toHaveLength(4);
    expect(others).toHaveLength(2);
    expect(new Set([...featured, ...others].map((x) => x.id)).size).toBe(6);
  });

  it("lists distinct cuisines sorted", () => {
    expect(distinct(all.map((x) => x.cuisine))).toEqual(["Mexican", "Pizza", "Thai"]);
  });
});

describe("business filters", () => {
  const feed = b({ name: "Oak Feed", category: "Agriculture & Ranch", subcategory: "Feed Store", isFeatured: true });
  const plumb = b({ name: "Granite Peak", category: "Home Services", subcategory: "Plumbing", specialty: "Well pumps" });
  const vet = b({ name: "Hilltop", category: "Pets & Animals", subcategory: "Veterinary", isFeatured: true });
  const all = [feed, plumb, vet];
  const featured = [feed, vet];

  it("searches name, category, subcategory and specialty, ignoring case", () => {
    expect(filterBusinesses(all, "plumbing", ALL)).toEqual([plumb]);
    expect(filterBusinesses(all, "WELL", ALL)).toEqual([plumb]);
    expect(filterBusinesses(all, "pets", ALL)).toEqual([vet]);
    expect(filterBusinesses(all, "feed store", ALL)).toEqual([feed]);
    expect(filterBusinesses(all, "", "Home Services")).toEqual([plumb]);
  });

  it("shows Favorite Stops only unfiltered, and then leaves them out of the main list", () => {
    expect(splitBusinesses(all, featured, "", ALL)).toEqual({ showFeatured: true, featured, main: [plumb] });
    const searched = splitBusinesses(all, featured, "hill", ALL);
    expect(searched).toEqual({ showFeatured: false, featured: [], main: [vet] });
    const filtered = splitBusinesses(all, featured, "", "Agriculture & Ranch");
    expect(filtered).toEqual({ showFeatured: false, featured: [], main: [feed] });
  });
});

describe("helpers", () => {
  it("truncates beyond the limit at a word boundary", () => {
    expect(truncate("short", 100)).toEqual({ long: false, short: "short" });
    const text = "word ".repeat(40).trim();
    const t = truncate(text, 100);
    expect(t.long).toBe(true);
    expect(t.short.length).toBeLessThanOrEqual(101);
    expect(t.short.endsWith("word…")).toBe(true);
    expect(truncate("x".repeat(101), 100).short).toBe(`${"x".repeat(100)}…`);
  });

  it("builds map and phone links", () => {
    expect(mapsUrl("1020 Main Street, Ramona, CA 92065")).toBe(
      "https://www.google.com/maps/search/?api=1&query=1020%20Main%20Street%2C%20Ramona%2C%20CA%2092065",
    );
    expect(telUrl("(760) 555-0101")).toBe("tel:7605550101");
  });
});
