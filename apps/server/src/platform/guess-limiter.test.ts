import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { ApiError } from './errors.ts';
import { GuessLimiter, ipBlock, type GuessLimits } from './guess-limiter.ts';
import { memoryAttemptCounter, redisAttemptCounter, type AttemptCounter } from './rate-limit.ts';

const LIMITS: GuessLimits = {
  perAccountIp: 5,
  perIp: 20,
  slowAfter: 1_000,
  delayStepMs: 0,
  maxDelayMs: 0,
  windowMs: 60_000,
};

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const counters: [string, () => AttemptCounter][] = [['memory', () => memoryAttemptCounter()]];
if (redis)
  counters.push(['redis', () => redisAttemptCounter(redis, `test-${randomBytes(6).toString('hex')}:`)]);

/** `count` guesses at once, each checked slowly; resolves to how many were checked. */
async function burst(limiter: GuessLimiter, count: number, account: (index: number) => string, ip: string) {
  let checked = 0;
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      try {
        await limiter.reserve(account(index), ip);
      } catch (error) {
        return error instanceof ApiError ? error.status : -1;
      }
      checked += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 0;
    }),
  );
  return { checked, refused: answers.filter((status) => status === STATUS.TOO_MANY_LOGIN_ATTEMPTS).length };
}

describe.each(counters)('guess limiter on the %s counter', (_name, counter) => {
  it('lets at most the limit of 100 simultaneous guesses be checked, per account+IP and per IP', async () => {
    const limiter = new GuessLimiter(counter(), 'test', LIMITS);
    expect(await burst(limiter, 100, () => 'u:bob', '10.0.0.1')).toEqual({ checked: 5, refused: 95 });
    expect((await burst(limiter, 100, (index) => `u:spray-${index}`, '10.0.0.2')).checked).toBe(20);
    expect((await burst(limiter, 1, () => 'u:bob', '10.0.0.3')).checked).toBe(1);
  });

  it('gives refused tries back, so a lock on one account leaves the IP its other tries', async () => {
    const limiter = new GuessLimiter(counter(), 'test', LIMITS);
    await burst(limiter, 100, () => 'u:carol', '10.0.1.1');
    expect((await burst(limiter, 100, (index) => `u:other-${index}`, '10.0.1.1')).checked).toBe(15);
  });

  it('unlocks one account on every IP, and leaves an account whose name starts the same alone', async () => {
    const limiter = new GuessLimiter(counter(), 'test', LIMITS);
    for (const ip of ['10.0.2.1', '10.0.2.2']) {
      await burst(limiter, 10, () => 'u:dave', ip);
      await burst(limiter, 10, () => 'u:dave[1]', ip);
    }
    await limiter.unlock('u:dave');
    expect((await burst(limiter, 10, () => 'u:dave', '10.0.2.1')).checked).toBe(5);
    expect((await burst(limiter, 10, () => 'u:dave', '10.0.2.2')).checked).toBe(5);
    expect((await burst(limiter, 10, () => 'u:dave[1]', '10.0.2.1')).checked).toBe(0);
    await limiter.unlock('u:dave[1]');
    expect((await burst(limiter, 10, () => 'u:dave[1]', '10.0.2.1')).checked).toBe(5);
  });
});

describe('ipBlock', () => {
  it('counts an IPv4 address alone and an IPv6 one by its /64', () => {
    expect(ipBlock('10.1.2.3')).toBe('10.1.2.3');
    expect(ipBlock('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(ipBlock('2001:db8:0:7::1')).toBe('2001:db8:0:7::/64');
    expect(ipBlock('2001:0db8:0000:0007:ffff:1:2:3')).toBe('2001:db8:0:7::/64');
    expect(ipBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipBlock('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipBlock('::1')).toBe('0:0:0:0::/64');
  });

  it('makes addresses of one /64 share their limits', async () => {
    const limiter = new GuessLimiter(memoryAttemptCounter(), 'test', LIMITS);
    const rotating = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        limiter.reserve('u:erin', `2001:db8:0:9::${index.toString(16)}`).then(
          () => 1,
          () => 0,
        ),
      ),
    );
    expect(rotating.reduce((sum: number, one) => sum + one, 0)).toBe(5);
    await expect(limiter.reserve('u:erin', '2001:db8:0:a::1')).resolves.toBeDefined();
  });
});
