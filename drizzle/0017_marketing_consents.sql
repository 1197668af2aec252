CREATE TABLE "marketing_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"user_id" integer,
	"consent" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consents_phone_idx" ON "marketing_consents" USING btree ("phone","created_at");