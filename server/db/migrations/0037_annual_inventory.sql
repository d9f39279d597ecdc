CREATE TABLE "phys_inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"year" integer NOT NULL,
	"count_date" date NOT NULL,
	"status" text DEFAULT 'Preparing' NOT NULL,
	"parts_manager_approved_by" integer,
	"parts_manager_approved_at" timestamp with time zone,
	"controller_approved_by" integer,
	"controller_approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phys_inventory_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventory_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"decision" text,
	"comment" text,
	"recounted_qty" integer,
	"recounted_by" integer,
	"recounted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phys_inventory_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventory_id" integer NOT NULL,
	"tag_no" integer NOT NULL,
	"zone" text NOT NULL,
	"aisle" text NOT NULL,
	"bin" text NOT NULL,
	"part_no" text NOT NULL,
	"counter" text NOT NULL,
	"book_qty" integer NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	"counted_qty" integer,
	"returned_at" timestamp with time zone,
	"entered_at" timestamp with time zone,
	"entered_by" integer,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phys_inventory_lines" ADD CONSTRAINT "phys_inventory_lines_inventory_id_phys_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."phys_inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phys_inventory_lines" ADD CONSTRAINT "phys_inventory_lines_tag_id_phys_inventory_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."phys_inventory_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phys_inventory_tags" ADD CONSTRAINT "phys_inventory_tags_inventory_id_phys_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."phys_inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phys_inventories_branch_year_key" ON "phys_inventories" USING btree ("brn_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "phys_inventory_lines_tag_key" ON "phys_inventory_lines" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "phys_inventory_lines_inventory_idx" ON "phys_inventory_lines" USING btree ("inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phys_inventory_tags_no_key" ON "phys_inventory_tags" USING btree ("inventory_id","tag_no");