-- The vocabulary's trigram index becomes GiST: it answers `word % typed` and orders by `word <-> typed`
-- (nearest first), and the planner uses it even on a few thousand words, where it skipped the GIN one for a
-- sequential scan (docs/decisions/025-search-candidate-set.md).
DROP INDEX "search_words_word_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- Hand-written: the products' full-text GIN index keeps no pending list. With fastupdate on, new entries wait
-- in an unsorted list that every search scans in full until VACUUM merges it into the index; the embedded
-- PGlite has no autovacuum, so after a 100,000-product seed each search read megabytes of pending entries.
-- Entries already pending are merged now.
ALTER INDEX "products_search_vector_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_vector_idx'::regclass);
