CREATE TABLE "deletion_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"subreason" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deletion_feedback_created_idx" ON "deletion_feedback" USING btree ("created_at");