CREATE TABLE "member_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"given" boolean NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_consents_kind" CHECK ("member_consents"."kind" IN ('health', 'marketing'))
);
--> statement-breakpoint
ALTER TABLE "quiz_submissions" ADD COLUMN "consent_source" text DEFAULT 'quiz_provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_consents_user_idx" ON "member_consents" USING btree ("user_id","kind","at");