-- A term open while this runs counts only the bets taken after it (no backfill: a selection's best multiplier
-- is the game maths', not SQL's); from the next period on every term counts all its bets.
CREATE TABLE "lottery_term_liability" (
	"term_id" bigint NOT NULL,
	"currency_id" text NOT NULL,
	"potential_payout_minor" bigint NOT NULL,
	CONSTRAINT "lottery_term_liability_term_id_currency_id_pk" PRIMARY KEY("term_id","currency_id"),
	CONSTRAINT "lottery_term_liability_payout_check" CHECK ("lottery_term_liability"."potential_payout_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_term_liability" ADD CONSTRAINT "lottery_term_liability_term_id_lottery_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."lottery_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_term_liability" ADD CONSTRAINT "lottery_term_liability_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;