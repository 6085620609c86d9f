-- A product's rating and review count are what its visible reviews say (OPERATIONS §5, decision 0260): the invented
-- figures typed into the demo data go, and every change to a review (posted, replaced, hidden, shown, deleted with
-- its member or product) recomputes its product's two columns in the same transaction. The product row is locked
-- first, so two reviews of one product written at once are both counted.
UPDATE products SET rating = 0, review_count = 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_refresh_product(pid uuid) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = pid FOR UPDATE;
  UPDATE products p
     SET rating = coalesce(a.rating, 0), review_count = a.review_count
    FROM (SELECT round(avg(r.rating)::numeric, 1) AS rating, count(*)::int AS review_count
            FROM reviews r WHERE r.product_id = pid AND r.hidden_at IS NULL) a
   WHERE p.id = pid;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_rating_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM reviews_refresh_product(OLD.product_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id) THEN
    PERFORM reviews_refresh_product(NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER reviews_rating_aggregate AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rating_changed();
