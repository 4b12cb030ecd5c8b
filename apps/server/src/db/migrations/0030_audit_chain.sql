ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" "bytea";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" "bytea";--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_key" ON "audit_log" USING btree ("seq");--> statement-breakpoint
-- The operator audit log becomes a hash chain (issue 20 §7): each entry carries the previous entry's hash and
-- its own, SHA-256 over the previous hash and its fields, computed here in the database so no writer can skip
-- it; entries are append-only. `npm run audit:verify` recomputes the chain with the same function.
CREATE FUNCTION audit_entry_hash(
  prev bytea, seq bigint, operator_id integer, action text, target text, details jsonb, created_at timestamptz
) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(
    coalesce(prev, '\x'::bytea) || convert_to(concat_ws(E'\x1f',
      seq::text, coalesce(operator_id::text, ''), action, coalesce(target, ''), details::text,
      (extract(epoch FROM created_at) * 1000000)::bigint::text
    ), 'UTF8')
  )
$$;
--> statement-breakpoint
-- Existing entries, in the order they were written.
DO $$
DECLARE
  entry record;
  previous bytea := NULL;
  position bigint := 0;
BEGIN
  FOR entry IN SELECT id, operator_id, action, target, details, created_at FROM audit_log ORDER BY id LOOP
    position := position + 1;
    UPDATE audit_log
       SET seq = position,
           prev_hash = previous,
           hash = audit_entry_hash(previous, position, entry.operator_id, entry.action, entry.target,
                                   entry.details, entry.created_at)
     WHERE id = entry.id
    RETURNING hash INTO previous;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Writers queue on one transaction lock, so the chain has one order even with several server processes; the
-- lock is held to the writer's commit, so the next entry always sees the previous one.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(727302, 0);
  SELECT a.seq, a.hash INTO last_seq, last_hash FROM audit_log a ORDER BY a.seq DESC NULLS LAST LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := last_hash;
  NEW.created_at := coalesce(NEW.created_at, now());
  NEW.hash := audit_entry_hash(NEW.prev_hash, NEW.seq, NEW.operator_id, NEW.action, NEW.target, NEW.details,
                               NEW.created_at);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
--> statement-breakpoint
CREATE TRIGGER audit_log_immutable BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
