import { z } from "zod";
import { DAYS, type Day } from "./directory-basics";
import { CONTROL_CHARS, longText, requiredText, singleLine, text } from "./text-fields";

/** Restaurant and business directories (document 001): shared schemas, types and constants. */

export {
  DAY_LABELS,
  DAYS,
  DESCRIPTION_LIMITS,
  FEATURED_RESTAURANT_COUNT,
  MAX_FEATURE_TAGS,
  type Day,
} from "./directory-basics";

export const MAX_PRICE_LEVEL = 4;

export const LIMITS = {
  name: 120,
  short: 80,
  specialty: 160,
  description: 2000,
  address: 200,
  phone: 40,
  url: 500,
  features: 12,
  feature: 40,
  images: 6,
  rangesPerDay: 4,
} as const;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const TimeRangeSchema = z
  .strictObject({
    open: z.string().regex(TIME, "must be a time HH:MM (00:00 to 23:59)"),
    close: z.string().regex(TIME, "must be a time HH:MM (00:00 to 24:00)"),
  })
  .refine((r) => r.open !== r.close, { message: "open and close must differ" })
  .refine((r) => r.open !== "24:00", { message: "open cannot be 24:00" });
export type TimeRange = z.infer<typeof TimeRangeSchema>;

/** Weekly opening hours; a missing or empty day is closed. A close earlier than open runs past midnight. */
export const WeeklyHoursSchema = z.strictObject(
  Object.fromEntries(DAYS.map((d) => [d, z.array(TimeRangeSchema).max(LIMITS.rangesPerDay).optional()])) as Record<
    Day,
    z.ZodOptional<z.ZodArray<typeof TimeRangeSchema>>
  >,
);
export type WeeklyHours = Partial<Record<Day, TimeRange[]>>;

const httpUrl = z
  .string({ message: "must be text" })
  .trim()
  .max(LIMITS.url, `must be at most ${LIMITS.url} characters`)
  .refine((v) => !CONTROL_CHARS.test(v) && !/\s/.test(v), "must be a web address without spaces or control characters")
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:" || u.protocol === "http:";
    } catch {
      return false;
    }
  }, "must be a web address starting with http:// or https://");
/** An optional web address: empty string or null means none. */
const optionalUrl = z.union([z.literal("").transform(() => null), z.null(), httpUrl]);

const phone = z
  .string({ message: "must be text" })
  .transform(singleLine)
  .pipe(
    z
      .string()
      .max(LIMITS.phone, `must be at most ${LIMITS.phone} characters`)
      .regex(/^[0-9+()\-. ]*$/, "may contain only digits, spaces and + ( ) - ."),
  );

const rating = z
  .number({ message: "must be a number" })
  .min(0, "must be between 0 and 5")
  .max(5, "must be between 0 and 5")
  .refine((n) => Math.round(n * 10) === n * 10, "must have at most one decimal place");

const features = z.array(requiredText(LIMITS.feature)).max(LIMITS.features, `at most ${LIMITS.features} features`);

const restaurantFields = {
  name: requiredText(LIMITS.name),
  cuisine: requiredText(LIMITS.short),
  specialty: text(LIMITS.specialty),
  description: longText(LIMITS.description),
  address: text(LIMITS.address),
  phone,
  website: optionalUrl,
  orderUrl: optionalUrl,
  priceLevel: z
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, `must be 1 to ${MAX_PRICE_LEVEL}`)
    .max(MAX_PRICE_LEVEL, `must be 1 to ${MAX_PRICE_LEVEL}`),
  rating,
  features,
  hours: WeeklyHoursSchema,
  featured: z.boolean({ message: "must be true or false" }),
  hidden: z.boolean({ message: "must be true or false" }),
  isSample: z.boolean({ message: "must be true or false" }),
};

/** A new restaurant (admin): name, cuisine and price level are required. */
export const RestaurantInputSchema = z.strictObject({
  ...restaurantFields,
  specialty: restaurantFields.specialty.default(""),
  description: restaurantFields.description.default(""),
  address: restaurantFields.address.default(""),
  phone: restaurantFields.phone.default(""),
  website: restaurantFields.website.default(null),
  orderUrl: restaurantFields.orderUrl.default(null),
  rating: restaurantFields.rating.default(0),
  features: restaurantFields.features.default([]),
  hours: restaurantFields.hours.default({}),
  featured: restaurantFields.featured.default(false),
  hidden: restaurantFields.hidden.default(false),
  isSample: restaurantFields.isSample.default(false),
});
export type RestaurantInput = z.input<typeof RestaurantInputSchema>;
export type RestaurantValues = z.output<typeof RestaurantInputSchema>;
/** A change to a restaurant: any subset of the fields (nothing else is touched), at least one. */
export const RestaurantUpdateSchema = z
  .strictObject(restaurantFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "nothing to change" });

const businessFields = {
  name: requiredText(LIMITS.name),
  category: requiredText(LIMITS.short),
  subcategory: text(LIMITS.short),
  specialty: text(LIMITS.specialty),
  description: longText(LIMITS.description),
  address: text(LIMITS.address),
  phone,
  website: optionalUrl,
  rating,
  imageUrls: z.array(httpUrl).max(LIMITS.images, `at most ${LIMITS.images} images`),
  hours: WeeklyHoursSchema,
  isFeatured: z.boolean({ message: "must be true or false" }),
  hidden: z.boolean({ message: "must be true or false" }),
  isSample: z.boolean({ message: "must be true or false" }),
};

/** A new business (admin): name and category are required. */
export const BusinessInputSchema = z.strictObject({
  ...businessFields,
  subcategory: businessFields.subcategory.default(""),
  specialty: businessFields.specialty.default(""),
  description: businessFields.description.default(""),
  address: businessFields.address.default(""),
  phone: businessFields.phone.default(""),
  website: businessFields.website.default(null),
  rating: businessFields.rating.default(0),
  imageUrls: businessFields.imageUrls.default([]),
  hours: businessFields.hours.default({}),
  isFeatured: businessFields.isFeatured.default(false),
  hidden: businessFields.hidden.default(false),
  isSample: businessFields.isSample.default(false),
});
export type BusinessInput = z.input<typeof BusinessInputSchema>;
export type BusinessValues = z.output<typeof BusinessInputSchema>;
export const BusinessUpdateSchema = z
  .strictObject(businessFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "nothing to change" });

/** A restaurant as the public API presents it. */
export const RestaurantSchema = z.object({
  id: z.number(),
  name: z.string(),
  cuisine: z.string(),
  specialty: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  priceLevel: z.number(),
  rating: z.number(),
  features: z.array(z.string()),
  hours: z.custom<WeeklyHours>(),
  openNow: z.boolean(),
  orderUrl: z.string().nullable(),
  featured: z.boolean(),
  isSample: z.boolean(),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;

/** A business as the public API presents it. */
export const BusinessSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  subcategory: z.string(),
  specialty: z.string(),
  description: z.string(),
  address: z.string(),
  hours: z.custom<WeeklyHours>(),
  openNow: z.boolean(),
  phone: z.string(),
  website: z.string().nullable(),
  rating: z.number(),
  imageUrls: z.array(z.string()),
  isFeatured: z.boolean(),
  isSample: z.boolean(),
});
export type Business = z.infer<typeof BusinessSchema>;

/** What admins see in addition: hidden entries and timestamps. */
const adminFields = { hidden: z.boolean(), createdAt: z.string(), updatedAt: z.string() };
export const AdminRestaurantSchema = RestaurantSchema.extend(adminFields);
export type AdminRestaurant = z.infer<typeof AdminRestaurantSchema>;
export const AdminBusinessSchema = BusinessSchema.extend(adminFields);
export type AdminBusiness = z.infer<typeof AdminBusinessSchema>;
