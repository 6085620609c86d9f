CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_status" text,
	"by" text NOT NULL,
	"staff_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_discount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
-- Orders placed before this migration (decision 0205): statuses in lower case, orders already past 'pending'
-- count as paid, their points were credited at placement under the old rule (recorded so delivery never credits
-- them twice), and each gets the first timeline entry. Existing products stay on sale with 25 units.
UPDATE "orders" SET "status" = lower("status");--> statement-breakpoint
UPDATE "orders" SET "status" = 'pending' WHERE "status" NOT IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'paid' WHERE "status" IN ('processing', 'shipped', 'delivered');--> statement-breakpoint
UPDATE "orders" SET "points_credited_at" = "created_at" WHERE "points_earned" > 0;--> statement-breakpoint
INSERT INTO "order_history" ("order_id", "status", "by", "note", "created_at") SELECT "id", "status", 'system', 'Placed before order tracking began', "created_at" FROM "orders";--> statement-breakpoint
UPDATE "products" SET "stock" = 25;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" IN ('unpaid', 'paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);