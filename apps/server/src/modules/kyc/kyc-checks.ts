import type { FaceMatch, IdentityCheck } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { findUserById } from '../user/index.ts';
import { IdentityProviderUnavailable, type IdentityProvider } from './identity-provider.ts';
import type { KycDocumentStore } from './kyc-documents.ts';
import { currentDocuments, dueChecks, updateCase } from './kyc.repo.ts';

/** The wait before a queued check is asked again: 15 s doubling per failed attempt, at most 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** What one run of a submission's checks did. */
export type CheckRun = 'done' | 'queued' | 'superseded';

/**
 * Runs the identity provider's checks of a submitted case: the registered identity against the tax
 * authority and the selfie against the ID's photo. Both answers are written together, in one statement
 * and only for the submission they were asked for; an outage writes neither (only the attempt and when to
 * try again), so a case is never half-checked. The worker retries queued checks; so does the player's next
 * submit.
 */
export class KycChecks {
  constructor(
    private readonly db: Db,
    private readonly provider: IdentityProvider,
    private readonly documents: KycDocumentStore,
  ) {}

  async run(userId: number, submissionNo: number, attempts: number): Promise<CheckRun> {
    let answers: { identity: IdentityCheck; faceMatch: FaceMatch | null };
    try {
      answers = await this.ask(userId);
    } catch (error) {
      if (!(error instanceof IdentityProviderUnavailable)) throw error;
      const queued = await inTransaction(this.db, (tx) =>
        updateCase(
          tx,
          userId,
          {
            checkAttempts: attempts + 1,
            checkError: error.message,
            checkNextAt: new Date(Date.now() + retryDelayMs(attempts + 1)),
          },
          submissionNo,
        ),
      );
      return queued ? 'queued' : 'superseded';
    }
    const written = await inTransaction(this.db, (tx) =>
      updateCase(
        tx,
        userId,
        {
          checkState: 'DONE',
          checkAttempts: attempts + 1,
          checkError: null,
          checkNextAt: null,
          identityResult: answers.identity,
          faceMatchResult: answers.faceMatch,
          checkedAt: new Date(),
        },
        submissionNo,
      ),
    );
    return written ? 'done' : 'superseded';
  }

  /** Runs the checks that are due again after an outage (the worker's turn); how many were tried. */
  async retryDue(limit = 20): Promise<number> {
    const due = await dueChecks(this.db, new Date(), limit);
    for (const { userId, submissionNo, checkAttempts } of due)
      await this.run(userId, submissionNo, checkAttempts);
    return due.length;
  }

  private async ask(userId: number) {
    const user = await findUserById(this.db, userId);
    if (!user) throw new Error(`kyc check of unknown user ${userId}`);
    const provider = this.provider.name;
    // The CPF as validated, else as claimed at registration: the bureau checks it against the name and date.
    const cpf = user.cpf ?? user.cpfClaimed;
    const identity: IdentityCheck =
      cpf && user.fullName && user.birthDate
        ? {
            ...(await this.provider.checkIdentity({
              cpf,
              fullName: user.fullName,
              birthDate: user.birthDate,
            })),
            provider,
          }
        : // The player's market registers no CPF: nothing for a CPF bureau to check; the reviewer decides.
          { outcome: 'NOT_CHECKED', provider, reference: '-', checkedAt: Date.now() };
    const documents = await currentDocuments(this.db, [userId]);
    const selfie = documents.find((document) => document.kind === 'SELFIE');
    const idFront = documents.find((document) => document.kind === 'ID_FRONT');
    const [selfieBytes, idBytes] = await Promise.all([
      selfie && this.documents.read(selfie.id),
      idFront && this.documents.read(idFront.id),
    ]);
    const faceMatch: FaceMatch | null =
      selfie && idFront && selfieBytes && idBytes
        ? {
            ...(await this.provider.faceMatch({
              userId,
              selfieFileId: selfie.id,
              documentFileId: idFront.id,
              selfie: selfieBytes,
              document: idBytes,
            })),
            provider,
          }
        : null;
    return { identity, faceMatch };
  }
}
