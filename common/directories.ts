import { z } from "zod";

/** Restaurant and business directories (document 001): shared schemas, types and constants. */

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

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const requiredText = (max: number) => z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);

const httpUrl = z
  .string()
  .trim()
  .max(LIMITS.url, `must be at most ${LIMITS.url} characters`)
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
  .string()
  .trim()
  .max(LIMITS.phone, `must be at most ${LIMITS.phone} characters`)
  .regex(/^[0-9+()\-.\s]*$/, "may contain only digits, spaces and + ( ) - .");

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
  description: text(LIMITS.description),
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
  description: text(LIMITS.description),
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
export type Restaurant = {
  id: number;
  name: string;
  cuisine: string;
  specialty: string;
  description: string;
  address: string;
  phone: string;
  website: string | null;
  priceLevel: number;
  rating: number;
  features: string[];
  hours: WeeklyHours;
  openNow: boolean;
  orderUrl: string | null;
  featured: boolean;
  isSample: boolean;
};

/** A business as the public API presents it. */
export type Business = {
  id: number;
  name: string;
  category: string;
  subcategory: string;
  specialty: string;
  description: string;
  address: string;
  hours: WeeklyHours;
  openNow: boolean;
  phone: string;
  website: string | null;
  rating: number;
  imageUrls: string[];
  isFeatured: boolean;
  isSample: boolean;
};

/** What admins see in addition: hidden entries and timestamps. */
export type AdminFields = { hidden: boolean; createdAt: string; updatedAt: string };
export type AdminRestaurant = Restaurant & AdminFields;
export type AdminBusiness = Business & AdminFields;

/** A numeric id in a path. */
export const IdParamSchema = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,9}$/, "must be a positive whole number").transform(Number),
});

// ---------------------------------------------------------------------------------------------
// Contact messages

export const CONTACT_CATEGORIES = ["rcpg", "design-review", "water-district", "advertising"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  rcpg: "Planning Group (RCPG)",
  "design-review": "Design Review Board",
  "water-district": "Water District",
  advertising: "Advertising",
};
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
/** Rate limit of the contact form, per address. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

export const ContactMessageSchema = z.strictObject({
  name: requiredText(CONTACT_LIMITS.name),
  email: z
    .string()
    .trim()
    .min(1, "is required")
    .max(CONTACT_LIMITS.email, `must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email("must be a valid e-mail address")),
  category: z.enum(CONTACT_CATEGORIES, { message: `must be one of ${CONTACT_CATEGORIES.join(", ")}` }),
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

export const MESSAGE_STATUSES = ["new", "handled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MessageListQuerySchema = z.strictObject({
  category: z.union([z.literal("").transform(() => undefined), z.enum(CONTACT_CATEGORIES)]).optional(),
  status: z.union([z.literal("").transform(() => undefined), z.enum(MESSAGE_STATUSES)]).optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be 1 to 500").max(500, "must be 1 to 500"))
    .optional(),
});
export const MessageUpdateSchema = z.strictObject({ status: z.enum(MESSAGE_STATUSES, { message: "must be new or handled" }) });

/** A stored contact message as admins see it. */
export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  category: ContactCategory;
  subject: string;
  message: string;
  status: MessageStatus;
  createdAt: string;
  handledAt: string | null;
};
