CREATE TABLE "parts_pick_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_no" text NOT NULL,
	"description" text NOT NULL,
	"bin" text,
	"qty_requested" integer NOT NULL,
	"qty_picked" integer DEFAULT 0 NOT NULL,
	"qty_short" integer DEFAULT 0 NOT NULL,
	"short_outcome" text,
	"lost_sale_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"source" text NOT NULL,
	"sls_id" text,
	"ops_id" integer,
	"to_brn_id" text,
	"ticket_id" integer,
	"customer" text,
	"bay" text,
	"picker_id" integer,
	"status" text DEFAULT 'Open' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staged_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts_pick_lines" ADD CONSTRAINT "parts_pick_lines_pick_id_parts_picks_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."parts_picks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_pick_lines" ADD CONSTRAINT "parts_pick_lines_lost_sale_id_lost_sales_id_fk" FOREIGN KEY ("lost_sale_id") REFERENCES "public"."lost_sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_picks" ADD CONSTRAINT "parts_picks_ticket_id_parts_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."parts_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parts_pick_lines_pick_idx" ON "parts_pick_lines" USING btree ("pick_id","line_no");--> statement-breakpoint
CREATE INDEX "parts_picks_branch_idx" ON "parts_picks" USING btree ("brn_id","status","requested_at");