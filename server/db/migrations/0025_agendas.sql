CREATE TABLE "agenda_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"delivery_id" integer,
	"body" text NOT NULL,
	"meeting_date" text NOT NULL,
	"item_key" text NOT NULL,
	"document_id" integer NOT NULL,
	"item_code" text,
	"item_title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"follow_up_document_id" integer
);
--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "refs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "kind" text DEFAULT 'minutes' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "kind_source" text;--> statement-breakpoint
ALTER TABLE "agenda_alerts" ADD CONSTRAINT "agenda_alerts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_alerts" ADD CONSTRAINT "agenda_alerts_delivery_id_alert_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."alert_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_alerts_item" ON "agenda_alerts" USING btree ("subscription_id","body","meeting_date","item_key");--> statement-breakpoint
CREATE INDEX "agenda_alerts_meeting" ON "agenda_alerts" USING btree ("body","meeting_date");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('minutes', 'agenda', 'other'));