ALTER TABLE "lottery_bets" DROP CONSTRAINT "lottery_bets_status_check";--> statement-breakpoint
ALTER TABLE "lottery_terms" DROP CONSTRAINT "lottery_terms_status_check";--> statement-breakpoint
DROP INDEX "lottery_terms_due_idx";--> statement-breakpoint
ALTER TABLE "lottery_terms" ADD COLUMN "beacon_round" bigint;--> statement-breakpoint
ALTER TABLE "lottery_terms" ADD COLUMN "beacon_randomness" text;--> statement-breakpoint
CREATE INDEX "lottery_terms_due_idx" ON "lottery_terms" USING btree ("draws_at") WHERE "lottery_terms"."status" IN ('NEW', 'CLOSED');--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_status_check" CHECK ("lottery_bets"."status" IN ('OPEN', 'WON', 'LOST', 'VOID'));--> statement-breakpoint
ALTER TABLE "lottery_terms" ADD CONSTRAINT "lottery_terms_status_check" CHECK ("lottery_terms"."status" IN ('NEW', 'CLOSED', 'FINISHED', 'VOID'));