-- Rewards (issue 15): market profiles per country, campaigns whose budget accounts pay every reward, the
-- rewards given (grants), one claim per identity, and the check-in table and days. A budget account has no
-- owner but, unlike the house, can never go below zero: ledger_post now refuses such a line like a
-- player's (SQLSTATE P0003), so a spent budget pays nothing and nothing is written.
CREATE TABLE "checkin_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"grant_id" bigint,
	CONSTRAINT "checkin_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "checkin_rewards" (
	"currency_id" text NOT NULL,
	"vip_level" integer NOT NULL,
	"day" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "checkin_rewards_currency_id_vip_level_day_pk" PRIMARY KEY("currency_id","vip_level","day"),
	CONSTRAINT "checkin_rewards_day_check" CHECK ("checkin_rewards"."day" BETWEEN 1 AND 7),
	CONSTRAINT "checkin_rewards_amount_check" CHECK ("checkin_rewards"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"real_money" boolean DEFAULT true NOT NULL,
	"reward_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"currency_id" text NOT NULL,
	"budget_account_id" bigint NOT NULL,
	"pays_to" text NOT NULL,
	"wagering_multiplier" integer DEFAULT 0 NOT NULL,
	"max_bet_minor" bigint,
	"expiry_hours" integer NOT NULL,
	"game_weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"velocity_per_hour" integer DEFAULT 10 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_campaigns_status_check" CHECK ("reward_campaigns"."status" IN ('ACTIVE', 'PAUSED', 'ENDED')),
	CONSTRAINT "reward_campaigns_pays_to_check" CHECK ("reward_campaigns"."pays_to" IN ('task_bonus', 'register_bonus', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"claim_key" text NOT NULL,
	"identity" text NOT NULL,
	"grant_id" bigint NOT NULL,
	CONSTRAINT "reward_claims_claim_key_identity_pk" PRIMARY KEY("claim_key","identity")
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"currency_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"pays_to" text NOT NULL,
	"wagering_required_minor" bigint DEFAULT 0 NOT NULL,
	"max_bet_minor" bigint,
	"game_weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "reward_grants_amount_check" CHECK ("reward_grants"."amount_minor" > 0),
	CONSTRAINT "reward_grants_status_check" CHECK ("reward_grants"."status" IN ('WAGERING', 'CONVERTED', 'FORFEITED', 'PAID'))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner_kind_currency_unique";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "campaign_id" bigint;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "market_profile_id" text;--> statement-breakpoint
ALTER TABLE "checkin_days" ADD CONSTRAINT "checkin_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_days" ADD CONSTRAINT "checkin_days_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_rewards" ADD CONSTRAINT "checkin_rewards_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_campaigns" ADD CONSTRAINT "reward_campaigns_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_campaigns_budget_key" ON "reward_campaigns" USING btree ("budget_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_campaigns_active_key" ON "reward_campaigns" USING btree ("kind","currency_id") WHERE "reward_campaigns"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_reference_key" ON "reward_grants" USING btree ("campaign_id","user_id","reference");--> statement-breakpoint
CREATE INDEX "reward_grants_user_idx" ON "reward_grants" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reward_grants_wagering_idx" ON "reward_grants" USING btree ("expires_at") WHERE "reward_grants"."status" = 'WAGERING';--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_market_profile_id_market_profiles_id_fk" FOREIGN KEY ("market_profile_id") REFERENCES "public"."market_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_kind_currency_unique" UNIQUE NULLS NOT DISTINCT("user_id","kind","currency_id","shard","campaign_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_budget_not_negative" CHECK ("accounts"."kind" <> 'campaign_budget' OR "accounts"."balance_minor" >= 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post(
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
        AND ((a.user_id IS NULL AND a.kind <> 'campaign_budget') OR a.balance_minor + line.amount >= 0)
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
$$;