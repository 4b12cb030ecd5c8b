import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { FaceMatch, IdentityCheck, IdentityOutcome } from '@casino/contracts';

import {
  IdentityProviderUnavailable,
  type FaceMatchRequest,
  type IdentityClaim,
  type IdentityProvider,
} from '../identity-provider.ts';

/**
 * CPFs the SANDBOX answers in a fixed way whatever the name (valid check digits, so registration takes them;
 * distinct from the payment sandbox's and the exclusion list's test CPFs). 400.500.600-07: unknown or
 * irregular at the tax authority. 400.500.601-98: the vendor is down for it, every time.
 */
export const SANDBOX_IRREGULAR_CPF = '40050060007';
export const SANDBOX_OUTAGE_CPF = '40050060198';
/** A birth date the SANDBOX's "tax authority" always holds another one for. */
export const SANDBOX_WRONG_BIRTH_DATE = '1930-01-01';
/** Bytes that, anywhere in a selfie, make the SANDBOX's face match fail. */
export const SANDBOX_FACE_FAIL_MARK = 'FACE-MISMATCH';

/** One answer (or outage) the SANDBOX gave, kept for tests and for the operator's questions. */
export interface SandboxIdentityAnswer {
  call: 'checkIdentity' | 'faceMatch';
  /** The CPF, or the user id of a face match. */
  subject: string;
  outcome: IdentityOutcome | FaceMatch['outcome'] | 'UNAVAILABLE';
  reference: string;
  at: number;
}

const RECORDED_ANSWERS = 500;

/** Whether a word of the name is `word`, in any case. */
const nameHas = (fullName: string, word: string) =>
  fullName
    .toUpperCase()
    .split(/[\s.'-]+/)
    .includes(word);

/**
 * The SANDBOX identity provider: never a real check, only for demo and test sites (SANDBOX_PROVIDERS). It
 * behaves like a vendor (a delay, outages, a reference per answer) and answers deterministically from
 * documented triggers, so tests and demos can reach every outcome:
 *
 * - a full name with the word `MISMATCH` → NAME_MISMATCH; the word `IRREGULAR`, or CPF 400.500.600-07 →
 *   CPF_IRREGULAR; birth date 1930-01-01 → BIRTH_DATE_MISMATCH; anything else → MATCH;
 * - a full name with the word `OUTAGE` → the first call for that CPF is an outage, the next ones answer;
 *   CPF 400.500.601-98 → an outage every time; `setOutage(true)` → every call is an outage until turned off;
 *   KYC_SANDBOX_FAILURE_RATE → that share of calls fail at random (default 0);
 * - a face match passes (score 80–99, fixed per selfie and document) unless the selfie's bytes hold the
 *   ASCII text `FACE-MISMATCH` (score 12, FAIL).
 */
export class SandboxIdentityProvider implements IdentityProvider {
  readonly name = 'sandbox';
  private outage = false;
  private readonly firstCallSeen = new Set<string>();
  private readonly answers: SandboxIdentityAnswer[] = [];
  private calls = 0;

  constructor(
    private readonly options: {
      delayMs: number;
      failureRate: number;
      /** A number in [0, 1) per call; Math.random unless a test fixes it. */
      random?: () => number;
      now?: () => number;
    },
  ) {}

  /** Turns the vendor's outage on or off (tests, demos): while on, every call throws. */
  setOutage(on: boolean): void {
    this.outage = on;
  }

  /** The latest answers, oldest first (at most 500). */
  recorded(): readonly SandboxIdentityAnswer[] {
    return [...this.answers];
  }

  async checkIdentity(claim: IdentityClaim): Promise<Omit<IdentityCheck, 'provider'>> {
    await this.respondDelay();
    const firstOutage = nameHas(claim.fullName, 'OUTAGE') && !this.firstCallSeen.has(claim.cpf);
    this.firstCallSeen.add(claim.cpf);
    this.failIfDown('checkIdentity', claim.cpf, firstOutage || claim.cpf === SANDBOX_OUTAGE_CPF);
    const outcome: IdentityOutcome =
      claim.cpf === SANDBOX_IRREGULAR_CPF || nameHas(claim.fullName, 'IRREGULAR')
        ? 'CPF_IRREGULAR'
        : nameHas(claim.fullName, 'MISMATCH')
          ? 'NAME_MISMATCH'
          : claim.birthDate === SANDBOX_WRONG_BIRTH_DATE
            ? 'BIRTH_DATE_MISMATCH'
            : 'MATCH';
    const reference = this.record('checkIdentity', claim.cpf, outcome);
    return { outcome, reference, checkedAt: this.now() };
  }

  async faceMatch(request: FaceMatchRequest): Promise<Omit<FaceMatch, 'provider'>> {
    await this.respondDelay();
    this.failIfDown('faceMatch', String(request.userId), false);
    const fails = request.selfie.includes(Buffer.from(SANDBOX_FACE_FAIL_MARK, 'ascii'));
    const digest = createHash('sha256').update(`${request.selfieFileId}|${request.documentFileId}`).digest();
    const score = fails ? 12 : 80 + (digest.readUInt8(0) % 20);
    const outcome = fails ? 'FAIL' : 'PASS';
    const reference = this.record('faceMatch', String(request.userId), outcome);
    return { outcome, score, reference, checkedAt: this.now() };
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private async respondDelay(): Promise<void> {
    if (this.options.delayMs > 0) await sleep(this.options.delayMs);
  }

  private failIfDown(call: SandboxIdentityAnswer['call'], subject: string, triggered: boolean): void {
    const random = this.options.random ?? Math.random;
    const randomFailure = this.options.failureRate > 0 && random() < this.options.failureRate;
    if (!this.outage && !triggered && !randomFailure) return;
    this.record(call, subject, 'UNAVAILABLE');
    throw new IdentityProviderUnavailable('sandbox identity provider unavailable');
  }

  private record(
    call: SandboxIdentityAnswer['call'],
    subject: string,
    outcome: SandboxIdentityAnswer['outcome'],
  ): string {
    this.calls += 1;
    const reference = `sbx-idv-${createHash('sha256').update(`${call}|${subject}|${this.calls}`).digest('hex').slice(0, 16)}`;
    this.answers.push({ call, subject, outcome, reference, at: this.now() });
    if (this.answers.length > RECORDED_ANSWERS) this.answers.shift();
    return reference;
  }
}
