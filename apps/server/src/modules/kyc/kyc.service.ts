import type { KycDocumentKind, KycStatusView } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import type { UserRow } from '../user/index.ts';
import type { KycChecks } from './kyc-checks.ts';
import type { KycDocumentStore } from './kyc-documents.ts';
import { kycStatusOf, presentStatus } from './kyc.presenter.ts';
import {
  currentDocuments,
  findCase,
  insertDocument,
  lockCase,
  updateCase,
  type KycCaseRow,
} from './kyc.repo.ts';

/** Documents one player may upload in an hour: a few retakes of each kind, not a file host. */
const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

/** Refuses a change to a case that is being reviewed, or to a player who is verified already. */
function assertEditable(row: KycCaseRow | undefined, verifiedAt: Date | null): void {
  const status = kycStatusOf(row, verifiedAt);
  if (status === 'VERIFIED') throw new ApiError('KYC_ALREADY_VERIFIED');
  if (status === 'PENDING_REVIEW') throw new ApiError('KYC_IN_REVIEW');
}

/**
 * The player's side of identity verification: the standing, the documents (the latest of each kind is
 * the one in force), and the submission, which queues the identity provider's checks and runs them at
 * once (an outage leaves them queued for the worker or the next submit) and puts the case up for review.
 */
export class KycService {
  constructor(
    private readonly db: Db,
    private readonly store: KycDocumentStore,
    /** The provider's checks; null when no identity provider is installed (review by hand alone). */
    private readonly checks: KycChecks | null,
    private readonly attempts: AttemptCounter,
  ) {}

  async status(user: UserRow): Promise<KycStatusView> {
    const [row, documents] = await Promise.all([
      findCase(this.db, user.id),
      currentDocuments(this.db, [user.id]),
    ]);
    return presentStatus(row, documents, user.kycVerifiedAt);
  }

  /** Keeps one document of `kind` (it replaces the one in force of that kind); the new standing. */
  async upload(user: UserRow, kind: KycDocumentKind, content: Buffer): Promise<KycStatusView> {
    assertEditable(await findCase(this.db, user.id), user.kycVerifiedAt);
    const key = `kyc-upload:${user.id}`;
    if ((await this.attempts.hit(key, HOUR_MS)) > UPLOADS_PER_HOUR) {
      throw new ApiError('RATE_LIMITED', { extra: { retryAfterMs: await this.attempts.retryAfterMs(key) } });
    }
    const kept = await this.store.keep(content);
    await inTransaction(this.db, async (tx) => {
      // Checked again under the case's lock: a submit that won the race froze the documents.
      assertEditable(await lockCase(tx, user.id), user.kycVerifiedAt);
      await insertDocument(tx, { ...kept, userId: user.id, kind });
    });
    return this.status(user);
  }

  /**
   * Submits the documents in force for review. A case already submitted answers its standing (a double
   * click is not an error), and when its checks are still queued after an outage they are asked again.
   */
  async submit(user: UserRow): Promise<KycStatusView> {
    const [row, documents] = await Promise.all([
      findCase(this.db, user.id),
      currentDocuments(this.db, [user.id]),
    ]);
    if (kycStatusOf(row, user.kycVerifiedAt) === 'PENDING_REVIEW' && row) {
      if (row.checkState === 'QUEUED' && this.checks)
        await this.checks.run(user.id, row.submissionNo, row.checkAttempts);
      return this.status(user);
    }
    assertEditable(row, user.kycVerifiedAt);
    const missing = presentStatus(row, documents, null).missing;
    if (missing.length > 0) throw new ApiError('KYC_DOCUMENTS_MISSING', { extra: { missing } });

    const submitted = await inTransaction(this.db, async (tx) => {
      const locked = await lockCase(tx, user.id);
      assertEditable(locked, user.kycVerifiedAt);
      const now = new Date();
      return updateCase(tx, user.id, {
        status: 'PENDING_REVIEW',
        submissionNo: locked.submissionNo + 1,
        submittedAt: now,
        checkState: this.checks ? 'QUEUED' : 'SKIPPED',
        checkAttempts: 0,
        checkNextAt: now,
        checkError: null,
        identityResult: null,
        faceMatchResult: null,
        checkedAt: null,
        reviewReason: null,
        reviewedBy: null,
        reviewedAt: null,
      });
    });
    if (submitted && this.checks) await this.checks.run(user.id, submitted.submissionNo, 0);
    return this.status(user);
  }
}
