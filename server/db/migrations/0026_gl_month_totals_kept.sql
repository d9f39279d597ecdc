-- The month totals follow the GL lines whoever writes them (an import's upsert, a correction, a test), a statement at a time.
CREATE FUNCTION gl_month_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO gl_month_totals AS t (brn_id, month, acct_id, debit, credit)
    SELECT brn_id, date_trunc('month', posted_on)::date, acct_id, -sum(debit), -sum(credit) FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (brn_id, month, acct_id) DO UPDATE SET debit = t.debit + excluded.debit, credit = t.credit + excluded.credit;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO gl_month_totals AS t (brn_id, month, acct_id, debit, credit)
    SELECT brn_id, date_trunc('month', posted_on)::date, acct_id, sum(debit), sum(credit) FROM came GROUP BY 1, 2, 3
    ON CONFLICT (brn_id, month, acct_id) DO UPDATE SET debit = t.debit + excluded.debit, credit = t.credit + excluded.credit;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gl_month_totals_on_insert AFTER INSERT ON excede_gl_lines REFERENCING NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION gl_month_totals_follow();
--> statement-breakpoint
CREATE TRIGGER gl_month_totals_on_update AFTER UPDATE ON excede_gl_lines REFERENCING OLD TABLE AS gone NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION gl_month_totals_follow();
--> statement-breakpoint
CREATE TRIGGER gl_month_totals_on_delete AFTER DELETE ON excede_gl_lines REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION gl_month_totals_follow();
--> statement-breakpoint
CREATE FUNCTION gl_month_totals_empty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE gl_month_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gl_month_totals_on_truncate AFTER TRUNCATE ON excede_gl_lines FOR EACH STATEMENT EXECUTE FUNCTION gl_month_totals_empty();
