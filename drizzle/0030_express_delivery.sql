ALTER TABLE "orders" ADD COLUMN "delivery" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_discount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery" CHECK ("orders"."delivery" IN ('standard', 'express'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_discount" CHECK ("orders"."delivery_discount" >= 0 AND "orders"."delivery_discount" <= "orders"."code_discount" AND "orders"."delivery_discount" <= "orders"."shipping");