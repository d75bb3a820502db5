CREATE TABLE "machine_writes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_id" uuid,
	"caller" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint_deliveries" (
	"endpoint_id" uuid NOT NULL,
	"sequence" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_endpoint_deliveries_endpoint_id_sequence_pk" PRIMARY KEY("endpoint_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"event_types" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "rate_limit_per_minute" integer;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "origin" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "machine_writes" ADD CONSTRAINT "machine_writes_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint_deliveries" ADD CONSTRAINT "webhook_endpoint_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint_deliveries" ADD CONSTRAINT "webhook_endpoint_deliveries_sequence_outbox_events_sequence_fk" FOREIGN KEY ("sequence") REFERENCES "public"."outbox_events"("sequence") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_writes_key_idx" ON "machine_writes" USING btree ("key_id","at");--> statement-breakpoint
CREATE INDEX "webhook_endpoint_deliveries_due_idx" ON "webhook_endpoint_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
UPDATE "report_deliveries" SET "origin" = 'portal' WHERE "kind" = 'certificate';
