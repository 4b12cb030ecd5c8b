CREATE TABLE "sports_producers" (
	"feed" text NOT NULL,
	"producer_id" integer NOT NULL,
	"status" text NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_producers_feed_producer_id_pk" PRIMARY KEY("feed","producer_id"),
	CONSTRAINT "sports_producers_status_check" CHECK ("sports_producers"."status" IN ('down', 'recovering', 'up'))
);
--> statement-breakpoint
ALTER TABLE "sports_markets" ADD COLUMN "producer" integer;--> statement-breakpoint
CREATE INDEX "sports_markets_producer_active_idx" ON "sports_markets" USING btree ("producer") WHERE "sports_markets"."status" = 'active';