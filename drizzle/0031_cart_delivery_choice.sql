ALTER TABLE "cart_codes" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_codes" ADD COLUMN "delivery" text DEFAULT 'standard' NOT NULL;