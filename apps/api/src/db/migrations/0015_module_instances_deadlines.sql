DROP INDEX "module_records_one_in_progress_uq";--> statement-breakpoint
ALTER TABLE "module_records" ADD COLUMN "instance_key" text;--> statement-breakpoint
ALTER TABLE "module_records" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "module_records_one_in_progress_uq" ON "module_records" USING btree ("subject_id","module",coalesce("instance_key", '')) WHERE state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE');