import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { users } from '../user/index.ts';
import {
  createTestApp,
  registerPlayer,
  testIdentity,
  uniqueName,
  type TestApp,
} from '../../../test/harness.ts';
import {
  ExclusionListUnavailable,
  RememberingExclusionList,
  SANDBOX_LISTED_CPF,
  SANDBOX_OUTAGE_CPF,
  type CentralExclusionList,
} from './central-exclusion-list.ts';

/**
 * Issue 18 item 5: the national self-exclusion list (the SANDBOX one here) is asked at registration and
 * at every login of a player whose market identifies players by CPF; a listed CPF gets no account and no
 * session, and a list that does not answer lets nobody in on a guess.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

const userCount = async () => (await app.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const register = (fields: Record<string, unknown>, countryId = 'BR') =>
  app.call({
    url: '/api/auth/register',
    body: { username: uniqueName('cx'), password: 'correct-horse-1', countryId, ...fields },
  });

describe('the national self-exclusion list', () => {
  it('refuses to register a listed CPF, and writes nothing', async () => {
    const before = await userCount();
    const refused = await register({ ...testIdentity(), cpf: SANDBOX_LISTED_CPF });
    expect(refused.body).toMatchObject({ status: STATUS.CENTRALLY_EXCLUDED, message: 'CENTRALLY_EXCLUDED' });
    expect(await userCount()).toBe(before);
  });

  it('refuses to register while the list does not answer (never on a guess)', async () => {
    const before = await userCount();
    const refused = await register({ ...testIdentity(), cpf: SANDBOX_OUTAGE_CPF });
    expect(refused.body.status).toBe(STATUS.EXCLUSION_LIST_UNAVAILABLE);
    expect(await userCount()).toBe(before);
  });

  it('refuses the login of a player whose CPF was listed after they registered', async () => {
    const player = await registerPlayer(app);
    await app.write((tx) =>
      tx.update(users).set({ cpf: SANDBOX_LISTED_CPF }).where(eq(users.id, player.user.userId)),
    );
    const login = await app.call({
      url: '/api/auth/login',
      body: { username: player.username, password: player.password },
    });
    expect(login.body.status).toBe(STATUS.CENTRALLY_EXCLUDED);
    expect(login.body.user).toBeUndefined();
    // Back off the list (the test's own change undone): the next login opens a session.
    await app.write((tx) => tx.update(users).set({ cpf: null }).where(eq(users.id, player.user.userId)));
    const again = await app.call({
      url: '/api/auth/login',
      body: { username: player.username, password: player.password },
    });
    expect(again.body.status).toBe(0);
  });

  it('is not asked for a market that does not identify players by CPF', async () => {
    const answer = await register({ cpf: SANDBOX_LISTED_CPF }, 'US');
    expect(answer.body.status, JSON.stringify(answer.body)).toBe(0);
  });
});

describe('remembering answers', () => {
  /** A list that counts its calls and answers what it is told. */
  function countingList(answer: () => boolean): CentralExclusionList & { calls: number } {
    const list = {
      calls: 0,
      async isListed() {
        list.calls += 1;
        return answer();
      },
    };
    return list;
  }

  it('asks once for a CPF found clear, every time for a listed one', async () => {
    const clear = countingList(() => false);
    const remembering = new RememberingExclusionList(clear);
    expect(await remembering.isListed('52998224725')).toBe(false);
    expect(await remembering.isListed('52998224725')).toBe(false);
    expect(clear.calls).toBe(1);

    const listed = countingList(() => true);
    const remembered = new RememberingExclusionList(listed);
    expect(await remembered.isListed('52998224725')).toBe(true);
    expect(await remembered.isListed('52998224725')).toBe(true);
    expect(listed.calls).toBe(2);
  });

  it('turns any failure of the list into ExclusionListUnavailable, and remembers nothing of it', async () => {
    let fail = true;
    const flaky = countingList(() => {
      if (fail) throw new Error('connection reset');
      return false;
    });
    const remembering = new RememberingExclusionList(flaky);
    await expect(remembering.isListed('52998224725')).rejects.toBeInstanceOf(ExclusionListUnavailable);
    fail = false;
    expect(await remembering.isListed('52998224725')).toBe(false);
    expect(flaky.calls).toBe(2);
  });
});
