CREATE TABLE "reconciliation_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream" text NOT NULL,
	"brn_id" text NOT NULL,
	"day_on" date NOT NULL,
	"owner_kind" text,
	"owner_id" text,
	"owner_name" text,
	"reconciled_by" integer,
	"reconciled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_explanations" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream" text NOT NULL,
	"brn_id" text NOT NULL,
	"day_on" date NOT NULL,
	"item_key" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"text" text NOT NULL,
	"written_by" integer NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_days_key" ON "reconciliation_days" USING btree ("stream","brn_id","day_on");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_explanations_item_key" ON "reconciliation_explanations" USING btree ("stream","brn_id","item_key");--> statement-breakpoint
CREATE INDEX "reconciliation_explanations_day_idx" ON "reconciliation_explanations" USING btree ("stream","brn_id","day_on");