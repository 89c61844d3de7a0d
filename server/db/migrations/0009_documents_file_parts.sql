ALTER TABLE "document_files" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_files" DROP CONSTRAINT "document_files_pkey";--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_part_pk" PRIMARY KEY("document_id","part");
