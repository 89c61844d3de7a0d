import { boolean, integer, jsonb, pgTable, real, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { WeeklyHours } from "@common/directories";

/** Restaurants of the restaurant directory (/restaurants). */
export const restaurants = pgTable("restaurants", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  cuisine: text("cuisine").notNull(),
  specialty: text("specialty").notNull().default(""),
  description: text("description").notNull().default(""),
  address: text("address").notNull().default(""),
  phone: text("phone").notNull().default(""),
  website: text("website"),
  orderUrl: text("order_url"),
  priceLevel: integer("price_level").notNull(),
  rating: real("rating").notNull().default(0),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  hours: jsonb("hours").$type<WeeklyHours>().notNull().default({}),
  featured: boolean("featured").notNull().default(false),
  hidden: boolean("hidden").notNull().default(false),
  isSample: boolean("is_sample").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Businesses of the business directory (/business). */
export const businesses = pgTable("businesses", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  subcategory: text("subcategory").notNull().default(""),
  specialty: text("specialty").notNull().default(""),
  description: text("description").notNull().default(""),
  address: text("address").notNull().default(""),
  phone: text("phone").notNull().default(""),
  website: text("website"),
  rating: real("rating").notNull().default(0),
  imageUrls: jsonb("image_urls").$type<string[]>().notNull().default([]),
  hours: jsonb("hours").$type<WeeklyHours>().notNull().default({}),
  isFeatured: boolean("is_featured").notNull().default(false),
  hidden: boolean("hidden").notNull().default(false),
  isSample: boolean("is_sample").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
