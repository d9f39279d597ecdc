CREATE TABLE "rate_limits" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "rate_limits_scope_key_window_start_pk" PRIMARY KEY("scope","key","window_start")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "assumed_user_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "redact_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "audit_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_assumed_idx" ON "audit_log" USING btree ("assumed_user_id","at");--> statement-breakpoint
-- Two permissions of their own: changing or running the imports, and reading the audit trail. An existing
-- installation gets them here, granted to its Administrator role; a new one from the reference data and seed.
INSERT INTO "permissions" ("name", "short_name", "area")
	SELECT v."name", v."short_name", v."area" FROM (VALUES
		('can update informix schedule', 'Can Update', 'Administration'),
		('can view audit log', 'Can View', 'Users')) AS v("name", "short_name", "area")
	WHERE EXISTS (SELECT 1 FROM "permissions")
	ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
	SELECT r."id", p."id" FROM "roles" r CROSS JOIN "permissions" p
	WHERE r."name" = 'Administrator' AND p."name" IN ('can update informix schedule', 'can view audit log')
	ON CONFLICT DO NOTHING;
