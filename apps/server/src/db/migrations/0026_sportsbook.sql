-- The sportsbook (issue 17): events, markets (outcomes with versioned odds and results) and the feed log
-- from the feed adapter; bets with their legs, staked and settled through the cashier (each resettlement a
-- posting of its own); cash-out quotes; the running liability per event and currency; the book's
-- settings. Settled real-money sports bets join the settled_bets view (0024), so they count for VIP,
-- rakeback and bonus wagering like every other game.
CREATE TABLE "sports_bet_legs" (
	"bet_id" bigint NOT NULL,
	"leg_no" integer NOT NULL,
	"event_id" text NOT NULL,
	"market_id" text NOT NULL,
	"outcome_id" text NOT NULL,
	"odds" integer NOT NULL,
	"result" text,
	"dead_heat" jsonb,
	CONSTRAINT "sports_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no")
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner" text NOT NULL,
	"user_id" bigint,
	"demo" boolean NOT NULL,
	"currency_id" text NOT NULL,
	"kind" text NOT NULL,
	"sizes" jsonb,
	"line_count" integer NOT NULL,
	"stake_per_line_minor" bigint NOT NULL,
	"total_stake_minor" bigint NOT NULL,
	"stake_left_minor" bigint NOT NULL,
	"potential_payout_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"cashed_out_minor" bigint DEFAULT 0 NOT NULL,
	"shortfall_minor" bigint DEFAULT 0 NOT NULL,
	"wagered" boolean DEFAULT false NOT NULL,
	"odds_change" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_status_check" CHECK ("sports_bets"."status" IN ('OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT')),
	CONSTRAINT "sports_bets_kind_check" CHECK ("sports_bets"."kind" IN ('single', 'multiple', 'system')),
	CONSTRAINT "sports_bets_stake_check" CHECK ("sports_bets"."stake_per_line_minor" > 0 AND "sports_bets"."stake_left_minor" >= 0),
	CONSTRAINT "sports_bets_money_check" CHECK ("sports_bets"."user_id" IS NOT NULL OR "sports_bets"."demo")
);
--> statement-breakpoint
CREATE TABLE "sports_cashout_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"stake_left_minor" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_event_exposure" (
	"event_id" text NOT NULL,
	"currency_id" text NOT NULL,
	"liability_minor" bigint NOT NULL,
	CONSTRAINT "sports_event_exposure_event_id_currency_id_pk" PRIMARY KEY("event_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"competition_id" text NOT NULL,
	"competition" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"score" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_events_status_check" CHECK ("sports_events"."status" IN ('not_started', 'live', 'suspended', 'ended', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sports_feed_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_feed_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"feed" text NOT NULL,
	"type" text NOT NULL,
	"event_id" text,
	"ts" bigint NOT NULL,
	"message" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"event_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"line" double precision,
	"status" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"grading" text DEFAULT 'open' NOT NULL,
	"outcomes" jsonb NOT NULL,
	"void_from" timestamp with time zone,
	"void_to" timestamp with time zone,
	"void_reason" text,
	"graded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_markets_event_id_id_pk" PRIMARY KEY("event_id","id"),
	CONSTRAINT "sports_markets_status_check" CHECK ("sports_markets"."status" IN ('active', 'suspended', 'deactivated')),
	CONSTRAINT "sports_markets_grading_check" CHECK ("sports_markets"."grading" IN ('open', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sports_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_event_id_market_id_sports_markets_event_id_id_fk" FOREIGN KEY ("event_id","market_id") REFERENCES "public"."sports_markets"("event_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_cashout_quotes" ADD CONSTRAINT "sports_cashout_quotes_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_event_exposure" ADD CONSTRAINT "sports_event_exposure_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_event_exposure" ADD CONSTRAINT "sports_event_exposure_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_market_idx" ON "sports_bet_legs" USING btree ("event_id","market_id");--> statement-breakpoint
CREATE INDEX "sports_bets_owner_idx" ON "sports_bets" USING btree ("owner","id");--> statement-breakpoint
CREATE INDEX "sports_bets_open_idx" ON "sports_bets" USING btree ("status") WHERE "sports_bets"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "sports_events_list_idx" ON "sports_events" USING btree ("sport","status","starts_at");--> statement-breakpoint
CREATE INDEX "sports_feed_log_event_idx" ON "sports_feed_log" USING btree ("event_id","id");
--> statement-breakpoint
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
  SELECT s.user_id, 'sports', s.currency_id, s.total_stake_minor, g.rtp_basis_points, s.created_at, s.settled_at
    FROM sports_bets s JOIN games g ON g.id = 'sports'
   WHERE NOT s.demo AND s.status IN ('WON', 'LOST', 'CASHED_OUT');
