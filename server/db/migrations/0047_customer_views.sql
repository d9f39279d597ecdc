CREATE TABLE "customer_views" (
	"user_id" integer NOT NULL,
	"cus_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_views_user_id_cus_id_pk" PRIMARY KEY("user_id","cus_id")
);
--> statement-breakpoint
ALTER TABLE "customer_views" ADD CONSTRAINT "customer_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_views_user_idx" ON "customer_views" USING btree ("user_id","viewed_at");