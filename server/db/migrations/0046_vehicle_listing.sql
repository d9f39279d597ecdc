ALTER TABLE "excede_vehicles" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "excede_vehicles" ADD COLUMN "asking_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "excede_vehicles" ADD COLUMN "curtailment_amount" numeric(14, 2);