-- The failures kept so far were keyed by account or by address alone; they last 15 minutes.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_address_created_idx" ON "login_failures" USING btree ("address","created_at");
