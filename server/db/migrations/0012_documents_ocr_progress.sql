ALTER TABLE "documents" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "ocr_pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "low_confidence_pages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "warning" text;