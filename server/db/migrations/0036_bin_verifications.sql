CREATE TABLE "bin_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"part_no" text NOT NULL,
	"exception" text NOT NULL,
	"found_bin" text,
	"task_status" text,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"needs_second" boolean DEFAULT false NOT NULL,
	"second_by" integer,
	"second_at" timestamp with time zone,
	"stamp" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bin_verifications_part_idx" ON "bin_verifications" USING btree ("brn_id","part_no","exception");