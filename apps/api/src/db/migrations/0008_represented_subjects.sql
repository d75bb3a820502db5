-- The admin search lists only companies that a company user represents (20,000 of a million
-- subjects, say). A flag kept by a trigger on users, and partial prefix indexes on the flagged
-- subjects, let that search walk just those subjects in index order instead of probing the users
-- of every prefix match.
ALTER TABLE "subjects" ADD COLUMN "has_company_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "subjects" SET "has_company_user" = true
  WHERE "id" IN (SELECT "subject_id" FROM "users" WHERE NOT "is_admin" AND "subject_id" IS NOT NULL);--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_mark_represented() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subject text;
BEGIN
  FOREACH subject IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.subject_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.subject_id END
  ] LOOP
    IF subject IS NOT NULL THEN
      UPDATE "subjects" SET "has_company_user" = EXISTS (
        SELECT 1 FROM "users" WHERE "subject_id" = subject AND NOT "is_admin"
      ) WHERE "id" = subject;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_mark_represented" AFTER INSERT OR UPDATE OF "subject_id", "is_admin" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION portal_mark_represented();--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subjects_represented_vat_prefix_idx" ON "subjects" ("partita_iva" text_pattern_ops) WHERE "has_company_user";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subjects_represented_tax_code_prefix_idx" ON "subjects" ("codice_fiscale" text_pattern_ops) WHERE "has_company_user";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subjects_represented_name_prefix_idx" ON "subjects" (lower("denominazione") text_pattern_ops) WHERE "has_company_user";
