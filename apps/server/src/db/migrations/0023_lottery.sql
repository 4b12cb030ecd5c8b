-- Lottery chat rooms (issue 16): rooms, terms (draws whose seed hash is published before they open),
-- bets staked through the cashier and settled once at the draw, room chat lines, and the public chats'
-- moderation (mutes by support, banned words). Game rounds get an index by player and settlement time for
-- the settled_bets view (0024).
CREATE TABLE "chat_banned_words" (
	"word" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_mutes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"term_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"room_id" bigint,
	"game_id" text NOT NULL,
	"currency_id" text NOT NULL,
	"kind" text NOT NULL,
	"pick" jsonb NOT NULL,
	"stake_minor" bigint NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"followed_bet_id" bigint,
	"multiplier" integer,
	"payout_minor" bigint,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_status_check" CHECK ("lottery_bets"."status" IN ('OPEN', 'WON', 'LOST')),
	CONSTRAINT "lottery_bets_stake_check" CHECK ("lottery_bets"."stake_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"body" text,
	"bet_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_messages_kind_check" CHECK ("lottery_messages"."kind" IN ('text', 'bet'))
);
--> statement-breakpoint
CREATE TABLE "lottery_rooms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" text NOT NULL,
	"period_seconds" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_rooms_period_check" CHECK ("lottery_rooms"."period_seconds" IN (60, 180, 300, 600))
);
--> statement-breakpoint
CREATE TABLE "lottery_terms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" text NOT NULL,
	"period_seconds" integer NOT NULL,
	"number" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"bets_digest" text,
	"outcome" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_terms_status_check" CHECK ("lottery_terms"."status" IN ('NEW', 'CLOSED', 'FINISHED'))
);
--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_term_id_lottery_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."lottery_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_room_id_lottery_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."lottery_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_messages" ADD CONSTRAINT "lottery_messages_room_id_lottery_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."lottery_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_messages" ADD CONSTRAINT "lottery_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_messages" ADD CONSTRAINT "lottery_messages_bet_id_lottery_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."lottery_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_rooms" ADD CONSTRAINT "lottery_rooms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_terms" ADD CONSTRAINT "lottery_terms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_mutes_user_idx" ON "chat_mutes" USING btree ("user_id","until");--> statement-breakpoint
CREATE INDEX "lottery_bets_term_idx" ON "lottery_bets" USING btree ("term_id","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_user_idx" ON "lottery_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "lottery_messages_room_idx" ON "lottery_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_messages_bet_key" ON "lottery_messages" USING btree ("room_id","bet_id");--> statement-breakpoint
CREATE INDEX "lottery_rooms_game_idx" ON "lottery_rooms" USING btree ("game_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_terms_period_key" ON "lottery_terms" USING btree ("game_id","period_seconds","number");--> statement-breakpoint
CREATE INDEX "lottery_terms_due_idx" ON "lottery_terms" USING btree ("draws_at") WHERE "lottery_terms"."status" <> 'FINISHED';--> statement-breakpoint
CREATE INDEX "game_rounds_user_settled_idx" ON "game_rounds" USING btree ("user_id","settled_at") WHERE NOT "game_rounds"."demo" AND "game_rounds"."user_id" IS NOT NULL;