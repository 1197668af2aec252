CREATE TABLE "india_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision,
	"lon" double precision
);
--> statement-breakpoint
CREATE INDEX "india_pincodes_office_trgm_idx" ON "india_pincodes" USING gin ("office" gin_trgm_ops);