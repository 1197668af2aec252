ALTER TABLE "categories" ADD COLUMN "search_boost" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below: search ranks what a product IS above what merely mentions the word
-- (docs/decisions/045-search-ranking.md, docs/search.md#ranking).
--
-- search_text holds the product's brand, leaf category and top-level category on three lines (it held them
-- joined by spaces), so the product's own name can be told from its brand.
UPDATE "products" AS p SET "search_text" = b."name" || E'\n' || c."name" || E'\n' || l0."name"
FROM "brands" AS b, "categories" AS c, "categories" AS l0
WHERE b."id" = p."brand_id" AND c."id" = p."category_id" AND l0."id" = p."l0_category_id";--> statement-breakpoint
-- The weighted search vector of a product, from its name and search_text:
--   A  what the product is: the last word of its own name (the name without the brand and without what is in
--      brackets): "Onion" of Nukkad Fresh Onion, "Oil" of Mamaearth Onion Hair Oil, "Chips" of Bingo Cream &
--      Onion Potato Chips; twice when it is the whole of its own name;
--   B  the other words of its own name, and those in brackets ("Bhindi" of Lady Finger (Bhindi));
--   C  its leaf category ("Milk", "Salt, Sugar & Jaggery");
--   D  its brand, its top-level category, and the words it is sold without: "Sugar" of Sugar-Free Chyawanprash,
--      Zero Sugar Cola, No Added Sugar Muesli, Sugarfree Energy Drink.
-- Immutable (a function of its arguments), so the vector is a generated column: every writer of products gets it.
CREATE FUNCTION "product_search_vector"("name" text, "search_text" text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  brand text := split_part(search_text, E'\n', 1);
  category text := split_part(search_text, E'\n', 2);
  top_category text := split_part(search_text, E'\n', 3);
  own text := name;
  bracketed text;
  without text;
  head text;
BEGIN
  IF brand <> '' AND lower(own) LIKE lower(brand) || ' %' THEN
    own := substr(own, length(brand) + 2);
  END IF;
  bracketed := coalesce((SELECT string_agg(m[1], ' ') FROM regexp_matches(own, '\(([^)]*)\)', 'g') AS m), '');
  own := regexp_replace(regexp_replace(own, '\([^)]*\)', ' ', 'g'), '-', ' ', 'g');
  without := coalesce((
    SELECT string_agg(m[1], ' ') FROM (
      SELECT regexp_matches(own, '([[:alpha:]]+)\s+free\M', 'gi') AS m
      UNION ALL SELECT regexp_matches(own, '\m(?:zero|no added|no)\s+([[:alpha:]]+)', 'gi')
      UNION ALL SELECT regexp_matches(own, '\m([[:alpha:]]+)free\M', 'gi')
    ) AS found
  ), '');
  own := regexp_replace(own, '([[:alpha:]]+)\s+free\M', ' free', 'gi');
  own := regexp_replace(own, '\m(zero|no added|no)\s+[[:alpha:]]+', '\1', 'gi');
  own := regexp_replace(own, '\m[[:alpha:]]+free\M', ' ', 'gi');
  own := btrim(own);
  head := coalesce(substring(own FROM '([^[:space:]]+)$'), '');
  -- A name that is nothing but the thing ("Onion", "Sugar") names it twice: before "Spring Onion", "Brown Sugar".
  RETURN setweight(to_tsvector('english', CASE WHEN own = head THEN head || ' ' || head ELSE head END), 'A')
    || setweight(to_tsvector('english', left(own, length(own) - length(head)) || ' ' || bracketed), 'B')
    || setweight(to_tsvector('english', category), 'C')
    || setweight(to_tsvector('english', brand || ' ' || top_category || ' ' || without), 'D');
END
$$;--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (product_search_vector("name", "search_text")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
-- What the product is (the vector's A words) on their own, with their own index: search takes the products
-- named by the word before those that merely mention it, however many mention it and wherever they sit in the
-- table (a product whose photo was set after its import sits at the end of it).
ALTER TABLE "products" ADD COLUMN "search_kind" tsvector GENERATED ALWAYS AS (ts_filter(product_search_vector("name", "search_text"), '{a}')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_kind_idx" ON "products" USING gin ("search_kind") WITH (fastupdate = off);--> statement-breakpoint
-- The demo catalogue's leaf categories as the seed sets them (app/services/seed/search-boosts.ts), so a
-- database seeded before this migration ranks as a fresh one; an operator's own categories start at 0.
UPDATE "categories" SET "search_boost" = CASE
  WHEN "id" IN (101, 102, 103, 104, 105, 106, 107, 143, 541, 542, 543) THEN 3
  WHEN "id" IN (141, 142, 144, 145, 146, 147, 381, 383, 421, 422, 423, 424, 425, 461, 462, 463, 464, 465, 466, 467, 581) THEN 2
  WHEN "parent_id" IN (1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13) OR "id" = 623 THEN 1
  ELSE 0
END WHERE "parent_id" IS NOT NULL;
