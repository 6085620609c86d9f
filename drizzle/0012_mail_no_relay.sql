CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient");--> statement-breakpoint
-- hand-written below
-- Decision 0801: a secret mail failed for good keeps nothing usable. Those failed before this change still hold
-- their sign-in code or proof link in clear: emptied (a staff retry of one then skips it: nothing left to send).
UPDATE "mail_outbox" SET "payload" = '{}'::jsonb WHERE "status" = 'failed' AND "template" IN ('auth.proof', 'ready-made');
