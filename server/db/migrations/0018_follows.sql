CREATE TABLE "alert_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"subscription_id" integer,
	"document_id" integer,
	"period" text,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_by" text,
	"lease_expires_at" timestamp with time zone,
	"unsubscribe_hash" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_deliveries_status_check" CHECK ("alert_deliveries"."status" in ('pending', 'sending', 'sent', 'failed', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "alert_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer,
	"document_title" text,
	"period" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"matched" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "alert_runs_kind_check" CHECK ("alert_runs"."kind" in ('document', 'digest'))
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"query" text,
	"body" text,
	"target_key" text NOT NULL,
	"feed_token" text NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_kind_check" CHECK ("follows"."kind" in ('search', 'body'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"query" text,
	"body" text,
	"target_key" text NOT NULL,
	"frequency" text DEFAULT 'immediate' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"feed_token" text NOT NULL,
	"confirm_hash" text NOT NULL,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_kind_check" CHECK ("subscriptions"."kind" in ('search', 'body')),
	CONSTRAINT "subscriptions_frequency_check" CHECK ("subscriptions"."frequency" in ('immediate', 'weekly')),
	CONSTRAINT "subscriptions_state_check" CHECK ("subscriptions"."state" in ('pending', 'active'))
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_run_id_alert_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."alert_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_subscription_document" ON "alert_deliveries" USING btree ("subscription_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_subscription_period" ON "alert_deliveries" USING btree ("subscription_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_unsubscribe_hash" ON "alert_deliveries" USING btree ("unsubscribe_hash");--> statement-breakpoint
CREATE INDEX "alert_deliveries_status" ON "alert_deliveries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "alert_deliveries_run" ON "alert_deliveries" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_runs_document" ON "alert_runs" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_runs_period" ON "alert_runs" USING btree ("period");--> statement-breakpoint
CREATE INDEX "alert_runs_started_at" ON "alert_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_target_key" ON "follows" USING btree ("target_key");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_feed_token" ON "follows" USING btree ("feed_token");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_target" ON "subscriptions" USING btree ("user_id","target_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_feed_token" ON "subscriptions" USING btree ("feed_token");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_confirm_hash" ON "subscriptions" USING btree ("confirm_hash");--> statement-breakpoint
CREATE INDEX "subscriptions_target_key" ON "subscriptions" USING btree ("target_key");--> statement-breakpoint
-- The documents already public have nothing new to tell: each gets its run, as if alerted when uploaded.
INSERT INTO "alert_runs" ("kind", "document_id", "document_title", "started_at", "finished_at")
SELECT 'document', "id", "title", "upload_date", "upload_date" FROM "documents" WHERE "status" = 'active';
