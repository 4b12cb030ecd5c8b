import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The national self-exclusion list a licensed operator must honour (Brazil: the Secretaria de Prêmios e
 * Apostas' centralised self-exclusion platform, Portaria SPA/MF 1.231/2024): a CPF on it may neither
 * register nor log in. Checked at registration and at every login of a player whose market asks for a
 * CPF. The real list is a government service reached with the operator's credentials; this project ships
 * the SANDBOX below and no real client (the note of issue 18 says so).
 */
export interface CentralExclusionList {
  /** Whether the CPF (eleven digits) is listed; throws ExclusionListUnavailable when it cannot be asked. */
  isListed(cpf: string): Promise<boolean>;
}

/** The list did not answer (an outage, a timeout): nobody is let in on a guess. */
export class ExclusionListUnavailable extends Error {
  constructor(cause?: unknown) {
    super('the central self-exclusion list did not answer', { cause });
  }
}

/** SANDBOX test data: this CPF is always on the list (valid check digits; no generated test CPF hits it). */
export const SANDBOX_LISTED_CPF = '11144477735';
/** SANDBOX test data: asking about this CPF fails as an outage would. */
export const SANDBOX_OUTAGE_CPF = '98765432100';

/**
 * SANDBOX list, labelled so: answers after a delay like a remote service, lists SANDBOX_LISTED_CPF and
 * fails for SANDBOX_OUTAGE_CPF, so tests and the demo can walk every branch without the real service.
 */
export class SandboxExclusionList implements CentralExclusionList {
  constructor(private readonly delayMs: number) {}

  async isListed(cpf: string): Promise<boolean> {
    if (this.delayMs > 0) await sleep(this.delayMs);
    if (cpf === SANDBOX_OUTAGE_CPF) throw new ExclusionListUnavailable();
    return cpf === SANDBOX_LISTED_CPF;
  }
}

/** How long a "not listed" answer is trusted: a player listed since is refused at a login after that. */
const CLEAR_FOR_MS = 10 * 60_000;
const MAX_REMEMBERED = 50_000;

/**
 * A list asked through a short memory of "not listed" answers, so a burst of logins does not ask the
 * remote service again for each; "listed" answers and failures are never remembered.
 */
export class RememberingExclusionList implements CentralExclusionList {
  private readonly clearUntil = new Map<string, number>();

  constructor(private readonly list: CentralExclusionList) {}

  async isListed(cpf: string): Promise<boolean> {
    const until = this.clearUntil.get(cpf);
    if (until !== undefined && until > Date.now()) return false;
    let listed: boolean;
    try {
      listed = await this.list.isListed(cpf);
    } catch (error) {
      throw error instanceof ExclusionListUnavailable ? error : new ExclusionListUnavailable(error);
    }
    if (listed) {
      this.clearUntil.delete(cpf);
    } else {
      if (this.clearUntil.size >= MAX_REMEMBERED) this.clearUntil.clear();
      this.clearUntil.set(cpf, Date.now() + CLEAR_FOR_MS);
    }
    return listed;
  }
}
