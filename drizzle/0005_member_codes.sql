CREATE TABLE "member_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reward_id" uuid,
	"reward_name" text NOT NULL,
	"points_spent" integer NOT NULL,
	"code" text NOT NULL,
	"discount_type" text,
	"discount_value" numeric(10, 2),
	"max_uses" integer DEFAULT 1 NOT NULL,
	"current_uses" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "member_codes_uses_range" CHECK ("member_codes"."current_uses" BETWEEN 0 AND "member_codes"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "member_codes" ADD CONSTRAINT "member_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_codes" ADD CONSTRAINT "member_codes_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_codes_user_idx" ON "member_codes" USING btree ("user_id","created_at");