-- Issue 33 #3: a sports bet counts as wagered (for bonuses, VIP and rakeback, which read this view) what was
-- at risk: the stake still riding at its settlement, plus of the stake a cash-out bought back only what the
-- cash-out did not return (all of it when the cash-out paid at least that stake).
CREATE OR REPLACE VIEW "settled_bets" AS
  SELECT r.user_id, r.game_id, r.currency_id, r.stake_minor, r.rtp_basis_points, r.created_at, r.settled_at
    FROM game_rounds r
   WHERE NOT r.demo AND r.user_id IS NOT NULL AND r.status <> 'OPEN'
  UNION ALL
  SELECT b.user_id, b.game_id, b.currency_id, b.stake_minor, g.rtp_basis_points, b.created_at, b.settled_at
    FROM crash_bets b JOIN games g ON g.id = b.game_id
   WHERE b.status IN ('WON', 'LOST')
  UNION ALL
  SELECT l.user_id, l.game_id, l.currency_id, l.stake_minor, l.rtp_basis_points, l.created_at, l.settled_at
    FROM lottery_bets l
   WHERE l.status IN ('WON', 'LOST')
  UNION ALL
  SELECT s.user_id, 'sports', s.currency_id,
         s.stake_left_minor * s.line_count
           + CASE WHEN s.cashed_out_minor >= s.total_stake_minor - s.stake_left_minor * s.line_count
                  THEN s.total_stake_minor - s.stake_left_minor * s.line_count
                  ELSE s.total_stake_minor - s.stake_left_minor * s.line_count - s.cashed_out_minor END,
         g.rtp_basis_points, s.created_at, s.settled_at
    FROM sports_bets s JOIN games g ON g.id = 'sports'
   WHERE NOT s.demo AND s.status IN ('WON', 'LOST', 'CASHED_OUT');
