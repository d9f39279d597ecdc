CREATE TABLE "wire_beneficiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"name" text NOT NULL,
	"bank_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number" text NOT NULL,
	"phone" text NOT NULL,
	"callback_phone" text NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"verified_note" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wire_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"brn_id" text NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"value_date" date NOT NULL,
	"purpose" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"bank_reference" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wire_trail" (
	"id" serial PRIMARY KEY NOT NULL,
	"wire_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"reset_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wire_requests" ADD CONSTRAINT "wire_requests_beneficiary_id_wire_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."wire_beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_trail" ADD CONSTRAINT "wire_trail_wire_id_wire_requests_id_fk" FOREIGN KEY ("wire_id") REFERENCES "public"."wire_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wire_beneficiaries_branch_idx" ON "wire_beneficiaries" USING btree ("brn_id","name");--> statement-breakpoint
CREATE INDEX "wire_requests_branch_idx" ON "wire_requests" USING btree ("brn_id","value_date");--> statement-breakpoint
CREATE INDEX "wire_requests_value_date_idx" ON "wire_requests" USING btree ("value_date","status");--> statement-breakpoint
CREATE INDEX "wire_trail_wire_idx" ON "wire_trail" USING btree ("wire_id","at");