ALTER TABLE "orders" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
CREATE INDEX "orders_card_fingerprint_idx" ON "orders" USING btree ("card_fingerprint");