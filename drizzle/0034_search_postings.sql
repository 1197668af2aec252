CREATE TABLE "search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"lexeme" text NOT NULL,
	"product_id" integer NOT NULL,
	"rank" real NOT NULL,
	"boost" smallint NOT NULL,
	"multipack" boolean NOT NULL,
	"popularity" integer NOT NULL,
	"unit" text NOT NULL,
	"category_id" integer NOT NULL,
	"l0_category_id" integer NOT NULL,
	CONSTRAINT "search_postings_product_id_lexeme_pk" PRIMARY KEY("product_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below: search's postings (docs/decisions/050-search-postings.md). The best products for a word are
-- read from an index in ranking order — the word's rank in the product, then the category's boost, single packs
-- before multipacks, popularity, id — so a word matching 11,000 products costs a page of them, and every match is
-- a candidate. The size index serves a typed pack size ("atta 5 kg"); the included columns serve a search limited to
-- a category, the age-restricted filter and the pack-size order without a visit to the table.
CREATE INDEX "search_postings_rank_idx" ON "search_postings" ("lexeme", "rank" DESC, "boost" DESC, "multipack", "popularity" DESC, "product_id") INCLUDE ("category_id", "l0_category_id", "unit");--> statement-breakpoint
CREATE INDEX "search_postings_unit_rank_idx" ON "search_postings" ("lexeme", "unit", "rank" DESC, "boost" DESC, "multipack", "popularity" DESC, "product_id") INCLUDE ("category_id", "l0_category_id");--> statement-breakpoint
-- A product's postings, from its search vector: the same word weights as ranking (app/models/search-ranking.server.ts).
-- The lexeme is written as a quoted tsquery operand, so a quote or backslash in it stays part of the word.
CREATE FUNCTION "search_postings_of"("ids" integer[]) RETURNS SETOF "search_postings"
LANGUAGE sql STABLE AS $$
  SELECT l.lexeme, p.id,
    ts_rank('{0.1, 0.3, 0.5, 1.0}'::float4[], p.search_vector,
      ('''' || replace(replace(l.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery),
    c.search_boost, p.unit LIKE '% x %', p.popularity, p.unit, p.category_id, p.l0_category_id
  FROM "products" AS p
  JOIN "categories" AS c ON c.id = p.category_id
  CROSS JOIN LATERAL unnest(p.search_vector) AS l
  WHERE p.id = ANY("ids")
$$;--> statement-breakpoint
-- Every writer of products keeps the postings in step, a statement at a time (a seed's bulk insert is one).
CREATE FUNCTION "search_postings_sync"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "search_postings" WHERE "product_id" IN (SELECT id FROM new_rows);
  END IF;
  INSERT INTO "search_postings" SELECT * FROM search_postings_of(ARRAY(SELECT id FROM new_rows));
  INSERT INTO "search_lexemes" SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_postings_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_sync();--> statement-breakpoint
CREATE TRIGGER "products_search_postings_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_sync();--> statement-breakpoint
-- An operator changing a category's boost moves its products in every word's order.
CREATE FUNCTION "search_postings_boost_sync"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_postings" AS sp SET "boost" = n.search_boost
  FROM new_rows AS n WHERE sp.category_id = n.id AND sp.boost <> n.search_boost;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_search_postings_boost" AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_boost_sync();--> statement-breakpoint
INSERT INTO "search_postings" SELECT * FROM search_postings_of(ARRAY(SELECT id FROM "products"));--> statement-breakpoint
INSERT INTO "search_lexemes" SELECT DISTINCT "lexeme" FROM "search_postings";
--> statement-breakpoint
-- What the products are (the vector's A words) had a column and an index of their own so search could take the
-- products a word names before those that mention it (decision 045); the postings order them by rank instead.
DROP INDEX "products_search_kind_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_kind";
