CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"acct_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"month" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stmt_layout" (
	"id" serial PRIMARY KEY NOT NULL,
	"layout_key" text DEFAULT 'default' NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"parent_key" text,
	"sort_order" integer NOT NULL,
	"sign" text NOT NULL,
	"kind" text NOT NULL,
	"account_ranges" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_account_month_key" ON "budgets" USING btree ("brn_id","month","acct_id");--> statement-breakpoint
CREATE INDEX "budgets_account_idx" ON "budgets" USING btree ("acct_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "stmt_layout_key" ON "stmt_layout" USING btree ("layout_key","key");--> statement-breakpoint
CREATE INDEX "excede_gl_lines_date_acct_idx" ON "excede_gl_lines" USING btree ("posted_on","brn_id","acct_id","debit","credit");