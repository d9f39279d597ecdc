CREATE TABLE "collection_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"cus_id" text NOT NULL,
	"collector_id" text,
	"promised_on" date,
	"promised_amount" numeric(14, 2),
	"promise_made_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"cus_id" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"follow_up_on" date,
	"promised_on" date,
	"promised_amount" numeric(14, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "collection_accounts_customer_key" ON "collection_accounts" USING btree ("brn_id","cus_id");--> statement-breakpoint
CREATE INDEX "collection_calls_customer_idx" ON "collection_calls" USING btree ("brn_id","cus_id","created_at");