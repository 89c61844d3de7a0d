CREATE TABLE "confirmation_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "confirm_hash" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "confirmation_mails_address_sent" ON "confirmation_mails" USING btree ("address_hash","sent_at");