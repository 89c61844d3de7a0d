import type { AdminBusiness, AdminRestaurant, Business, Restaurant } from "@common/directories";
import { isOpenAt } from "@common/opening-hours";
import type { businesses, restaurants } from "./schema";

type RestaurantRow = typeof restaurants.$inferSelect;
type BusinessRow = typeof businesses.$inferSelect;

/** A restaurant as the public sees it; openNow is computed at `now` in the town's time zone. */
export function presentRestaurant(r: RestaurantRow, now: Date): Restaurant {
  return {
    id: r.id,
    name: r.name,
    cuisine: r.cuisine,
    specialty: r.specialty,
    description: r.description,
    address: r.address,
    phone: r.phone,
    website: r.website,
    priceLevel: r.priceLevel,
    rating: r.rating,
    features: r.features,
    hours: r.hours,
    openNow: isOpenAt(r.hours, now),
    orderUrl: r.orderUrl,
    featured: r.featured,
    isSample: r.isSample,
  };
}

export function presentBusiness(b: BusinessRow, now: Date): Business {
  return {
    id: b.id,
    name: b.name,
    category: b.category,
    subcategory: b.subcategory,
    specialty: b.specialty,
    description: b.description,
    address: b.address,
    hours: b.hours,
    openNow: isOpenAt(b.hours, now),
    phone: b.phone,
    website: b.website,
    rating: b.rating,
    imageUrls: b.imageUrls,
    isFeatured: b.isFeatured,
    isSample: b.isSample,
  };
}

const adminFields = (r: RestaurantRow | BusinessRow) => ({
  hidden: r.hidden,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const presentAdminRestaurant = (r: RestaurantRow, now: Date): AdminRestaurant => ({
  ...presentRestaurant(r, now),
  ...adminFields(r),
});

export const presentAdminBusiness = (b: BusinessRow, now: Date): AdminBusiness => ({
  ...presentBusiness(b, now),
  ...adminFields(b),
});
