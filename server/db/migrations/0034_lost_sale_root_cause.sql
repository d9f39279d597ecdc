ALTER TABLE "lost_sales" ADD COLUMN "qty_filled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD COLUMN "miss_type" text;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD COLUMN "cus_id" text;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD COLUMN "reason_code_id" integer;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD COLUMN "action_code_id" integer;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD CONSTRAINT "lost_sales_reason_code_id_root_cause_codes_id_fk" FOREIGN KEY ("reason_code_id") REFERENCES "public"."root_cause_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD CONSTRAINT "lost_sales_action_code_id_root_cause_codes_id_fk" FOREIGN KEY ("action_code_id") REFERENCES "public"."root_cause_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lost_sales_reason_code_idx" ON "lost_sales" USING btree ("reason_code_id");--> statement-breakpoint
CREATE INDEX "lost_sales_action_code_idx" ON "lost_sales" USING btree ("action_code_id");