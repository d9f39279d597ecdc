CREATE TABLE "card_settlement_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"processor" text NOT NULL,
	"mid" text NOT NULL,
	"file_name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"batch_id" text NOT NULL,
	"txn_date" date NOT NULL,
	"line_type" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"auth_code" text NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"fee" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"receipt_id" text,
	"matched_by" text,
	"classification" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_settlement_lines" ADD CONSTRAINT "card_settlement_lines_file_id_card_settlement_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."card_settlement_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_settlement_files_branch_idx" ON "card_settlement_files" USING btree ("brn_id","period_to");--> statement-breakpoint
CREATE INDEX "card_settlement_lines_file_idx" ON "card_settlement_lines" USING btree ("file_id","line_no");--> statement-breakpoint
CREATE INDEX "card_settlement_lines_batch_idx" ON "card_settlement_lines" USING btree ("brn_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_settlement_lines_receipt_key" ON "card_settlement_lines" USING btree ("receipt_id") WHERE "card_settlement_lines"."receipt_id" is not null;