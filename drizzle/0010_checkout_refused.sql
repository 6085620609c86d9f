-- Checkout places an order in one statement outside a transaction (decision 0908): when the order cannot be placed
-- (the cart changed, the stock or the code's use ran out, the unpaid limit), the statement calls this, and the
-- error undoes everything it had done. The reason ('cart', 'stock:1', 'code', 'unpaid:3') tells the server which
-- refusal to answer; SQLSTATE SC409 is ours, so no other error is mistaken for one.
CREATE FUNCTION "checkout_refused"("reason" text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = "reason";
END;
$$;
