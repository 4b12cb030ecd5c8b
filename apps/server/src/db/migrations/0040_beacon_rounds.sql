CREATE TABLE "beacon_rounds" (
	"chain_hash" text NOT NULL,
	"round" bigint NOT NULL,
	"signature" text NOT NULL,
	"randomness" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beacon_rounds_chain_hash_round_pk" PRIMARY KEY("chain_hash","round"),
	CONSTRAINT "beacon_rounds_round_check" CHECK ("beacon_rounds"."round" >= 1)
);
--> statement-breakpoint
CREATE TABLE "beacon_sandbox_chain" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret_key" text NOT NULL,
	"public_key" text NOT NULL,
	"genesis_time" bigint NOT NULL,
	"period_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beacon_sandbox_chain_one_row" CHECK ("beacon_sandbox_chain"."id" = 1)
);
