CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"device" text DEFAULT '#-NA' NOT NULL,
	"platform" text DEFAULT '#-NA' NOT NULL,
	"page" text DEFAULT '#-NA' NOT NULL,
	"label" text DEFAULT '#-NA' NOT NULL,
	"search_type" smallint DEFAULT -1 NOT NULL,
	"result_count" integer DEFAULT -1 NOT NULL,
	"product_id" integer DEFAULT -1 NOT NULL,
	"quantity" smallint DEFAULT -1 NOT NULL,
	"step" smallint DEFAULT -1 NOT NULL,
	"value" integer DEFAULT -1 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	CONSTRAINT "analytics_events_source_check" CHECK ("analytics_events"."source" in ('server', 'browser'))
);
--> statement-breakpoint
CREATE INDEX "analytics_events_name_at_idx" ON "analytics_events" USING btree ("name","at");--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");