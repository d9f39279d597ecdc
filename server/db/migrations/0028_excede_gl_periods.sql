CREATE TABLE "excede_gl_periods" (
	"period" date PRIMARY KEY NOT NULL,
	"closed_on" date,
	"import_run_id" integer
);
