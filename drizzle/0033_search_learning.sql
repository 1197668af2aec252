CREATE TABLE "search_learned_boosts" (
	"query_key" text NOT NULL,
	"product_id" integer NOT NULL,
	"sessions" integer NOT NULL,
	"score" real NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_learned_boosts_query_key_product_id_pk" PRIMARY KEY("query_key","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_learning_evidence" (
	"query_key" text NOT NULL,
	"product_id" integer NOT NULL,
	"device" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_learning_evidence_query_key_product_id_device_pk" PRIMARY KEY("query_key","product_id","device")
);
--> statement-breakpoint
CREATE TABLE "search_learning_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"events_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_learned_boosts" ADD CONSTRAINT "search_learned_boosts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_learning_evidence_device_idx" ON "search_learning_evidence" USING btree ("device");