DROP INDEX "excede_gl_lines_brn_date_idx";--> statement-breakpoint
DROP INDEX "excede_gl_lines_acct_date_idx";--> statement-breakpoint
CREATE INDEX "excede_gl_lines_brn_date_idx" ON "excede_gl_lines" USING btree ("brn_id","posted_on","je_id","line_no","debit","credit");--> statement-breakpoint
CREATE INDEX "excede_gl_lines_acct_date_idx" ON "excede_gl_lines" USING btree ("acct_id","posted_on","je_id","line_no","debit","credit");