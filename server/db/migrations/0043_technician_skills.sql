CREATE TABLE "technician_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"emp_id" text NOT NULL,
	"skill_id" integer NOT NULL,
	"level" integer NOT NULL,
	"certified_on" date,
	"certification_expires" date,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "technician_skills" ADD CONSTRAINT "technician_skills_skill_id_service_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."service_skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "technician_skills_emp_skill_key" ON "technician_skills" USING btree ("emp_id","skill_id");--> statement-breakpoint
CREATE INDEX "technician_skills_skill_idx" ON "technician_skills" USING btree ("skill_id");