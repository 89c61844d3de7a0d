CREATE TABLE "document_pages" (
	"document_id" integer NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "document_pages_document_id_page_pk" PRIMARY KEY("document_id","page")
);
--> statement-breakpoint
CREATE TABLE "item_sentences" (
	"document_id" integer NOT NULL,
	"item_ordinal" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"page" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, replace("item_sentences"."text", '/', ' '))) STORED NOT NULL,
	CONSTRAINT "item_sentences_document_id_item_ordinal_ordinal_pk" PRIMARY KEY("document_id","item_ordinal","ordinal")
);
--> statement-breakpoint
ALTER TABLE "document_pages" ADD CONSTRAINT "document_pages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sentences" ADD CONSTRAINT "item_sentences_document_id_item_ordinal_agenda_items_document_id_ordinal_fk" FOREIGN KEY ("document_id","item_ordinal") REFERENCES "public"."agenda_items"("document_id","ordinal") ON DELETE cascade ON UPDATE no action;