-- Money rain (issue 15): scheduled events whose pool is their own campaign's budget, split into packets
-- ahead of time; several money-rain campaigns may be active at once (one per event).
CREATE TABLE "rain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" bigint NOT NULL,
	"currency_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pool_minor" bigint NOT NULL,
	"packets" integer NOT NULL,
	"min_vip_level" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rain_events_status_check" CHECK ("rain_events"."status" IN ('SCHEDULED', 'LIVE', 'ENDED')),
	CONSTRAINT "rain_events_window_check" CHECK ("rain_events"."ends_at" > "rain_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "rain_packets" (
	"event_id" bigint NOT NULL,
	"index" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"user_id" bigint,
	"grant_id" bigint,
	"caught_at" timestamp with time zone,
	CONSTRAINT "rain_packets_event_id_index_pk" PRIMARY KEY("event_id","index"),
	CONSTRAINT "rain_packets_amount_check" CHECK ("rain_packets"."amount_minor" > 0)
);
--> statement-breakpoint
DROP INDEX "reward_campaigns_active_key";--> statement-breakpoint
ALTER TABLE "rain_events" ADD CONSTRAINT "rain_events_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_events" ADD CONSTRAINT "rain_events_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_packets" ADD CONSTRAINT "rain_packets_event_id_rain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."rain_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_packets" ADD CONSTRAINT "rain_packets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_packets" ADD CONSTRAINT "rain_packets_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rain_events_due_idx" ON "rain_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rain_packets_player_key" ON "rain_packets" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_campaigns_active_key" ON "reward_campaigns" USING btree ("kind","currency_id") WHERE "reward_campaigns"."status" = 'ACTIVE' AND "reward_campaigns"."kind" <> 'money_rain';