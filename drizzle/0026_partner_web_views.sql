CREATE TABLE "partner_code_uses" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "partner_code_uses_used_idx" ON "partner_code_uses" USING btree ("used_at");