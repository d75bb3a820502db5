CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_deliveries" (
	"cd_richiesta" text NOT NULL,
	"id_consegna" text NOT NULL,
	"subject_id" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_deliveries_cd_richiesta_id_consegna_pk" PRIMARY KEY("cd_richiesta","id_consegna")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"acting_user_id" text,
	"sso_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" text PRIMARY KEY NOT NULL,
	"denominazione" text NOT NULL,
	"partita_iva" text,
	"codice_fiscale" text NOT NULL,
	"natura_giuridica" text NOT NULL,
	"stato_attivita" text NOT NULL,
	"toponimo" text,
	"via" text,
	"civico" text,
	"cap" text,
	"comune" text,
	"provincia" text,
	"telefono" text,
	"sito_internet" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"email" text,
	"status" integer DEFAULT 200 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"abilitato_credibility" boolean DEFAULT false NOT NULL,
	"subject_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_user_time_idx" ON "login_failures" USING btree ("username","failed_at");--> statement-breakpoint
CREATE INDEX "report_deliveries_subject_idx" ON "report_deliveries" USING btree ("subject_id","delivered_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_sso_idx" ON "sessions" USING btree ("sso_session_id");--> statement-breakpoint
CREATE INDEX "subjects_codice_fiscale_idx" ON "subjects" USING btree ("codice_fiscale");--> statement-breakpoint
CREATE INDEX "subjects_partita_iva_idx" ON "subjects" USING btree ("partita_iva");