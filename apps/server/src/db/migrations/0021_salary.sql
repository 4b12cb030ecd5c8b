-- The weekly salary (issue 15): one row per player and week with its breakdown and payment; the VIP part per level.
CREATE TABLE "salary_payments" (
	"user_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"currency_id" text NOT NULL,
	"invitees" integer NOT NULL,
	"referral_edge_minor" bigint NOT NULL,
	"referral_minor" bigint NOT NULL,
	"vip_level" integer NOT NULL,
	"vip_minor" bigint NOT NULL,
	"grant_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_payments_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD COLUMN "weekly_salary_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;