-- Design-editor sessions (issue 19): a designer's copy of the live theme, changed block by block while the
-- site framed by the editor (?DesignToken=) shows it. Only the token's hash is kept; a session expires.
CREATE TABLE "design_drafts" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"base_version" integer NOT NULL,
	"theme" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "design_drafts_expires_idx" ON "design_drafts" USING btree ("expires_at");