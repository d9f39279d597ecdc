CREATE TABLE "document_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"xref" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"pages" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "document_scans_xref_idx" ON "document_scans" USING btree ("xref","brn_id");