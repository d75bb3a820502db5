CREATE TABLE "module_record_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_user_id" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" text NOT NULL,
	"module" text NOT NULL,
	"state" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"saved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"motivo_rifiuto" text,
	"block_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_records_block_id_unique" UNIQUE("block_id")
);
--> statement-breakpoint
ALTER TABLE "module_record_transitions" ADD CONSTRAINT "module_record_transitions_record_id_module_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."module_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_record_transitions" ADD CONSTRAINT "module_record_transitions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_records" ADD CONSTRAINT "module_records_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_record_transitions_record_idx" ON "module_record_transitions" USING btree ("record_id","at");--> statement-breakpoint
CREATE INDEX "module_records_subject_module_idx" ON "module_records" USING btree ("subject_id","module","state");--> statement-breakpoint
CREATE UNIQUE INDEX "module_records_one_draft_uq" ON "module_records" USING btree ("subject_id","module") WHERE state = 'IN_BOZZA';--> statement-breakpoint
CREATE UNIQUE INDEX "module_records_one_saved_uq" ON "module_records" USING btree ("subject_id","module") WHERE state = 'SALVATO';--> statement-breakpoint
CREATE UNIQUE INDEX "module_records_one_in_progress_uq" ON "module_records" USING btree ("subject_id","module") WHERE state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE');