CREATE TABLE "certificate_configs" (
	"subject_id" text PRIMARY KEY NOT NULL,
	"fido_certificato" boolean DEFAULT true NOT NULL,
	"situazione_eco_fin" boolean DEFAULT true NOT NULL,
	"valutazione_tempi_pagamento" boolean DEFAULT true NOT NULL,
	"eventi_negativi" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"cd_richiesta" text NOT NULL,
	"id_consegna" text NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"visto" boolean DEFAULT false NOT NULL,
	"descrizione_evento" text NOT NULL,
	"tipo_severita_evento" text NOT NULL,
	CONSTRAINT "notifications_subject_document_uq" UNIQUE("subject_id","cd_richiesta","id_consegna")
);
--> statement-breakpoint
DROP INDEX "report_deliveries_subject_idx";--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "kind" text DEFAULT 'report' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "certificate_configs" ADD CONSTRAINT "certificate_configs_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_subject_data_idx" ON "notifications" USING btree ("subject_id","data");--> statement-breakpoint
CREATE INDEX "report_deliveries_subject_idx" ON "report_deliveries" USING btree ("subject_id","kind","delivered_at");