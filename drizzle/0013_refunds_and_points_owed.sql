ALTER TABLE "users" ADD COLUMN "points_owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_codes" ADD COLUMN "withdrawn_at" timestamp with time zone;