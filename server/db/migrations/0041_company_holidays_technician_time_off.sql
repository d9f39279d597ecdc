CREATE TABLE "company_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"all_branches" boolean DEFAULT false NOT NULL,
	"branches" text[] DEFAULT '{}' NOT NULL,
	"day_part" text DEFAULT 'Full day' NOT NULL,
	"closes_at" text,
	"opens_at" text,
	"emergency_only" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"emp_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"type" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"hours" numeric(6, 1) NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_holidays_day_idx" ON "company_holidays" USING btree ("day");--> statement-breakpoint
CREATE INDEX "technician_time_off_branch_idx" ON "technician_time_off" USING btree ("brn_id","from_at");--> statement-breakpoint
CREATE INDEX "technician_time_off_tech_idx" ON "technician_time_off" USING btree ("emp_id","from_at");