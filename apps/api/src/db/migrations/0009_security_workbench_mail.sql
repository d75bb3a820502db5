CREATE TABLE "login_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"locale" text DEFAULT 'it' NOT NULL,
	"unsubscribed" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"block_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"email" text NOT NULL,
	"self_provided" boolean NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"corrected_payment_date" text,
	"corrected_amount" numeric(14, 2),
	"reason" text,
	CONSTRAINT "supplier_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "login_failures" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "invoice_blocks" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "module_records" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_confirmations" ADD CONSTRAINT "supplier_confirmations_block_id_invoice_blocks_block_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."invoice_blocks"("block_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_confirmations" ADD CONSTRAINT "supplier_confirmations_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_confirmations" ADD CONSTRAINT "supplier_confirmations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_devices_expires_idx" ON "login_devices" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_counters_window_idx" ON "rate_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "supplier_confirmations_block_idx" ON "supplier_confirmations" USING btree ("block_id","requested_at");--> statement-breakpoint
ALTER TABLE "invoice_blocks" ADD CONSTRAINT "invoice_blocks_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_records" ADD CONSTRAINT "module_records_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_blocks_queue_idx" ON "invoice_blocks" USING btree ("created_at","block_id") WHERE state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE');--> statement-breakpoint
CREATE INDEX "module_records_queue_idx" ON "module_records" USING btree ("sent_at","block_id") WHERE state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE');--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stored_files_created_idx" ON "stored_files" USING btree ("created_at");