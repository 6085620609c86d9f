-- Decision 0250: an order refunded in full before refunded_amount existed has paid back its total.
UPDATE "orders" SET "refunded_amount" = "total" WHERE "payment_status" = 'refunded';
