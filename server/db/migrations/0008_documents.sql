CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"xref" text NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"storage_key" text,
	"pages" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_kind_number_idx" ON "documents" USING btree ("kind","number");--> statement-breakpoint
CREATE INDEX "documents_xref_idx" ON "documents" USING btree ("xref","brn_id");