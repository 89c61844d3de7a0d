-- Where a document's meeting date came from: "given" by an admin (kept when it is read again) or "read"
-- from its first page or file name; null for documents indexed before (npm run reindex -- --dates).
ALTER TABLE "documents" ADD COLUMN "meeting_date_source" text;
