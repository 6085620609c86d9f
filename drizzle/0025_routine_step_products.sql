ALTER TABLE "routine_steps" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "routine_steps" ADD CONSTRAINT "routine_steps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routine_steps_product_idx" ON "routine_steps" USING btree ("product_id");