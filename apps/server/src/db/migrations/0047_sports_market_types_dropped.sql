ALTER TABLE "sports_markets" DROP COLUMN "type";--> statement-breakpoint
ALTER TABLE "sports_markets" DROP COLUMN "line";