CREATE TABLE "gl_month_totals" (
	"brn_id" text NOT NULL,
	"month" date NOT NULL,
	"acct_id" text NOT NULL,
	"debit" numeric(16, 2) NOT NULL,
	"credit" numeric(16, 2) NOT NULL,
	CONSTRAINT "gl_month_totals_brn_id_month_acct_id_pk" PRIMARY KEY("brn_id","month","acct_id")
);
--> statement-breakpoint
INSERT INTO "gl_month_totals" ("brn_id", "month", "acct_id", "debit", "credit")
SELECT "brn_id", date_trunc('month', "posted_on")::date, "acct_id", sum("debit"), sum("credit")
FROM "excede_gl_lines" GROUP BY 1, 2, 3;
