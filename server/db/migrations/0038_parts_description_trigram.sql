-- Parts Research finds a description word anywhere in it (ilike %word%): a trigram index answers that without reading every part.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_part_master_description_trgm_idx" ON "excede_part_master" USING gin ("description" gin_trgm_ops);
