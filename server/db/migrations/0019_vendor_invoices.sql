CREATE TABLE "vendor_invoice_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"ven_id" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"discount_date" date,
	"discount_percent" numeric(5, 2),
	"amount" numeric(14, 2) NOT NULL,
	"po_number" text,
	"doc_id" integer,
	"match_result" text,
	"variance_amount" numeric(14, 2),
	"match_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"routed_to" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"paid_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_invoice_steps" ADD CONSTRAINT "vendor_invoice_steps_invoice_id_vendor_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."vendor_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_invoice_steps_invoice_idx" ON "vendor_invoice_steps" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invoices_number_key" ON "vendor_invoices" USING btree ("ven_id",lower("invoice_no"));--> statement-breakpoint
CREATE INDEX "vendor_invoices_due_idx" ON "vendor_invoices" USING btree ("brn_id","due_date");--> statement-breakpoint
CREATE INDEX "vendor_invoices_vendor_idx" ON "vendor_invoices" USING btree ("ven_id","invoice_date");--> statement-breakpoint
CREATE INDEX "vendor_invoices_doc_idx" ON "vendor_invoices" USING btree ("doc_id");