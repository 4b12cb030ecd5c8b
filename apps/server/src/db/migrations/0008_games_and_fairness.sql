CREATE TABLE "demo_wallets" (
	"owner" text PRIMARY KEY NOT NULL,
	"currency_id" text NOT NULL,
	"balance_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_wallets_balance_check" CHECK ("demo_wallets"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fairness_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fairness_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_limits" (
	"game_id" text NOT NULL,
	"currency_id" text NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"max_win_minor" bigint NOT NULL,
	"default_bet_minor" bigint NOT NULL,
	CONSTRAINT "game_limits_game_id_currency_id_pk" PRIMARY KEY("game_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner" text NOT NULL,
	"user_id" bigint,
	"game_id" text NOT NULL,
	"demo" boolean NOT NULL,
	"currency_id" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint,
	"rtp_basis_points" integer NOT NULL,
	"max_win_minor" bigint NOT NULL,
	"params" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"status" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" IN ('OPEN', 'WIN', 'LOSE')),
	CONSTRAINT "game_rounds_stake_check" CHECK ("game_rounds"."stake_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rtp_basis_points" integer DEFAULT 9700 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_wallets" ADD CONSTRAINT "demo_wallets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_limits" ADD CONSTRAINT "game_limits_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_limits" ADD CONSTRAINT "game_limits_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_id_fairness_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fairness_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_seeds_active_owner_key" ON "fairness_seeds" USING btree ("owner") WHERE "fairness_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "fairness_seeds_owner_idx" ON "fairness_seeds" USING btree ("owner","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_key" ON "game_rounds" USING btree ("owner","game_id","demo") WHERE "game_rounds"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce_key" ON "game_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "game_rounds_owner_idx" ON "game_rounds" USING btree ("owner","demo","id");