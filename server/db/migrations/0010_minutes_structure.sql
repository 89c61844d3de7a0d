CREATE TABLE "agenda_items" (
	"document_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"code" text,
	"title" text NOT NULL,
	"page_from" integer NOT NULL,
	"page_to" integer NOT NULL,
	"continued_to" date,
	CONSTRAINT "agenda_items_document_id_ordinal_pk" PRIMARY KEY("document_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "motions" (
	"document_id" integer NOT NULL,
	"item_ordinal" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"moved_by" text,
	"seconded_by" text,
	"outcome" text,
	"tally_text" text,
	"ayes" integer,
	"noes" integer,
	"abstain" integer,
	"absent" integer,
	"aye_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abstain_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"absent_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page" integer NOT NULL,
	CONSTRAINT "motions_document_id_item_ordinal_ordinal_pk" PRIMARY KEY("document_id","item_ordinal","ordinal")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "recognised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "structure" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "structure_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "passages" ADD COLUMN "item_ordinal" integer;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motions" ADD CONSTRAINT "motions_document_id_item_ordinal_agenda_items_document_id_ordinal_fk" FOREIGN KEY ("document_id","item_ordinal") REFERENCES "public"."agenda_items"("document_id","ordinal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_items_continued" ON "agenda_items" USING btree ("continued_to");