CREATE TABLE "ingestion_jobs" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"lease_expires_at" timestamp with time zone,
	"token" integer DEFAULT 0 NOT NULL,
	"takeovers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingestion_jobs" ADD CONSTRAINT "ingestion_jobs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingestion_jobs_queued" ON "ingestion_jobs" USING btree ("queued_at","document_id");--> statement-breakpoint
-- A job that any instance may take (a new one, or one released by an instance that stopped) is
-- announced on the channel "ramona_ingestion", so that idle instances claim it at once.
CREATE OR REPLACE FUNCTION ramona_notify_ingestion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ramona_ingestion', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ingestion_jobs_notify AFTER INSERT OR UPDATE OF "claimed_by" ON "ingestion_jobs"
  FOR EACH ROW WHEN (NEW.claimed_by IS NULL) EXECUTE FUNCTION ramona_notify_ingestion();
--> statement-breakpoint
-- Documents left in processing by an earlier version (whose queue lived in memory) become jobs.
INSERT INTO "ingestion_jobs" ("document_id", "queued_at")
  SELECT "id", "upload_date" FROM "documents" WHERE "status" = 'processing'
  ON CONFLICT DO NOTHING;
