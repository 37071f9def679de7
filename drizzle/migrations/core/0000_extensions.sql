-- Substring search (SPEC §5: case-insensitive substring match) uses trigram GIN indexes in every domain.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
