ALTER TABLE "users" ADD COLUMN "birthday_set_at" timestamp with time zone;--> statement-breakpoint
-- hand-written below
-- Decision 0803. A birthday saved before this migration counts as saved now: it can be changed again in a year.
UPDATE "users" SET "birthday_set_at" = now() WHERE "birthday" IS NOT NULL AND "birthday_set_at" IS NULL;--> statement-breakpoint
-- A delivery address as first-order and once-per-member codes compare it (decision 0803): the postcode upper-cased
-- without spaces, and the first line of the address lower-cased with each run of other characters as one space.
-- IMMUTABLE so an index can hold it; the code check computes the new order's key with the same function.
CREATE FUNCTION "delivery_address_key"("address" jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT upper(regexp_replace("address" ->> 'postalCode', '\s+', '', 'g')) || '|' ||
    trim(regexp_replace(lower(split_part("address" ->> 'address', E'\n', 1)), '[^a-z0-9]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE INDEX "orders_delivery_address_key_idx" ON "orders" ("delivery_address_key"("shipping_address"));
