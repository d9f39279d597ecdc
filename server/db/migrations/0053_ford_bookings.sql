CREATE TABLE "ford_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"confirmation" text NOT NULL,
	"brn_id" text NOT NULL,
	"lane" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"seat" smallint NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"source" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"text_consent" boolean DEFAULT false NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"year" integer,
	"model" text DEFAULT '' NOT NULL,
	"unit_no" text DEFAULT '' NOT NULL,
	"mileage" integer,
	"services" text[] NOT NULL,
	"visit" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sls_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ford_bookings_confirmation_unique" UNIQUE("confirmation")
);
--> statement-breakpoint
CREATE TABLE "ford_lane_capacity" (
	"brn_id" text NOT NULL,
	"lane" text NOT NULL,
	"weekday" smallint NOT NULL,
	"slot_times" text[] NOT NULL,
	"seats" smallint NOT NULL,
	CONSTRAINT "ford_lane_capacity_brn_id_lane_weekday_pk" PRIMARY KEY("brn_id","lane","weekday")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ford_bookings_seat_idx" ON "ford_bookings" USING btree ("brn_id","lane","slot_start","seat") WHERE "ford_bookings"."status" in ('Requested', 'Confirmed');--> statement-breakpoint
CREATE INDEX "ford_bookings_day_idx" ON "ford_bookings" USING btree ("brn_id","slot_start");