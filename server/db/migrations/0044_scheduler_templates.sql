CREATE TABLE "scheduler_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"name" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"shift_start" text NOT NULL,
	"shift_end" text NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emp_ids" text[] DEFAULT '{}' NOT NULL,
	"bays" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"emp_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"day" date NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"template_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "technician_shifts" ADD CONSTRAINT "technician_shifts_template_id_scheduler_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."scheduler_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduler_templates_branch_idx" ON "scheduler_templates" USING btree ("brn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "technician_shifts_emp_day_idx" ON "technician_shifts" USING btree ("emp_id","day");--> statement-breakpoint
CREATE INDEX "technician_shifts_branch_day_idx" ON "technician_shifts" USING btree ("brn_id","day");