CREATE TABLE "excede_ar_open_items" (
	"doc_id" text PRIMARY KEY NOT NULL,
	"cus_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_ar_receipts" (
	"receipt_id" text PRIMARY KEY NOT NULL,
	"cus_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"drawer" text,
	"xref" text NOT NULL,
	"deposit_id" text,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_customers" (
	"cus_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brn_id" text NOT NULL,
	"city" text,
	"state" text,
	"phone" text,
	"email" text,
	"trm_id" text NOT NULL,
	"credit_limit" numeric(14, 2) NOT NULL,
	"on_hold" boolean NOT NULL,
	"is_fleet" boolean NOT NULL,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_deal_products" (
	"deal_id" text NOT NULL,
	"product" text NOT NULL,
	"sale" numeric(14, 2) NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"reserve" numeric(14, 2) NOT NULL,
	"cancelled_on" date,
	"import_run_id" integer,
	CONSTRAINT "excede_deal_products_deal_id_product_pk" PRIMARY KEY("deal_id","product")
);
--> statement-breakpoint
CREATE TABLE "excede_deals" (
	"deal_id" text PRIMARY KEY NOT NULL,
	"stock_no" text NOT NULL,
	"brn_id" text NOT NULL,
	"cus_id" text NOT NULL,
	"emp_id_sales" text NOT NULL,
	"emp_id_fi" text,
	"sold_on" date NOT NULL,
	"delivered_on" date,
	"price" numeric(14, 2) NOT NULL,
	"front_gross" numeric(14, 2) NOT NULL,
	"back_gross" numeric(14, 2) NOT NULL,
	"trade_allowance" numeric(14, 2) NOT NULL,
	"lender" text,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_gl_accounts" (
	"acct_id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"acct_type" text NOT NULL,
	"department" text NOT NULL,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_gl_lines" (
	"je_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"acct_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"department" text NOT NULL,
	"posted_on" date NOT NULL,
	"debit" numeric(14, 2) NOT NULL,
	"credit" numeric(14, 2) NOT NULL,
	"xref" text NOT NULL,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"import_run_id" integer,
	CONSTRAINT "excede_gl_lines_je_id_line_no_pk" PRIMARY KEY("je_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "excede_lease_contracts" (
	"contract_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"brn_id" text NOT NULL,
	"cus_id" text NOT NULL,
	"unt_id" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"monthly_amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_market_metrics" (
	"source" text NOT NULL,
	"brn_id" text NOT NULL,
	"metric_on" date NOT NULL,
	"metric" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"import_run_id" integer,
	CONSTRAINT "excede_market_metrics_source_brn_id_metric_on_metric_pk" PRIMARY KEY("source","brn_id","metric_on","metric")
);
--> statement-breakpoint
CREATE TABLE "excede_part_bins" (
	"part_no" text NOT NULL,
	"brn_id" text NOT NULL,
	"bin" text NOT NULL,
	"qty" integer NOT NULL,
	"is_primary" boolean NOT NULL,
	"import_run_id" integer,
	CONSTRAINT "excede_part_bins_part_no_brn_id_bin_pk" PRIMARY KEY("part_no","brn_id","bin")
);
--> statement-breakpoint
CREATE TABLE "excede_part_branches" (
	"part_no" text NOT NULL,
	"brn_id" text NOT NULL,
	"on_hand" integer NOT NULL,
	"committed" integer NOT NULL,
	"on_order" integer NOT NULL,
	"min_qty" integer NOT NULL,
	"max_qty" integer NOT NULL,
	"last_sale_on" date,
	"import_run_id" integer,
	CONSTRAINT "excede_part_branches_part_no_brn_id_pk" PRIMARY KEY("part_no","brn_id")
);
--> statement-breakpoint
CREATE TABLE "excede_part_master" (
	"part_no" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"ven_id" text NOT NULL,
	"part_class" text NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"list_price" numeric(14, 2) NOT NULL,
	"core_charge" numeric(14, 2) NOT NULL,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_parts_invoice_lines" (
	"sls_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"part_no" text NOT NULL,
	"description" text NOT NULL,
	"qty_ship" integer NOT NULL,
	"qty_backorder" integer NOT NULL,
	"amt_price" numeric(14, 2) NOT NULL,
	"amt_cost" numeric(14, 2) NOT NULL,
	"import_run_id" integer,
	CONSTRAINT "excede_parts_invoice_lines_sls_id_line_no_pk" PRIMARY KEY("sls_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "excede_parts_invoices" (
	"sls_id" text PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"cus_id" text NOT NULL,
	"emp_id" text NOT NULL,
	"ro_sls_id" text,
	"invoiced_at" timestamp with time zone NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_repair_orders" (
	"sls_id" text PRIMARY KEY NOT NULL,
	"sls_typ_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"cus_id" text NOT NULL,
	"unt_id" text NOT NULL,
	"emp_id_writer" text NOT NULL,
	"status" text NOT NULL,
	"date_vin_arrive" timestamp with time zone,
	"date_open" timestamp with time zone NOT NULL,
	"date_authorize" timestamp with time zone,
	"date_schedule" timestamp with time zone,
	"date_promise" timestamp with time zone,
	"date_notify_complete" timestamp with time zone,
	"date_invoice" timestamp with time zone,
	"hrs_flat" numeric(8, 2) NOT NULL,
	"hrs_bill" numeric(8, 2) NOT NULL,
	"hrs_actual" numeric(8, 2) NOT NULL,
	"amt_labor" numeric(14, 2) NOT NULL,
	"amt_parts" numeric(14, 2) NOT NULL,
	"amt_total" numeric(14, 2) NOT NULL,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_reviews" (
	"review_id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"brn_id" text NOT NULL,
	"reviewed_on" date NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"responded_on" date,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_ro_jobs" (
	"sls_id" text NOT NULL,
	"ops_id" integer NOT NULL,
	"labor_op" text NOT NULL,
	"description" text NOT NULL,
	"hrs_flat" numeric(8, 2) NOT NULL,
	"hrs_bill" numeric(8, 2) NOT NULL,
	"status" text NOT NULL,
	"import_run_id" integer,
	CONSTRAINT "excede_ro_jobs_sls_id_ops_id_pk" PRIMARY KEY("sls_id","ops_id")
);
--> statement-breakpoint
CREATE TABLE "excede_ro_lines" (
	"sls_id" text NOT NULL,
	"ops_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"kind" text NOT NULL,
	"part_no" text,
	"emp_id_lbr" text,
	"qty" numeric(10, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"import_run_id" integer,
	CONSTRAINT "excede_ro_lines_sls_id_ops_id_line_no_pk" PRIMARY KEY("sls_id","ops_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "excede_supersessions" (
	"old_part_no" text NOT NULL,
	"new_part_no" text NOT NULL,
	"effective_on" date NOT NULL,
	"import_run_id" integer,
	CONSTRAINT "excede_supersessions_old_part_no_new_part_no_pk" PRIMARY KEY("old_part_no","new_part_no")
);
--> statement-breakpoint
CREATE TABLE "excede_tech_time" (
	"time_id" text PRIMARY KEY NOT NULL,
	"emp_id" text NOT NULL,
	"sls_id" text,
	"ops_id" integer,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"indirect_code" text,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_units" (
	"unt_id" text PRIMARY KEY NOT NULL,
	"vin" text NOT NULL,
	"fleet_unt_id" text,
	"year" smallint NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"cus_id" text NOT NULL,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_vehicles" (
	"stock_no" text PRIMARY KEY NOT NULL,
	"vin" text NOT NULL,
	"is_new" boolean NOT NULL,
	"brn_id" text NOT NULL,
	"year" smallint NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"received_on" date NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"lender" text,
	"floored_amount" numeric(14, 2) NOT NULL,
	"apr" numeric(6, 3) NOT NULL,
	"curtailment_on" date,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "excede_vendors" (
	"ven_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trm_id" text NOT NULL,
	"phone" text,
	"import_run_id" integer
);
--> statement-breakpoint
DROP TABLE "excede_ar_transactions" CASCADE;--> statement-breakpoint
DROP TABLE "excede_parts" CASCADE;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "import_run_id" integer;--> statement-breakpoint
ALTER TABLE "excede_employees" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "excede_employees" ADD COLUMN "is_technician" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "excede_employees" ADD COLUMN "import_run_id" integer;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "leased_by" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "rows_rejected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "table_rows" integer;--> statement-breakpoint
CREATE INDEX "excede_ar_open_items_brn_idx" ON "excede_ar_open_items" USING btree ("brn_id","due_date");--> statement-breakpoint
CREATE INDEX "excede_ar_open_items_cus_idx" ON "excede_ar_open_items" USING btree ("cus_id");--> statement-breakpoint
CREATE INDEX "excede_ar_receipts_brn_idx" ON "excede_ar_receipts" USING btree ("brn_id","received_at");--> statement-breakpoint
CREATE INDEX "excede_ar_receipts_deposit_idx" ON "excede_ar_receipts" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "excede_customers_brn_idx" ON "excede_customers" USING btree ("brn_id");--> statement-breakpoint
CREATE INDEX "excede_customers_name_idx" ON "excede_customers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "excede_deals_brn_idx" ON "excede_deals" USING btree ("brn_id","sold_on");--> statement-breakpoint
CREATE INDEX "excede_gl_lines_brn_date_idx" ON "excede_gl_lines" USING btree ("brn_id","posted_on");--> statement-breakpoint
CREATE INDEX "excede_gl_lines_acct_date_idx" ON "excede_gl_lines" USING btree ("acct_id","posted_on");--> statement-breakpoint
CREATE INDEX "excede_gl_lines_xref_idx" ON "excede_gl_lines" USING btree ("xref");--> statement-breakpoint
CREATE INDEX "excede_lease_contracts_brn_idx" ON "excede_lease_contracts" USING btree ("brn_id");--> statement-breakpoint
CREATE INDEX "excede_part_bins_bin_idx" ON "excede_part_bins" USING btree ("brn_id","bin");--> statement-breakpoint
CREATE INDEX "excede_part_branches_brn_idx" ON "excede_part_branches" USING btree ("brn_id","part_no");--> statement-breakpoint
CREATE INDEX "excede_part_master_ven_idx" ON "excede_part_master" USING btree ("ven_id");--> statement-breakpoint
CREATE INDEX "excede_parts_invoice_lines_part_idx" ON "excede_parts_invoice_lines" USING btree ("part_no");--> statement-breakpoint
CREATE INDEX "excede_parts_invoices_brn_idx" ON "excede_parts_invoices" USING btree ("brn_id","invoiced_at");--> statement-breakpoint
CREATE INDEX "excede_parts_invoices_cus_idx" ON "excede_parts_invoices" USING btree ("cus_id");--> statement-breakpoint
CREATE INDEX "excede_repair_orders_brn_idx" ON "excede_repair_orders" USING btree ("brn_id","date_open");--> statement-breakpoint
CREATE INDEX "excede_repair_orders_cus_idx" ON "excede_repair_orders" USING btree ("cus_id");--> statement-breakpoint
CREATE INDEX "excede_repair_orders_unt_idx" ON "excede_repair_orders" USING btree ("unt_id");--> statement-breakpoint
CREATE INDEX "excede_reviews_brn_idx" ON "excede_reviews" USING btree ("brn_id","reviewed_on");--> statement-breakpoint
CREATE INDEX "excede_supersessions_new_idx" ON "excede_supersessions" USING btree ("new_part_no");--> statement-breakpoint
CREATE INDEX "excede_tech_time_emp_idx" ON "excede_tech_time" USING btree ("emp_id","clock_in");--> statement-breakpoint
CREATE INDEX "excede_tech_time_ro_idx" ON "excede_tech_time" USING btree ("sls_id","ops_id");--> statement-breakpoint
CREATE INDEX "excede_units_cus_idx" ON "excede_units" USING btree ("cus_id");--> statement-breakpoint
CREATE INDEX "excede_units_vin_idx" ON "excede_units" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "excede_vehicles_brn_idx" ON "excede_vehicles" USING btree ("brn_id","received_on");--> statement-breakpoint
-- The two sample imports are replaced by one import job per Excede export (written on start from server/excede/catalog.ts).
DELETE FROM "import_jobs" WHERE "target_table" IN ('excede_parts', 'excede_ar_transactions');
