CREATE TABLE "parts_ticket_numbers" (
	"brn_id" text NOT NULL,
	"day" date NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "parts_ticket_numbers_brn_id_day_pk" PRIMARY KEY("brn_id","day")
);
--> statement-breakpoint
CREATE TABLE "parts_ticket_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"day" date NOT NULL,
	"number" integer NOT NULL,
	"type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company" text,
	"sls_id" text,
	"unt_id" text,
	"lines" integer NOT NULL,
	"assigned_to" integer,
	"status" text DEFAULT 'Waiting' NOT NULL,
	"truck_down" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"completion_link" text,
	"no_sale_reason" text,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"part_no" text,
	"description" text,
	"qty" integer,
	"source" text NOT NULL,
	"customer" text,
	"reason" text NOT NULL,
	"ticket_id" integer,
	"status" text DEFAULT 'New' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts_ticket_transitions" ADD CONSTRAINT "parts_ticket_transitions_ticket_id_parts_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."parts_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD CONSTRAINT "lost_sales_ticket_id_parts_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."parts_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parts_ticket_transitions_ticket_idx" ON "parts_ticket_transitions" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "parts_ticket_transitions_branch_idx" ON "parts_ticket_transitions" USING btree ("brn_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_tickets_number_key" ON "parts_tickets" USING btree ("brn_id","day","number");--> statement-breakpoint
CREATE INDEX "parts_tickets_queue_idx" ON "parts_tickets" USING btree ("brn_id","day","status");--> statement-breakpoint
CREATE INDEX "lost_sales_branch_idx" ON "lost_sales" USING btree ("brn_id","created_at");--> statement-breakpoint
CREATE INDEX "lost_sales_part_idx" ON "lost_sales" USING btree ("part_no");