CREATE TABLE "cash_clearing_match_lines" (
	"match_id" integer NOT NULL,
	"je_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"posted_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cash_clearing_match_lines_match_id_je_id_line_no_pk" PRIMARY KEY("match_id","je_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "cash_clearing_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"deposit_je_id" text NOT NULL,
	"deposit_line_no" integer NOT NULL,
	"deposit_xref" text NOT NULL,
	"deposit_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"receipt_count" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Matched' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_clearing_match_lines" ADD CONSTRAINT "cash_clearing_match_lines_match_id_cash_clearing_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."cash_clearing_matches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_clearing_match_lines_live_key" ON "cash_clearing_match_lines" USING btree ("je_id","line_no") WHERE "cash_clearing_match_lines"."active";--> statement-breakpoint
CREATE INDEX "cash_clearing_matches_day_idx" ON "cash_clearing_matches" USING btree ("brn_id","deposit_on");