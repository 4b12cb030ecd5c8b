-- Responsible gaming and identity (issue 18): the limits a player sets on themselves (a raise waits in
-- pending_* for its cooling-off), time-outs and self-exclusions (append-only: a trigger refuses UPDATE
-- and DELETE, so none is lifted early), the reality-check settings, the market profile's compliance
-- rules, and the player's CPF (one account each), full name and birth date. The SANDBOX payment provider
-- learns its customer's CPF and the CPF a payment came from (deposits only from the player's own CPF).
CREATE TABLE "responsible_exclusions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "responsible_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_exclusions_kind_check" CHECK ("responsible_exclusions"."kind" IN ('timeout', 'self_exclusion')),
	CONSTRAINT "responsible_exclusions_source_check" CHECK ("responsible_exclusions"."source" IN ('player', 'operator', 'central_list'))
);
--> statement-breakpoint
CREATE TABLE "responsible_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint,
	"pending_set" boolean DEFAULT false NOT NULL,
	"pending_value" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "responsible_limits_kind_check" CHECK ("responsible_limits"."kind" IN ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "responsible_limits_period_check" CHECK ("responsible_limits"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "responsible_limits_value_check" CHECK ("responsible_limits"."value" IS NULL OR "responsible_limits"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "responsible_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"reality_check_due_at" timestamp with time zone,
	"reality_check_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_profiles" ADD COLUMN "compliance" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "customer_cpf" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "payer_cpf" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "responsible_exclusions" ADD CONSTRAINT "responsible_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_limits" ADD CONSTRAINT "responsible_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_settings" ADD CONSTRAINT "responsible_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "responsible_exclusions_user_idx" ON "responsible_exclusions" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf_key" ON "users" USING btree ("cpf");--> statement-breakpoint
CREATE TRIGGER responsible_exclusions_immutable BEFORE UPDATE OR DELETE ON responsible_exclusions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
