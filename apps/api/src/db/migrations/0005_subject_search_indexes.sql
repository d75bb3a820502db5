-- Prefix search over the subject registry (VAT, tax code, name), fast with a million subjects:
-- btree with text_pattern_ops answers `col LIKE 'prefix%'` with an index range scan.
CREATE INDEX IF NOT EXISTS "subjects_partita_iva_prefix_idx" ON "subjects" ("partita_iva" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subjects_codice_fiscale_prefix_idx" ON "subjects" ("codice_fiscale" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subjects_name_prefix_idx" ON "subjects" (lower("denominazione") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_id_prefix_idx" ON "users" ("id" text_pattern_ops);
