CREATE TABLE "dashboard_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"widgets" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_upload_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"source" text NOT NULL,
	"brn_id" text NOT NULL,
	"metric_on" date NOT NULL,
	"metric" text NOT NULL,
	"value" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"report" text NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"assigned_to" integer,
	"responded_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_upload_rows" ADD CONSTRAINT "market_upload_rows_upload_id_market_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."market_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_layouts_user_idx" ON "dashboard_layouts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "market_upload_rows_upload_idx" ON "market_upload_rows" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "market_upload_rows_branch_idx" ON "market_upload_rows" USING btree ("brn_id","metric_on");--> statement-breakpoint
CREATE INDEX "market_uploads_report_idx" ON "market_uploads" USING btree ("report","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_follow_ups_review_key" ON "review_follow_ups" USING btree ("review_id");