import type { FaceMatch, IdentityCheck } from '@casino/contracts';

/** The registered identity a provider checks: the CPF's eleven digits, the full name, the birth date. */
export interface IdentityClaim {
  cpf: string;
  fullName: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
}

/** The selfie and the ID photo a face match compares, by our document ids and with their bytes. */
export interface FaceMatchRequest {
  userId: number;
  selfieFileId: string;
  documentFileId: string;
  selfie: Buffer;
  document: Buffer;
}

/**
 * An identity-verification vendor as KYC sees it. The bundled SANDBOX provider is one; a real vendor's
 * adapter (a CPF bureau, a face-match service) implements the same two calls. Either call throws
 * `IdentityProviderUnavailable` when the vendor cannot answer now: the submission stays queued and is
 * asked again later, never half-written.
 */
export interface IdentityProvider {
  readonly name: string;
  /** The registered CPF, name and birth date against the tax authority's record (Receita Federal). */
  checkIdentity(claim: IdentityClaim): Promise<Omit<IdentityCheck, 'provider'>>;
  /** The selfie against the ID document's photo: a score 0–100 and a verdict. */
  faceMatch(request: FaceMatchRequest): Promise<Omit<FaceMatch, 'provider'>>;
}

/** The vendor did not answer (down, timed out, throttled): try again later. */
export class IdentityProviderUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IdentityProviderUnavailable';
  }
}
