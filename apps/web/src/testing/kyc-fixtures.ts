import type { KycDocument, KycStatusView } from '@casino/contracts';

/** A document on file, uploaded at `uploadedAt`. */
export function testKycDocument(kind: KycDocument['kind'], uploadedAt: number): KycDocument {
  return { id: `${'a'.repeat(32)}.png`, kind, contentType: 'image/png', sizeBytes: 1234, uploadedAt };
}

/** A player's KYC standing: nothing sent yet, unless overridden. */
export function testKycStatus(overrides: Partial<KycStatusView> = {}): KycStatusView {
  return {
    status: 'NOT_STARTED',
    rejectionReason: null,
    submittedAt: null,
    verifiedAt: null,
    documents: [],
    missing: ['ID_FRONT', 'SELFIE'],
    editable: true,
    ...overrides,
  };
}
