-- The cashier's SQL composes into another module's single statement (a round settled and paid in one
-- statement, no BEGIN/COMMIT): ledger_post now raises when a line would take a player's balance below
-- zero (SQLSTATE P0003, the account's balance in DETAIL), so the whole statement and whatever it wrote
-- are undone; and the wagering requirement has its own function for settlements that pay nothing.
DROP FUNCTION ledger_post(text, text, bigint, text, jsonb, bigint[], bigint[], bigint[]);--> statement-breakpoint
CREATE FUNCTION ledger_post(
  p_kind text,
  p_reference text,
  p_user_id bigint,
  p_currency_id text,
  p_details jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_wagering bigint[]
) RETURNS TABLE (account_id bigint, balance_minor bigint, wagering_minor bigint)
LANGUAGE plpgsql AS $$
DECLARE
  line record;
  new_balance bigint;
  new_wagering bigint;
  posted_id bigint;
  current_balance bigint;
BEGIN
  IF cardinality(p_accounts) < 2 OR cardinality(p_amounts) <> cardinality(p_accounts)
     OR cardinality(p_wagering) <> cardinality(p_accounts)
     OR (SELECT sum(amount) FROM unnest(p_amounts) AS amount) <> 0 THEN
    RAISE EXCEPTION 'unbalanced ledger posting %/%', p_kind, p_reference USING ERRCODE = 'P0002';
  END IF;
  FOR line IN
    SELECT id, amount, wagering FROM unnest(p_accounts, p_amounts, p_wagering) AS l(id, amount, wagering)
    ORDER BY id
  LOOP
    UPDATE accounts a
      SET balance_minor = a.balance_minor + line.amount,
          wagering_minor = greatest(0, a.wagering_minor + line.wagering)
      WHERE a.id = line.id AND a.currency_id = p_currency_id
        AND (a.user_id IS NULL OR a.balance_minor + line.amount >= 0)
      RETURNING a.balance_minor, a.wagering_minor INTO new_balance, new_wagering;
    IF NOT FOUND THEN
      SELECT a.balance_minor INTO current_balance FROM accounts a
        WHERE a.id = line.id AND a.currency_id = p_currency_id;
      RAISE EXCEPTION 'account % is short for %/%', line.id, p_kind, p_reference
        USING ERRCODE = 'P0003', DETAIL = coalesce(current_balance, 0)::text;
    END IF;
    account_id := line.id;
    balance_minor := new_balance;
    wagering_minor := new_wagering;
    RETURN NEXT;
  END LOOP;
  INSERT INTO ledger_transactions (kind, reference, user_id, currency_id, details)
    VALUES (p_kind, p_reference, p_user_id, p_currency_id, coalesce(p_details, '{}'::jsonb))
    RETURNING id INTO posted_id;
  INSERT INTO ledger_entries (transaction_id, account_id, amount_minor)
    SELECT posted_id, l.id, l.amount FROM unnest(p_accounts, p_amounts) AS l(id, amount);
END;
$$;--> statement-breakpoint
-- A settled stake that paid nothing still counts against what the player has to wager.
CREATE FUNCTION ledger_count_wagered(p_account bigint, p_stake bigint) RETURNS bigint
LANGUAGE sql AS $$
  UPDATE accounts SET wagering_minor = greatest(0, wagering_minor - p_stake)
    WHERE id = p_account RETURNING wagering_minor;
$$;
