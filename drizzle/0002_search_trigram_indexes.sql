-- Trigram indexes for the catalogue's substring search (decision 0614). pg_trgm ships with PostgreSQL (contrib)
-- and is a trusted extension: the database owner may create it. PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_short_description_trgm_idx" ON "products" USING gin ("short_description" gin_trgm_ops);