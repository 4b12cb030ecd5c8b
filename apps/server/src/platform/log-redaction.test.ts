import { Writable } from 'node:stream';

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { redactError, redactRequest } from './log-redaction.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const CPF = '529.982.247-25';

/** What drizzle throws when a statement fails: its message ends with the values, the driver's error as cause. */
function failedQuery() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_cpf_key"'), {
    code: '23505',
    constraint: 'users_cpf_key',
    table: 'users',
    detail: `Key (cpf)=(${CPF}) already exists.`,
    where: `SQL statement "INSERT INTO users VALUES ('${HASH}')"`,
  });
  return Object.assign(
    new Error(
      `Failed query: insert into "users" ("password_hash", "cpf") values ($1, $2)\nparams: ${HASH},${CPF}`,
      {
        cause,
      },
    ),
    { query: 'insert into "users" ("password_hash", "cpf") values ($1, $2)', params: [HASH, CPF] },
  );
}

describe('log redaction', () => {
  it("keeps a failed statement's kind and codes and drops its values", () => {
    const logged = JSON.stringify(redactError(failedQuery()));
    expect(logged).not.toContain(HASH);
    expect(logged).not.toContain(CPF);
    expect(logged).toContain('params: [redacted]');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_cpf_key');
  });

  it('logs a path without its query string', () => {
    expect(
      redactRequest({ url: `/api/operator/players?q=${CPF}`, method: 'GET', ip: '10.0.0.1' } as never),
    ).toEqual({
      method: 'GET',
      url: '/api/operator/players?[redacted]',
      remoteAddress: '10.0.0.1',
    });
  });

  it("is what the server's logger writes when a route fails", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { loggerOptions } = await import('./log-redaction.ts');
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/boom', async () => {
      throw failedQuery();
    });
    await app.inject({ method: 'GET', url: `/boom?q=${CPF}` });
    await app.close();
    const written = lines.join('');
    expect(written).toContain('Failed query');
    expect(written).not.toContain(HASH);
    expect(written).not.toContain(CPF);
  });
});
