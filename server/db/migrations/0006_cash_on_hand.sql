CREATE TABLE "cash_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"denominations" jsonb NOT NULL,
	"float_amount" numeric(14, 2) NOT NULL,
	"receipts" numeric(14, 2) NOT NULL,
	"deposited" numeric(14, 2) NOT NULL,
	"paid_outs" numeric(14, 2) NOT NULL,
	"expected" numeric(14, 2) NOT NULL,
	"counted" numeric(14, 2) NOT NULL,
	"over_short" numeric(14, 2) NOT NULL,
	"threshold" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
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
CREATE TABLE "cash_funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"drawer" text,
	"custodian" text NOT NULL,
	"float_amount" numeric(14, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_count_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_paid_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_to" text NOT NULL,
	"note" text NOT NULL,
	"receipt" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_authorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"limit_amount" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "portal_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_fund_id_cash_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."cash_funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_paid_outs" ADD CONSTRAINT "cash_paid_outs_fund_id_cash_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."cash_funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_authorities" ADD CONSTRAINT "approval_authorities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_counts_fund_idx" ON "cash_counts" USING btree ("fund_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_counts_status_idx" ON "cash_counts" USING btree ("status","brn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_funds_branch_name_key" ON "cash_funds" USING btree ("brn_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cash_funds_drawer_key" ON "cash_funds" USING btree ("drawer") WHERE "cash_funds"."drawer" is not null;--> statement-breakpoint
CREATE INDEX "cash_paid_outs_fund_idx" ON "cash_paid_outs" USING btree ("fund_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_authorities_user_kind_key" ON "approval_authorities" USING btree ("user_id","kind");