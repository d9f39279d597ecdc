CREATE TABLE "automation_jobs" (
	"job" text PRIMARY KEY NOT NULL,
	"run_id" integer,
	"leased_by" integer,
	"leased_at" timestamp with time zone,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"brn_id" text NOT NULL,
	"run_on" date NOT NULL,
	"result" text NOT NULL,
	"rows_affected" integer DEFAULT 0 NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "automation_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "automation_runs_job_idx" ON "automation_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_subscriptions_job_user_idx" ON "automation_subscriptions" USING btree ("job","user_id");