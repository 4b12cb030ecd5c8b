-- Every settled real-money bet of every game in one shape (issue 16): single-player rounds, crash bets and
-- lottery bets, each with its player, game, currency, stake, the RTP it was played at, and when it was
-- placed and settled. VIP wagering and rakeback, the invite wheel's qualification, the salary's edge and
-- the bonus wagering progress read it, so a new game counts everywhere by joining this view once.
CREATE VIEW "settled_bets" AS
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
   WHERE l.status IN ('WON', 'LOST');
