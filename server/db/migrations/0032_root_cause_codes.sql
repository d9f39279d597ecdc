CREATE TABLE "root_cause_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"records_demand" boolean DEFAULT false NOT NULL,
	"note_required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "root_cause_codes_code_key" ON "root_cause_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "root_cause_codes_type_idx" ON "root_cause_codes" USING btree ("type","sort_order");