ALTER TABLE "perks" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "perks" ADD COLUMN "in_wallet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "perks" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- hand-written below
-- Decision 0506. The perks there before this migration are the members' wallet: they stay in it.
UPDATE "perks" SET "in_wallet" = true;
