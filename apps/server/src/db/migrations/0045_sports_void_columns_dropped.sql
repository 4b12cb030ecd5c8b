ALTER TABLE "sports_markets" DROP CONSTRAINT "sports_markets_grading_check";--> statement-breakpoint
ALTER TABLE "sports_markets" DROP COLUMN "void_from";--> statement-breakpoint
ALTER TABLE "sports_markets" DROP COLUMN "void_to";--> statement-breakpoint
ALTER TABLE "sports_markets" DROP COLUMN "void_reason";--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_grading_check" CHECK ("sports_markets"."grading" IN ('open', 'settled'));