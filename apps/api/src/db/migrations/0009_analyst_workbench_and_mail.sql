CREATE TABLE "mail_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"locale" text DEFAULT 'it' NOT NULL,
	"unsubscribed" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_blocks" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "module_records" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_blocks" ADD CONSTRAINT "invoice_blocks_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_records" ADD CONSTRAINT "module_records_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_blocks_queue_idx" ON "invoice_blocks" USING btree ("created_at","block_id") WHERE state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE');--> statement-breakpoint
CREATE INDEX "module_records_queue_idx" ON "module_records" USING btree ("sent_at","block_id") WHERE state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE');