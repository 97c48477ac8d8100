-- Custom SQL migration file, put your code below! --
-- Trigram indexes back the catalogue's substring search (products.search_text).
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (see src/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
