-- Words joined by a slash ("Broadway/Jackson", "bike/pedestrian") are indexed as separate words:
-- the text search parser reads such a run as one file path.
DROP INDEX IF EXISTS "passages_tsv";--> statement-breakpoint
DROP INDEX IF EXISTS "passages_simple_tsv";--> statement-breakpoint
ALTER TABLE "passages" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "passages" DROP COLUMN "simple_tsv";--> statement-breakpoint
ALTER TABLE "passages" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, replace(coalesce("passages"."heading", ''), '/', ' ')), 'A') || setweight(to_tsvector('english'::regconfig, replace("passages"."text", '/', ' ')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "passages" ADD COLUMN "simple_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, replace(coalesce("passages"."heading", '') || ' ' || "passages"."text", '/', ' ') || ' ' || coalesce("passages"."codes", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "passages_tsv" ON "passages" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "passages_simple_tsv" ON "passages" USING gin ("simple_tsv");--> statement-breakpoint
DROP INDEX IF EXISTS "agenda_items_title_tsv";--> statement-breakpoint
CREATE INDEX "agenda_items_title_tsv" ON "agenda_items" USING gin (to_tsvector('english'::regconfig, coalesce("code", '') || ' ' || replace("title", '/', ' ')));--> statement-breakpoint
-- The document frequencies follow the new words.
DELETE FROM "term_stats";--> statement-breakpoint
INSERT INTO "term_stats" ("term", "df") SELECT word, ndoc FROM ts_stat('SELECT tsv FROM passages');--> statement-breakpoint
INSERT INTO "term_stats" ("term", "df") SELECT '', count(*)::int FROM "passages";
