-- VIP (issue 15): level-up rewards per currency and level, rakeback rates on the ladder, and up to when each
-- player's rakeback was paid. The level itself stays on users.vip_level.
CREATE TABLE "rakeback_marks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"paid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_rewards" (
	"currency_id" text NOT NULL,
	"level" integer NOT NULL,
	"level_up_minor" bigint NOT NULL,
	CONSTRAINT "vip_rewards_currency_id_level_pk" PRIMARY KEY("currency_id","level"),
	CONSTRAINT "vip_rewards_amount_check" CHECK ("vip_rewards"."level_up_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "rakeback_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rakeback_marks" ADD CONSTRAINT "rakeback_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;