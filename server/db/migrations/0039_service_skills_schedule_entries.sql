CREATE TABLE "service_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"level_scale" text DEFAULT '1-3' NOT NULL,
	"certification_required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"schedule_type" text NOT NULL,
	"sls_id" text,
	"ops_id" integer,
	"emp_id" text,
	"bay" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "service_skills_code_key" ON "service_skills" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "schedule_entries_branch_idx" ON "schedule_entries" USING btree ("brn_id","start_at");--> statement-breakpoint
CREATE INDEX "schedule_entries_tech_idx" ON "schedule_entries" USING btree ("emp_id","start_at");--> statement-breakpoint
CREATE INDEX "schedule_entries_job_idx" ON "schedule_entries" USING btree ("sls_id","ops_id");