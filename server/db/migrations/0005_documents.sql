CREATE TABLE "document_files" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT 'rcpg' NOT NULL,
	"meeting_date" date,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"page_count" integer,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" text
);
--> statement-breakpoint
CREATE TABLE "official_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"page" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"codes" text DEFAULT '' NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("passages"."heading", '')), 'A') || setweight(to_tsvector('english'::regconfig, "passages"."text"), 'C')) STORED NOT NULL,
	"simple_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("passages"."heading", '') || ' ' || "passages"."text" || ' ' || coalesce("passages"."codes", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_stats" (
	"term" text PRIMARY KEY NOT NULL,
	"df" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_documents" ADD CONSTRAINT "official_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_sha256_key" ON "documents" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "documents_title_trgm" ON "documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_body_date" ON "documents" USING btree ("body","meeting_date");--> statement-breakpoint
CREATE INDEX "passages_document" ON "passages" USING btree ("document_id","page","ordinal");--> statement-breakpoint
CREATE INDEX "passages_tsv" ON "passages" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "passages_simple_tsv" ON "passages" USING gin ("simple_tsv");