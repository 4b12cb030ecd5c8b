CREATE TABLE "sports_feed_dead_letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_feed_dead_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"feed" text NOT NULL,
	"routing_key" text NOT NULL,
	"reason" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sports_feed_dead_letters_received_idx" ON "sports_feed_dead_letters" USING btree ("received_at");