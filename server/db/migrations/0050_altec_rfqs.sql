CREATE TABLE "altec_rfq_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "altec_rfqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_no" text NOT NULL,
	"brn_id" text NOT NULL,
	"received_on" date NOT NULL,
	"plant" text NOT NULL,
	"contact" text NOT NULL,
	"end_customer" text,
	"model" text NOT NULL,
	"cab" text NOT NULL,
	"wheelbase" integer NOT NULL,
	"cab_to_axle" integer NOT NULL,
	"gvwr" integer NOT NULL,
	"drivetrain" text NOT NULL,
	"qty" integer NOT NULL,
	"due_on" date NOT NULL,
	"quote_no" text,
	"quoted_on" date,
	"unit_price" numeric(14, 2),
	"outcome" text DEFAULT 'Pending' NOT NULL,
	"reason" text,
	"stock_no" text,
	"deal_id" text,
	"upfit_ship_to" text,
	"expected_delivery" date,
	"salesperson" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "altec_rfq_files" ADD CONSTRAINT "altec_rfq_files_rfq_id_altec_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."altec_rfqs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "altec_rfq_files_rfq_idx" ON "altec_rfq_files" USING btree ("rfq_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "altec_rfqs_rfq_no_idx" ON "altec_rfqs" USING btree ("rfq_no");--> statement-breakpoint
CREATE INDEX "altec_rfqs_branch_idx" ON "altec_rfqs" USING btree ("brn_id","received_on");