CREATE TABLE "cash_deposit_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"bag_number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_replenishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"check_number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_hold_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"cus_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"state" text DEFAULT 'Requested' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"cus_id" text NOT NULL,
	"sent_to" text NOT NULL,
	"items" integer NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"storage_key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_paid_outs" ADD COLUMN "replenishment_id" integer;--> statement-breakpoint
ALTER TABLE "cash_replenishments" ADD CONSTRAINT "cash_replenishments_fund_id_cash_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."cash_funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_deposit_runs_branch_idx" ON "cash_deposit_runs" USING btree ("brn_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_replenishments_fund_idx" ON "cash_replenishments" USING btree ("fund_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_hold_requests_customer_idx" ON "collection_hold_requests" USING btree ("brn_id","cus_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_hold_requests_open_key" ON "collection_hold_requests" USING btree ("brn_id","cus_id") WHERE "collection_hold_requests"."state" = 'Requested';--> statement-breakpoint
CREATE INDEX "collection_statements_customer_idx" ON "collection_statements" USING btree ("brn_id","cus_id","created_at");--> statement-breakpoint
ALTER TABLE "cash_paid_outs" ADD CONSTRAINT "cash_paid_outs_replenishment_id_cash_replenishments_id_fk" FOREIGN KEY ("replenishment_id") REFERENCES "public"."cash_replenishments"("id") ON DELETE restrict ON UPDATE no action;