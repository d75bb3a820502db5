CREATE TABLE "invoice_blocks" (
	"block_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"numero_fattura" text NOT NULL,
	"data_fattura" text NOT NULL,
	"state" text NOT NULL,
	"motivo_rifiuto" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_suppliers" (
	"subject_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"referente" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_suppliers_subject_id_supplier_id_pk" PRIMARY KEY("subject_id","supplier_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_blocks" ADD CONSTRAINT "invoice_blocks_record_id_module_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."module_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_blocks" ADD CONSTRAINT "invoice_blocks_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_suppliers" ADD CONSTRAINT "payment_suppliers_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_suppliers" ADD CONSTRAINT "payment_suppliers_supplier_id_subjects_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_blocks_identity_idx" ON "invoice_blocks" USING btree ("subject_id","supplier_id","numero_fattura","data_fattura");--> statement-breakpoint
CREATE INDEX "invoice_blocks_record_idx" ON "invoice_blocks" USING btree ("record_id");