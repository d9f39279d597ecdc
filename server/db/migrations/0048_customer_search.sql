-- /customer-history finds a customer as staff type, at any size: a word of the name, a CusId, digits of a phone, a
-- unit or fleet number or a VIN (any part, or its last 6) anywhere in them (ilike %text%), which trigram indexes
-- answer without reading every customer or unit; the last 6 of a VIN by an index of its own.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_customers_name_trgm_idx" ON "excede_customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_customers_cus_id_trgm_idx" ON "excede_customers" USING gin ("cus_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_customers_phone_digits_trgm_idx" ON "excede_customers" USING gin ((regexp_replace("phone", '\D', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_units_vin_trgm_idx" ON "excede_units" USING gin ("vin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_units_fleet_unt_id_trgm_idx" ON "excede_units" USING gin ("fleet_unt_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_units_unt_id_trgm_idx" ON "excede_units" USING gin ("unt_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_units_vin_last6_idx" ON "excede_units" USING btree (upper(right("vin", 6)));--> statement-breakpoint
-- The customers with the latest activity in a branch: each source by customer and day.
CREATE INDEX IF NOT EXISTS "excede_parts_invoices_cus_at_idx" ON "excede_parts_invoices" USING btree ("cus_id", "invoiced_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_repair_orders_cus_open_idx" ON "excede_repair_orders" USING btree ("cus_id", "date_open");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_deals_cus_idx" ON "excede_deals" USING btree ("cus_id", "sold_on");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_lease_contracts_cus_idx" ON "excede_lease_contracts" USING btree ("cus_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lost_sales_cus_idx" ON "lost_sales" USING btree ("cus_id");
