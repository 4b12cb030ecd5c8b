import { z } from 'zod';

import { safeStringSchema } from './fields.ts';

/**
 * Identity verification (KYC, issue 18): the documents a player uploads, the identity provider's check of
 * the registered CPF, name and birth date, the face match of the selfie against the ID, and the back
 * office's review. Passing it sets the player's KYC standing, which withdrawals above a currency's
 * threshold need (status 99999 KYC_REQUIRED).
 */

export const KYC_DOCUMENT_KINDS = ['ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export const kycDocumentKindSchema = z.enum(KYC_DOCUMENT_KINDS, { message: 'KYC_KIND_INVALID' });

/** The documents a submission needs; the others are optional. */
export const KYC_REQUIRED_DOCUMENTS: readonly KycDocumentKind[] = ['ID_FRONT', 'SELFIE'];

/** What a KYC document may be: a photo (JPEG, PNG, WebP) or a PDF scan. */
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** The player's standing: nothing sent, sent and waiting for review, verified, or refused with a reason. */
export const KYC_STATUSES = ['NOT_STARTED', 'PENDING_REVIEW', 'VERIFIED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * The identity provider's answer on the registered identity: it matches, the name or the birth date
 * differ from the tax authority's record, the CPF is unknown or irregular there, or there was nothing to
 * check (the player's market registers no CPF).
 */
export const IDENTITY_OUTCOMES = [
  'MATCH',
  'NAME_MISMATCH',
  'BIRTH_DATE_MISMATCH',
  'CPF_IRREGULAR',
  'NOT_CHECKED',
] as const;
export type IdentityOutcome = (typeof IDENTITY_OUTCOMES)[number];

export const identityCheckSchema = z.object({
  outcome: z.enum(IDENTITY_OUTCOMES),
  /** The provider and its reference for this answer (for a dispute with the vendor). */
  provider: safeStringSchema,
  reference: safeStringSchema,
  checkedAt: z.number().int(),
});
export type IdentityCheck = z.infer<typeof identityCheckSchema>;

/** The face match of the selfie against the ID's photo: a score 0–100 and the provider's verdict. */
export const faceMatchSchema = z.object({
  outcome: z.enum(['PASS', 'FAIL']),
  score: z.number().min(0).max(100),
  provider: safeStringSchema,
  reference: safeStringSchema,
  checkedAt: z.number().int(),
});
export type FaceMatch = z.infer<typeof faceMatchSchema>;

/**
 * Where the provider's checks of a submission stand: waiting (queued, retried after an outage), done, or
 * skipped because no identity provider is installed (the documents are reviewed by hand alone).
 */
export const KYC_CHECK_STATES = ['QUEUED', 'DONE', 'SKIPPED'] as const;
export type KycCheckState = (typeof KYC_CHECK_STATES)[number];

export const kycDocumentSchema = z.object({
  id: safeStringSchema,
  kind: kycDocumentKindSchema,
  contentType: z.enum(KYC_DOCUMENT_TYPES),
  sizeBytes: z.number().int().min(1),
  uploadedAt: z.number().int(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** GET /api/kyc/status: the player's standing, the documents in force (the latest of each kind) and what is missing. */
export const kycStatusViewSchema = z.object({
  status: z.enum(KYC_STATUSES),
  /** Why the last submission was refused (status REJECTED), as the reviewer wrote it. */
  rejectionReason: safeStringSchema.nullable(),
  submittedAt: z.number().int().nullable(),
  verifiedAt: z.number().int().nullable(),
  documents: z.array(kycDocumentSchema),
  /** Required kinds not uploaded yet: submitting waits for them. */
  missing: z.array(kycDocumentKindSchema),
  /** Whether documents may be uploaded and submitted now (not while in review, not once verified). */
  editable: z.boolean(),
});
export type KycStatusView = z.infer<typeof kycStatusViewSchema>;

/** POST /api/kyc/documents?kind=ID_FRONT (multipart, one file part named `file`). */
export const kycUploadQuerySchema = z.object({ kind: kycDocumentKindSchema });
export type KycUploadQuery = z.infer<typeof kycUploadQuerySchema>;

/** A reviewer's reason: mandatory for both decisions, shown to the player when the case is refused. */
export const kycReviewReasonSchema = safeStringSchema
  .trim()
  .min(3, 'KYC_REASON_RULE')
  .max(500, 'KYC_REASON_RULE');

/** POST /api/operator/kyc/review. */
export const kycReviewRequestSchema = z.object({
  userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  decision: z.enum(['approve', 'reject'], { message: 'KYC_DECISION_INVALID' }),
  reason: kycReviewReasonSchema,
});
export type KycReviewRequest = z.infer<typeof kycReviewRequestSchema>;

/** GET /api/operator/kyc/queue?pageNo=&pageSize=. */
export const kycQueueQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/operator/kyc/documents/:id: a KYC document's stored name (32 hex digits and its extension). */
export const kycDocumentIdSchema = safeStringSchema.regex(
  /^[0-9a-f]{32}\.(png|jpg|webp|pdf)$/,
  'FILE_ID_INVALID',
);

/** One case in the operators' queue: who, the registered identity, the provider's answers and the documents. */
export const kycQueueEntrySchema = z.object({
  userId: z.number().int(),
  username: safeStringSchema,
  fullName: safeStringSchema.nullable(),
  cpf: safeStringSchema.nullable(),
  birthDate: safeStringSchema.nullable(),
  submittedAt: z.number().int(),
  checkState: z.enum(KYC_CHECK_STATES),
  checkAttempts: z.number().int(),
  identity: identityCheckSchema.nullable(),
  faceMatch: faceMatchSchema.nullable(),
  documents: z.array(kycDocumentSchema.extend({ url: safeStringSchema })),
});
export type KycQueueEntry = z.infer<typeof kycQueueEntrySchema>;
