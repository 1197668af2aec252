CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"device_id" text NOT NULL,
	"query" text NOT NULL,
	"query_key" text NOT NULL,
	"suggestion_type" text,
	"search_type" smallint,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_searches_device_id_query_key_pk" PRIMARY KEY("device_id","query_key")
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recent_searches_device_idx" ON "recent_searches" USING btree ("device_id","searched_at");--> statement-breakpoint
-- Hand-written: fill the vocabulary from a catalogue that is already there (later imports keep it, docs/decisions/019-search-vocabulary.md).
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", regexp_split_to_table(lower(translate("name" || ' ' || "search_text", '''’', '')), '[^[:alnum:]]+') AS w
WHERE length(w) >= 2 ON CONFLICT DO NOTHING;
