import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns.ts';
import { operators } from '../operators/index.ts';
import { users } from '../user/index.ts';

/**
 * A player's identity verification (KYC), one row each: open while documents are uploaded, then pending
 * review once submitted (the identity provider's checks queued, then done or skipped), then approved or
 * rejected by an operator (with the reason the player sees). Approval also sets users.kyc_verified_at.
 */
export const kycCases = pgTable(
  'kyc_cases',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    status: text('status').notNull().default('OPEN'),
    /** Counts submissions: a provider answer is written only for the submission it was asked for. */
    submissionNo: integer('submission_no').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The provider's checks of the current submission: QUEUED (retried after an outage), DONE or SKIPPED. */
    checkState: text('check_state'),
    checkAttempts: integer('check_attempts').notNull().default(0),
    /** When a queued check is tried again (after an outage, with a growing wait). */
    checkNextAt: timestamp('check_next_at', { withTimezone: true }),
    checkError: text('check_error'),
    identityResult: jsonb('identity_result'),
    faceMatchResult: jsonb('face_match_result'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The reviewer's reason: shown to the player when the case is rejected. */
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('kyc_cases_queue_idx').on(table.status, table.submittedAt),
    index('kyc_cases_check_idx').on(table.checkState, table.checkNextAt),
    check(
      'kyc_cases_status_check',
      sql`${table.status} IN ('OPEN', 'PENDING_REVIEW', 'APPROVED', 'REJECTED')`,
    ),
    check(
      'kyc_cases_check_state_check',
      sql`${table.checkState} IS NULL OR ${table.checkState} IN ('QUEUED', 'DONE', 'SKIPPED')`,
    ),
  ],
);

/**
 * The documents players upload for KYC, kept (never served publicly: only operators read them back) under
 * DATA_DIR/kyc with a random name. The latest of each kind is the one in force; older ones stay on record.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('kyc_documents_user_idx').on(table.userId, table.kind, table.createdAt),
    check(
      'kyc_documents_kind_check',
      sql`${table.kind} IN ('ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS')`,
    ),
  ],
);
