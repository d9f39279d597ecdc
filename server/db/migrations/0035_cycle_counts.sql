CREATE TABLE "cycle_count_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"part_no" text NOT NULL,
	"description" text NOT NULL,
	"bin" text,
	"part_class" text NOT NULL,
	"system_qty" integer NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	"count1_qty" integer,
	"count1_by" integer,
	"count1_at" timestamp with time zone,
	"recount_qty" integer,
	"recount_by" integer,
	"recount_at" timestamp with time zone,
	"final_qty" integer,
	"valid" boolean DEFAULT true NOT NULL,
	"invalid_reason" text,
	"adjustment_qty" integer,
	"adjustment_amount" numeric(14, 2),
	"adjustment_status" text DEFAULT 'None' NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycle_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"code" text NOT NULL,
	"start_date" date NOT NULL,
	"status" text DEFAULT 'Counting' NOT NULL,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cycle_count_lines" ADD CONSTRAINT "cycle_count_lines_cycle_id_cycle_counts_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycle_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_count_lines_cycle_idx" ON "cycle_count_lines" USING btree ("cycle_id","bin");--> statement-breakpoint
CREATE INDEX "cycle_count_lines_part_idx" ON "cycle_count_lines" USING btree ("part_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_counts_key_idx" ON "cycle_counts" USING btree ("brn_id","code","start_date");--> statement-breakpoint
CREATE INDEX "cycle_counts_start_idx" ON "cycle_counts" USING btree ("start_date");