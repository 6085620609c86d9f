-- The audit log is append-only (OPERATIONS §2, decision 0513): no statement of the product, nor a mistaken one by
-- hand, can change or remove an entry.
CREATE OR REPLACE FUNCTION audit_entries_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_refuse_change();
