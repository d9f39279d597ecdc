CREATE TABLE "schedule_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"productive" boolean NOT NULL,
	"default_minutes" integer NOT NULL,
	"ro_required" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_op_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"labor_op" text NOT NULL,
	"skill_id" integer NOT NULL,
	"min_level" integer NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labor_op_skills" ADD CONSTRAINT "labor_op_skills_skill_id_service_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."service_skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_types_code_key" ON "schedule_types" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "labor_op_skills_op_skill_key" ON "labor_op_skills" USING btree ("labor_op","skill_id");--> statement-breakpoint
CREATE INDEX "labor_op_skills_skill_idx" ON "labor_op_skills" USING btree ("skill_id");