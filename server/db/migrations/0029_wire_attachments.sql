CREATE TABLE "wire_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"wire_id" integer NOT NULL,
	"brn_id" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wire_attachments" ADD CONSTRAINT "wire_attachments_wire_id_wire_requests_id_fk" FOREIGN KEY ("wire_id") REFERENCES "public"."wire_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wire_attachments_wire_idx" ON "wire_attachments" USING btree ("wire_id","id");