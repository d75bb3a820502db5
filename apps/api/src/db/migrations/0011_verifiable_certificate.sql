CREATE TABLE "certificate_issues" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"cd_richiesta" text NOT NULL,
	"id_consegna" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"file_key" text NOT NULL,
	"sha256" text NOT NULL,
	"claims" jsonb NOT NULL,
	"jws" text NOT NULL,
	"kid" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "certificate_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"subject_id" text NOT NULL,
	"certificate_id" text NOT NULL,
	"target" text NOT NULL,
	"label" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_views" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "certificate_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "certificate_share_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"browser" text NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_issues" ADD CONSTRAINT "certificate_issues_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_issues" ADD CONSTRAINT "certificate_issues_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_share_links" ADD CONSTRAINT "certificate_share_links_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_share_links" ADD CONSTRAINT "certificate_share_links_certificate_id_certificate_issues_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificate_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_share_links" ADD CONSTRAINT "certificate_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_share_views" ADD CONSTRAINT "certificate_share_views_link_id_certificate_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."certificate_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_share_views" ADD CONSTRAINT "certificate_share_views_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_issues_delivery_idx" ON "certificate_issues" USING btree ("cd_richiesta","id_consegna");--> statement-breakpoint
CREATE INDEX "certificate_issues_subject_idx" ON "certificate_issues" USING btree ("subject_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificate_share_links_subject_idx" ON "certificate_share_links" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "certificate_share_views_subject_idx" ON "certificate_share_views" USING btree ("subject_id","viewed_at");