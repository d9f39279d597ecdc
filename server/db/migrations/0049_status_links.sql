CREATE TABLE "advisor_phones" (
	"emp_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_link_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sls_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"text" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"sls_id" text NOT NULL,
	"brn_id" text NOT NULL,
	"mailed_to" text,
	"revoked" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL,
	CONSTRAINT "mobile_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "service_desk_phones" (
	"brn_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mobile_link_notes_sls_idx" ON "mobile_link_notes" USING btree ("sls_id");--> statement-breakpoint
CREATE INDEX "mobile_links_sls_idx" ON "mobile_links" USING btree ("sls_id");