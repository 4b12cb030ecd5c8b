-- A demo stake as a function that refuses like the cashier's ledger_post (SQLSTATE P0003, the balance in
-- DETAIL), so a bet that deals its round and takes a demo stake in one statement undoes everything when
-- the demo balance is short. The demo wallet opens with p_initial on first use. Demo money never touches
-- the ledger.
CREATE FUNCTION demo_take(p_owner text, p_currency_id text, p_initial bigint, p_stake bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  left_over bigint;
BEGIN
  INSERT INTO demo_wallets AS w (owner, currency_id, balance_minor)
    VALUES (p_owner, p_currency_id, p_initial)
    ON CONFLICT (owner) DO NOTHING;
  UPDATE demo_wallets AS w SET balance_minor = w.balance_minor - p_stake, updated_at = now()
    WHERE w.owner = p_owner AND w.balance_minor - p_stake >= 0
    RETURNING w.balance_minor INTO left_over;
  IF NOT FOUND THEN
    SELECT w.balance_minor INTO left_over FROM demo_wallets w WHERE w.owner = p_owner;
    RAISE EXCEPTION 'demo balance of % is short', p_owner USING ERRCODE = 'P0003', DETAIL = left_over::text;
  END IF;
  RETURN left_over;
END;
$$;
