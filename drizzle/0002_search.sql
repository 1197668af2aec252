-- Full-text search over product name (weight A) and brand/category words (weight B).
-- 'english' stems plurals ("biscuits" finds "biscuit"); prefix queries (tok:*) give search-as-you-type.
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', "search_text"), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Trigram indexes: the zero-result fallback ("did you mean") and locality look-up by name.
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "localities_name_trgm_idx" ON "localities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);
