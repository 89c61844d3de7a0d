-- Every app instance keeps the public directory and the document counts in memory; a change to
-- the rows they come from, made by any instance, is announced on the channel "ramona_changes"
-- (the payload is the table's name) so that each instance drops what it holds.
CREATE OR REPLACE FUNCTION ramona_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ramona_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER restaurants_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "restaurants"
  FOR EACH STATEMENT EXECUTE FUNCTION ramona_notify_change();
--> statement-breakpoint
CREATE TRIGGER businesses_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION ramona_notify_change();
--> statement-breakpoint
CREATE TRIGGER documents_notify_change AFTER INSERT OR DELETE OR TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION ramona_notify_change();
--> statement-breakpoint
CREATE TRIGGER documents_notify_state_change AFTER UPDATE OF "status", "is_active", "body" ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION ramona_notify_change();
--> statement-breakpoint
CREATE TRIGGER app_state_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_state"
  FOR EACH STATEMENT EXECUTE FUNCTION ramona_notify_change();
