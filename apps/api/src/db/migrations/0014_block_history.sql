ALTER TABLE "module_record_transitions" DROP CONSTRAINT "module_record_transitions_record_id_module_records_id_fk";
--> statement-breakpoint
ALTER TABLE "module_record_transitions" ALTER COLUMN "to_state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "module_record_transitions" ADD COLUMN "block_id" uuid;--> statement-breakpoint
CREATE INDEX "module_record_transitions_block_idx" ON "module_record_transitions" USING btree ("block_id");