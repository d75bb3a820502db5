-- Every instance keeps short-lived read caches (sessions, a company's contribution records) and
-- drops an entry as soon as PostgreSQL says the rows behind it changed, whoever changed them.
-- Payload: '<table>:<key>' on the channel portal_changes (identical payloads in one transaction
-- are sent once).
CREATE OR REPLACE FUNCTION portal_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_key text;
BEGIN
  IF TG_TABLE_NAME = 'module_records' THEN
    row_key := CASE WHEN TG_OP = 'DELETE' THEN OLD.subject_id ELSE NEW.subject_id END;
  ELSE
    row_key := CASE WHEN TG_OP = 'INSERT' THEN NEW.id ELSE OLD.id END;
  END IF;
  PERFORM pg_notify('portal_changes', TG_TABLE_NAME || ':' || row_key);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION portal_notify_change();--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION portal_notify_change();--> statement-breakpoint
CREATE TRIGGER "module_records_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "module_records"
  FOR EACH ROW EXECUTE FUNCTION portal_notify_change();
