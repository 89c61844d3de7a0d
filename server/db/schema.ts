/**
 * The whole database schema: each feature keeps its tables in its own `schema.ts`, gathered here
 * for Drizzle and for the migrations (`npm run db:generate`).
 */
export * from "./core-schema";
export * from "../features/analytics/schema";
export * from "../features/accounts/schema";
export * from "../features/assistants/schema";
export * from "../features/documents/schema";
export * from "../features/directories/schema";
export * from "../features/contact/schema";
export * from "../features/feedback/schema";
export * from "../features/follows/schema";
