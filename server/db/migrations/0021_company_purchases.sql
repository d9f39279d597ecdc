CREATE TABLE "company_purchase_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"tier" text NOT NULL,
	"decision" text NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"reset_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_purchase_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"extended" numeric(14, 2) NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"capital" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_purchase_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_purchase_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"department" text NOT NULL,
	"vendor_id" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_on" date NOT NULL,
	"gl_account" text NOT NULL,
	"justification" text DEFAULT '' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"freight" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"po_number" text,
	"ordered_at" timestamp with time zone,
	"ordered_by" integer,
	"po_emailed_to" text,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_purchase_approvals" ADD CONSTRAINT "company_purchase_approvals_purchase_id_company_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."company_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_lines" ADD CONSTRAINT "company_purchase_lines_purchase_id_company_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."company_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_quotes" ADD CONSTRAINT "company_purchase_quotes_purchase_id_company_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."company_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_receipts" ADD CONSTRAINT "company_purchase_receipts_purchase_id_company_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."company_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_receipts" ADD CONSTRAINT "company_purchase_receipts_line_id_company_purchase_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."company_purchase_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_purchase_approvals_purchase_idx" ON "company_purchase_approvals" USING btree ("purchase_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_purchase_lines_line_key" ON "company_purchase_lines" USING btree ("purchase_id","line_no");--> statement-breakpoint
CREATE INDEX "company_purchase_quotes_purchase_idx" ON "company_purchase_quotes" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "company_purchase_receipts_purchase_idx" ON "company_purchase_receipts" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_purchases_po_number_key" ON "company_purchases" USING btree ("po_number");--> statement-breakpoint
CREATE INDEX "company_purchases_branch_idx" ON "company_purchases" USING btree ("brn_id","requested_on");--> statement-breakpoint
CREATE INDEX "company_purchases_vendor_requester_idx" ON "company_purchases" USING btree ("vendor_id","requested_by","requested_on");--> statement-breakpoint
CREATE INDEX "company_purchases_status_idx" ON "company_purchases" USING btree ("status");