/** The identity-verification (KYC) page: where a KYC_REQUIRED refusal sends the player. */
export const KYC_PAGE_PATH = '/account/verification';
