import {
  kycStatusViewSchema,
  kycUploadQuerySchema,
  STATUS,
  type KycDocumentKind,
  type KycStatusView,
} from '@casino/contracts';

import { ApiStatusError } from '../../../lib/api/api-error';
import { uploadFile } from '../../../lib/api/upload-file';

const UPLOAD_PATH = '/api/kyc/documents';

/**
 * POST /api/kyc/documents?kind=: one document (a photo or a PDF; the server proves the type by the content
 * and checks the size). It replaces the one of its kind; the answer is the new standing. A refusal is
 * thrown as ApiStatusError for the upload's own row to show.
 */
export async function uploadKycDocument(kind: KycDocumentKind, file: File): Promise<KycStatusView> {
  const query = kycUploadQuerySchema.parse({ kind });
  const answer = await uploadFile(UPLOAD_PATH, `?kind=${query.kind}`, file);
  if (!answer.ok) {
    const { status, message, extra } = answer;
    throw new ApiStatusError({ status, message, extra, time: Date.now() });
  }
  const parsed = kycStatusViewSchema.safeParse(answer.model);
  if (!parsed.success) throw new ApiStatusError({ status: STATUS.NETWORK_ERROR, time: Date.now() });
  return parsed.data;
}
