import { statement } from '../../db/client.ts';

// The money rain's statements: a player's view and grab of a rain, its scheduling, and the worker's start
// and end of rains.

/** The rain a player sees: the live one, else the next one scheduled within a day. */
export const CURRENT_RAIN = statement(
  'rain_current',
  `SELECT e.*, c.pays_to,
      (SELECT count(*)::int FROM rain_packets p WHERE p.event_id = e.id AND p.user_id IS NULL) AS remaining,
      (SELECT amount_minor FROM rain_packets p WHERE p.event_id = e.id AND p.user_id = $2) AS caught
     FROM rain_events e JOIN reward_campaigns c ON c.id = e.campaign_id
    WHERE e.currency_id = $1
      AND (e.status = 'LIVE' OR (e.status = 'SCHEDULED' AND e.starts_at < now() + interval '1 day'))
    ORDER BY (e.status = 'LIVE') DESC, e.starts_at LIMIT 1`,
);
export const RAIN_FOR_GRAB = statement(
  'rain_for_grab',
  `SELECT id, campaign_id, min_vip_level, now() < starts_at AS early,
          (status = 'ENDED' OR now() >= ends_at) AS over
     FROM rain_events WHERE id = $1 AND currency_id = $2 FOR SHARE`,
);
/** One packet for one player: the first free one (a player already holding one is refused by the key). */
export const TAKE_PACKET = statement(
  'rain_take_packet',
  `UPDATE rain_packets SET user_id = $2, caught_at = now()
    WHERE (event_id, index) = (
      SELECT event_id, index FROM rain_packets WHERE event_id = $1 AND user_id IS NULL
       ORDER BY index LIMIT 1 FOR UPDATE SKIP LOCKED)
   RETURNING index, amount_minor`,
);
/** One grab at a time per player (the rewards engine's own lock: a player's claims queue, not race). */
export const LOCK_PLAYER = statement('rain_lock_player', 'SELECT pg_advisory_xact_lock(727301, $1::int)');
export const HOLDS_PACKET = statement(
  'rain_holds_packet',
  'SELECT 1 FROM rain_packets WHERE event_id = $1 AND user_id = $2',
);
export const SET_PACKET_GRANT = statement(
  'rain_set_packet_grant',
  'UPDATE rain_packets SET grant_id = $3 WHERE event_id = $1 AND index = $2',
);
export const START_DUE = statement(
  'rain_start_due',
  `UPDATE rain_events SET status = 'LIVE'
    WHERE status = 'SCHEDULED' AND starts_at <= now() AND ends_at > now() RETURNING id, ends_at`,
);
export const END_DUE = statement(
  'rain_end_due',
  `UPDATE rain_events SET status = 'ENDED'
    WHERE id = (SELECT id FROM rain_events WHERE status IN ('SCHEDULED', 'LIVE') AND ends_at <= now()
                 ORDER BY ends_at LIMIT 1 FOR UPDATE SKIP LOCKED)
   RETURNING id, campaign_id`,
);
export const END_CAMPAIGN = statement(
  'rain_end_campaign',
  `UPDATE reward_campaigns SET status = 'ENDED' WHERE id = $1`,
);
export const BUDGET_LEFT = statement('rain_budget_left', 'SELECT balance_minor FROM accounts WHERE id = $1');
export const INSERT_EVENT = statement(
  'rain_insert_event',
  `INSERT INTO rain_events (campaign_id, currency_id, starts_at, ends_at, pool_minor, packets, min_vip_level)
   VALUES ($1, $2, to_timestamp($3::double precision / 1000), to_timestamp($4::double precision / 1000), $5, $6, $7)
   RETURNING id`,
);
export const INSERT_PACKETS = statement(
  'rain_insert_packets',
  `INSERT INTO rain_packets (event_id, index, amount_minor)
     SELECT $1, ordinality - 1, amount FROM unnest($2::bigint[]) WITH ORDINALITY AS packet(amount, ordinality)`,
);
