CREATE TABLE "mail_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"locale" text DEFAULT 'it' NOT NULL,
	"unsubscribed" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "invoice_blocks" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "module_records" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_confirmations" ADD CONSTRAINT "supplier_confirmations_block_id_invoice_blocks_block_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."invoice_blocks"("block_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_confirmations" ADD CONSTRAINT "supplier_confirmations_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_confirmations" ADD CONSTRAINT "supplier_confirmations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_confirmations_block_idx" ON "supplier_confirmations" USING btree ("block_id","requested_at");--> statement-breakpoint
ALTER TABLE "invoice_blocks" ADD CONSTRAINT "invoice_blocks_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_records" ADD CONSTRAINT "module_records_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_blocks_queue_idx" ON "invoice_blocks" USING btree ("created_at","block_id") WHERE state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE');--> statement-breakpoint
CREATE INDEX "module_records_queue_idx" ON "module_records" USING btree ("sent_at","block_id") WHERE state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE');