ALTER TABLE "sessions" ADD COLUMN "rotated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_id_hash" text;--> statement-breakpoint
CREATE INDEX "sessions_previous_id_idx" ON "sessions" USING btree ("previous_id_hash");