-- Storefront search (/shop/search, GET /api/product/search): typo-tolerant matching of product
-- names and codes by trigrams. pg_trgm ships with PostgreSQL (contrib) and is a trusted
-- extension, so a database owner without superuser rights can create it; the embedded PGlite
-- database loads it from @electric-sql/pglite/contrib/pg_trgm (scripts/db/embedded.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Product_name_trgm_idx" ON "Product" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Product_code_trgm_idx" ON "Product" USING GIN ("code" gin_trgm_ops);
