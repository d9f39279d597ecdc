CREATE TABLE "cash_clearing_day_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"posted_on" date NOT NULL,
	"note" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_clearing_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"posted_on" date NOT NULL,
	"je_id" text,
	"line_no" integer,
	"reason" text NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_settlement_files" ADD COLUMN "content" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_clearing_day_notes_day_key" ON "cash_clearing_day_notes" USING btree ("brn_id","posted_on");--> statement-breakpoint
CREATE INDEX "cash_clearing_flags_day_idx" ON "cash_clearing_flags" USING btree ("brn_id","posted_on");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_clearing_flags_open_day_key" ON "cash_clearing_flags" USING btree ("brn_id","posted_on") WHERE "cash_clearing_flags"."je_id" is null and "cash_clearing_flags"."cleared_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_clearing_flags_open_line_key" ON "cash_clearing_flags" USING btree ("je_id","line_no") WHERE "cash_clearing_flags"."je_id" is not null and "cash_clearing_flags"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "card_settlement_lines_day_idx" ON "card_settlement_lines" USING btree ("brn_id","txn_date");