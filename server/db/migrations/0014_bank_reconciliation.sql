CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"brn_id" text NOT NULL,
	"acct_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL,
	CONSTRAINT "bank_accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "bank_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"posted_on" date NOT NULL,
	"bai_type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"check_no" text NOT NULL,
	"bank_ref" text NOT NULL,
	"text" text NOT NULL,
	"match_id" integer,
	"needs_entry" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_match_gl_lines" (
	"match_id" integer NOT NULL,
	"je_id" text NOT NULL,
	"line_no" integer NOT NULL,
	CONSTRAINT "bank_match_gl_lines_je_id_line_no_pk" PRIMARY KEY("je_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "bank_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"matched_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"opening_balance" numeric(14, 2) NOT NULL,
	"closing_balance" numeric(14, 2) NOT NULL,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_match_id_bank_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bank_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_gl_lines" ADD CONSTRAINT "bank_match_gl_lines_match_id_bank_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bank_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_lines_statement_idx" ON "bank_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "bank_lines_branch_day_idx" ON "bank_lines" USING btree ("brn_id","posted_on");--> statement-breakpoint
CREATE INDEX "bank_lines_match_idx" ON "bank_lines" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "bank_match_gl_lines_match_idx" ON "bank_match_gl_lines" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "bank_matches_statement_idx" ON "bank_matches" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "bank_statements_branch_idx" ON "bank_statements" USING btree ("brn_id","period_to");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_period_key" ON "bank_statements" USING btree ("bank_account_id","period_from");