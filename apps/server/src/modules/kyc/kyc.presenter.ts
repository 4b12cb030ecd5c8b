import {
  KYC_REQUIRED_DOCUMENTS,
  type FaceMatch,
  type IdentityCheck,
  type KycCheckState,
  type KycDocument,
  type KycDocumentKind,
  type KycDocumentType,
  type KycQueueEntry,
  type KycStatus,
  type KycStatusView,
} from '@casino/contracts';

import type { KycCaseRow, KycDocumentRow } from './kyc.repo.ts';

/** Where an operator reads a document back (the audited call). */
export const operatorDocumentUrl = (id: string) => `/api/operator/kyc/documents/${id}`;

export function presentDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    kind: row.kind as KycDocumentKind,
    contentType: row.contentType as KycDocumentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.getTime(),
  };
}

/**
 * The player's standing. Verified is the users row's fact (an operator may also set or clear it by hand),
 * so a case approved and later revoked reads as not started, open to a new submission.
 */
export function kycStatusOf(row: KycCaseRow | undefined, verifiedAt: Date | null): KycStatus {
  if (verifiedAt) return 'VERIFIED';
  if (row?.status === 'PENDING_REVIEW') return 'PENDING_REVIEW';
  if (row?.status === 'REJECTED') return 'REJECTED';
  return 'NOT_STARTED';
}

export function presentStatus(
  row: KycCaseRow | undefined,
  documents: readonly KycDocumentRow[],
  verifiedAt: Date | null,
): KycStatusView {
  const status = kycStatusOf(row, verifiedAt);
  const kinds = new Set(documents.map((document) => document.kind));
  return {
    status,
    rejectionReason: status === 'REJECTED' ? (row?.reviewReason ?? null) : null,
    submittedAt: row?.submittedAt?.getTime() ?? null,
    verifiedAt: verifiedAt?.getTime() ?? null,
    documents: documents.map(presentDocument),
    missing: KYC_REQUIRED_DOCUMENTS.filter((kind) => !kinds.has(kind)),
    editable: status === 'NOT_STARTED' || status === 'REJECTED',
  };
}

/** One pending case for the operators' queue, with the provider's answers and the documents' addresses. */
export function presentQueueEntry(
  entry: {
    kycCase: KycCaseRow;
    username: string;
    fullName: string | null;
    cpf: string | null;
    birthDate: string | null;
  },
  documents: readonly KycDocumentRow[],
): KycQueueEntry {
  const { kycCase } = entry;
  return {
    userId: kycCase.userId,
    username: entry.username,
    fullName: entry.fullName,
    cpf: entry.cpf,
    birthDate: entry.birthDate,
    submittedAt: kycCase.submittedAt?.getTime() ?? kycCase.updatedAt.getTime(),
    checkState: (kycCase.checkState ?? 'QUEUED') as KycCheckState,
    checkAttempts: kycCase.checkAttempts,
    identity: (kycCase.identityResult as IdentityCheck | null) ?? null,
    faceMatch: (kycCase.faceMatchResult as FaceMatch | null) ?? null,
    documents: documents.map((row) => ({ ...presentDocument(row), url: operatorDocumentUrl(row.id) })),
  };
}
