ALTER TABLE "phys_inventory_tags" ADD COLUMN "added" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phys_inventory_tags" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "phys_inventory_tags" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phys_inventory_tags" ADD COLUMN "voided_by" integer;
