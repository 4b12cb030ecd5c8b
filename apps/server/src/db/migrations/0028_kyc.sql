-- Identity verification, KYC (issue 18): one case per player (open, pending review with the identity
-- provider's checks queued, done or skipped, then approved or rejected with the reviewer's reason) and the
-- documents players upload for it (ID front and back, selfie, proof of address), kept off the public
-- upload path. Approval sets users.kyc_verified_at, which withdrawals above a currency's threshold need.
CREATE TABLE "kyc_cases" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"submission_no" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"check_state" text,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"check_next_at" timestamp with time zone,
	"check_error" text,
	"identity_result" jsonb,
	"face_match_result" jsonb,
	"checked_at" timestamp with time zone,
	"review_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_cases_status_check" CHECK ("kyc_cases"."status" IN ('OPEN', 'PENDING_REVIEW', 'APPROVED', 'REJECTED')),
	CONSTRAINT "kyc_cases_check_state_check" CHECK ("kyc_cases"."check_state" IS NULL OR "kyc_cases"."check_state" IN ('QUEUED', 'DONE', 'SKIPPED'))
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_kind_check" CHECK ("kyc_documents"."kind" IN ('ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS'))
);
--> statement-breakpoint
ALTER TABLE "kyc_cases" ADD CONSTRAINT "kyc_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_cases" ADD CONSTRAINT "kyc_cases_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_cases_queue_idx" ON "kyc_cases" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_cases_check_idx" ON "kyc_cases" USING btree ("check_state","check_next_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","kind","created_at");