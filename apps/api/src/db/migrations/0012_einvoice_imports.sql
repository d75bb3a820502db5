CREATE TABLE "einvoice_imports" (
	"xml_key" text PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"nome_file_xml" text NOT NULL,
	"firmata" boolean NOT NULL,
	"email_fornitore" text,
	"documenti" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "einvoice_imports" ADD CONSTRAINT "einvoice_imports_xml_key_stored_files_key_fk" FOREIGN KEY ("xml_key") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_imports" ADD CONSTRAINT "einvoice_imports_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;