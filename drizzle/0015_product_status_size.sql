ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "inci" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_amount" numeric(7, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_valid" CHECK ("products"."status" IN ('draft', 'active', 'archived'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_valid" CHECK (("products"."size_amount" IS NULL AND "products"."size_unit" IS NULL) OR ("products"."size_amount" > 0 AND "products"."size_unit" IN ('ml', 'g')));--> statement-breakpoint
-- hand-written below
-- Decision 0507: a product off sale before statuses existed was taken off sale by staff: archived. Then
-- is_active stays "status = active" (the check is not in schema.ts: it must come after this update).
UPDATE "products" SET "status" = 'archived' WHERE NOT "is_active";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_is_active_is_status" CHECK ("is_active" = ("status" = 'active'));
