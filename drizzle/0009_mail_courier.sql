ALTER TABLE "mail_outbox" ADD COLUMN "attempts_left" integer DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
-- Wakes the couriers when mail is queued (decision 0906): delivered to LISTENers when the queueing transaction commits,
-- never for one that rolls back. Once per statement: an insert of several mails wakes them once.
CREATE FUNCTION "mail_outbox_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_outbox', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "mail_outbox_queued" AFTER INSERT ON "mail_outbox" FOR EACH STATEMENT EXECUTE FUNCTION "mail_outbox_queued"();
