CREATE TABLE "technician_rate_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"emp_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"current_rate" numeric(8, 2) NOT NULL,
	"proposed_rate" numeric(8, 2) NOT NULL,
	"change_percent" numeric(7, 2),
	"effective_on" date NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"reason" text NOT NULL,
	"batch_id" integer,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
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
ALTER TABLE "excede_employees" ADD COLUMN "labor_cost_rate" numeric(8, 2);--> statement-breakpoint
CREATE INDEX "technician_rate_changes_tech_idx" ON "technician_rate_changes" USING btree ("emp_id","id");--> statement-breakpoint
CREATE INDEX "technician_rate_changes_branch_idx" ON "technician_rate_changes" USING btree ("brn_id","status");