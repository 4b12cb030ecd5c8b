import type { KycQueueEntry, KycReviewRequest } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import { findUserById, proveCpf, setKycVerifiedAt } from '../user/index.ts';
import type { KycDocumentStore } from './kyc-documents.ts';
import { presentQueueEntry } from './kyc.presenter.ts';
import {
  countPendingCases,
  currentDocuments,
  findDocument,
  lockCase,
  pendingCases,
  updateCase,
} from './kyc.repo.ts';

/**
 * The back office's side of KYC: the queue of submitted cases with the provider's answers and the
 * documents, a document's bytes (each reading audited: these are identity papers), and the decision.
 * Approval sets the player's KYC standing (users.kyc_verified_at) in the same transaction; rejection keeps
 * the reason, which the player sees. Every decision is audited with its reason.
 */
export class KycReview {
  constructor(
    private readonly db: Db,
    private readonly store: KycDocumentStore,
  ) {}

  async queue(pageNo: number, pageSize: number): Promise<{ list: KycQueueEntry[]; total: number }> {
    const [rows, total] = await Promise.all([
      pendingCases(this.db, pageNo, pageSize),
      countPendingCases(this.db),
    ]);
    const documents = await currentDocuments(
      this.db,
      rows.map((row) => row.kycCase.userId),
    );
    const list = rows.map((row) =>
      presentQueueEntry(
        row,
        documents.filter((document) => document.userId === row.kycCase.userId),
      ),
    );
    return { list, total };
  }

  /** A document's bytes for an operator, with an audit line; undefined when there is no such document. */
  async document(
    operatorId: number,
    id: string,
  ): Promise<{ content: Buffer; contentType: string } | undefined> {
    const row = await findDocument(this.db, id);
    const content = row && (await this.store.read(row.id));
    if (!row || !content) return undefined;
    await inTransaction(this.db, (tx) =>
      writeAudit(tx, {
        operatorId,
        action: 'kyc.document_view',
        target: String(row.userId),
        details: { documentId: row.id, kind: row.kind },
      }),
    );
    return { content, contentType: row.contentType };
  }

  async review(
    operatorId: number,
    input: KycReviewRequest,
  ): Promise<{ userId: number; status: 'VERIFIED' | 'REJECTED'; reason: string }> {
    return inTransaction(this.db, async (tx) => {
      const player = await findUserById(tx, input.userId);
      if (!player) throw new ApiError('NOT_FOUND', { extra: { field: 'userId' } });
      const locked = await lockCase(tx, input.userId);
      if (locked.status !== 'PENDING_REVIEW') {
        throw new ApiError('KYC_CASE_NOT_PENDING', { extra: { userId: input.userId } });
      }
      if (input.decision === 'approve' && locked.checkState === 'QUEUED') {
        throw new ApiError('KYC_CHECK_PENDING', { extra: { attempts: locked.checkAttempts } });
      }
      const approve = input.decision === 'approve';
      // The reviewed documents prove the CPF the player claimed theirs, unless someone proved it first.
      const claimed = player.cpf === null ? player.cpfClaimed : null;
      if (approve && claimed !== null && (await proveCpf(tx, input.userId, claimed)) === 'taken') {
        throw new ApiError('CPF_TAKEN', { extra: { userId: input.userId } });
      }
      const now = new Date();
      await updateCase(tx, input.userId, {
        status: approve ? 'APPROVED' : 'REJECTED',
        reviewReason: input.reason,
        reviewedBy: operatorId,
        reviewedAt: now,
      });
      await setKycVerifiedAt(tx, input.userId, approve ? now : null);
      await writeAudit(tx, {
        operatorId,
        action: 'kyc.review',
        target: String(input.userId),
        details: {
          decision: input.decision,
          reason: input.reason,
          submissionNo: locked.submissionNo,
          identity: (locked.identityResult as { outcome?: string } | null)?.outcome ?? null,
          faceMatch: (locked.faceMatchResult as { outcome?: string } | null)?.outcome ?? null,
        },
      });
      return { userId: input.userId, status: approve ? 'VERIFIED' : 'REJECTED', reason: input.reason };
    });
  }
}
