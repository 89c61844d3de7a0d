/**
 * The whole database schema: each feature keeps its tables in its own `schema.ts`, gathered here
 * for Drizzle and for the migrations (`npm run db:generate`).
 */
export * from "./core-schema";
