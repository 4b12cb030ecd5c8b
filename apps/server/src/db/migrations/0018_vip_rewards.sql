-- VIP level-up rewards per currency and level (issue 15); the level itself stays on users.vip_level.
CREATE TABLE "vip_rewards" (
	"currency_id" text NOT NULL,
	"level" integer NOT NULL,
	"level_up_minor" bigint NOT NULL,
	CONSTRAINT "vip_rewards_currency_id_level_pk" PRIMARY KEY("currency_id","level"),
	CONSTRAINT "vip_rewards_amount_check" CHECK ("vip_rewards"."level_up_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;