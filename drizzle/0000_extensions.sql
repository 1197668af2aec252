-- Typo-tolerant search (similarity, word_similarity, the % and <% operators).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
