-- Parts Research answers as the counter types: a part number by its letters and digits only (src/domain/parts/partNumber.ts),
-- a bin by its start, and a part's repair-order lines for its demand.
CREATE INDEX IF NOT EXISTS "excede_part_master_norm_idx" ON "excede_part_master" ((upper(regexp_replace("part_no", '[^A-Za-z0-9]', '', 'g'))) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_part_bins_bin_prefix_idx" ON "excede_part_bins" ((upper("bin")) text_pattern_ops, "brn_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "excede_ro_lines_part_idx" ON "excede_ro_lines" ("part_no") WHERE "kind" = 'Part';
