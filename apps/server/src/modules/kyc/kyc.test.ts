import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, randomCpf, STATUS, timeChecksum } from '@casino/contracts';

import { kycCases, kycDocuments } from './kyc.tables.ts';
import { auditLog } from '../operators/index.ts';
import { users } from '../user/index.ts';
import { accounts } from '../wallet/index.ts';
import { createTestApp, fundPlayer, testIdentity, uniqueName, type TestApp } from '../../../test/harness.ts';
import {
  SANDBOX_FACE_FAIL_MARK,
  SANDBOX_IRREGULAR_CPF,
  SANDBOX_WRONG_BIRTH_DATE,
} from './sandbox/sandbox-identity-provider.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.alloc(32, 3),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');
const MAX_BYTES = 100 * 1024;

let app: TestApp;
let dataDir: string;
let adminToken: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'casino-kyc-'));
  app = await createTestApp({
    DATA_DIR: dataDir,
    UPLOAD_MAX_BYTES: String(MAX_BYTES),
    KYC_SANDBOX_DELAY_MS: '5',
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
  });
  const admin = await app.services.operators.ensureFirstAdmin();
  adminToken = (
    await app.call({
      url: '/api/operator/auth/login',
      body: { username: 'admin', password: admin?.generatedPassword },
    })
  ).body.model.token as string;
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Registers a player with the given identity (a fresh adult one by default). */
async function register(identity: { cpf?: string; fullName?: string; birthDate?: string } = {}) {
  const cpf = identity.cpf ?? randomCpf();
  const result = await app.call({
    url: '/api/auth/register',
    body: {
      ...testIdentity(),
      username: uniqueName('kyc'),
      password: 'correct-horse-1',
      cpf,
      fullName: identity.fullName ?? 'Maria Verificada Santos',
      birthDate: identity.birthDate ?? '1988-03-09',
    },
    ip: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (result.body.status !== 0) throw new Error(JSON.stringify(result.body));
  return { token: result.body.user.token as string, userId: result.body.user.userId as number, cpf };
}

/** A multipart upload as a browser's FormData sends it, signed like the player client. */
async function upload(
  token: string | undefined,
  kind: string,
  content: Buffer | null,
  claimedType = 'image/png',
) {
  const boundary = '----kyc-test-boundary';
  const body = content
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.png"\r\n` +
            `Content-Type: ${claimedType}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
    : Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      );
  const st = String(Date.now());
  const raw = await app.http.inject({
    method: 'POST',
    url: `/api/kyc/documents?kind=${kind}`,
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum('/api/kyc/documents', st),
      ...(token ? { [HEADER.auth]: token } : {}),
    },
  });
  return { http: raw.statusCode, body: raw.json() };
}

const status = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/kyc/status', token })).body;
const submit = (token: string) => app.call({ url: '/api/kyc/submit', token, body: {} });
const queue = async (token = adminToken) =>
  (await app.call({ method: 'GET', url: '/api/operator/kyc/queue?pageSize=100', token })).body;
const caseOf = async (userId: number) =>
  ((await queue()).list as { userId: number }[]).find((entry) => entry.userId === userId) as
    | Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any field
    | undefined;
const review = (body: Record<string, unknown>, token = adminToken) =>
  app.call({ url: '/api/operator/kyc/review', token, body });
const documentCount = async (userId: number) =>
  (
    await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, userId))
  )[0]?.count;
const auditCount = async () =>
  (await app.database.db.select({ count: sql<number>`count(*)::int` }).from(auditLog))[0]?.count;

/** A player whose ID front and selfie are uploaded, and then submitted. */
async function submittedPlayer(identity: Parameters<typeof register>[0] = {}, selfie = PNG) {
  const player = await register(identity);
  expect((await upload(player.token, 'ID_FRONT', PNG)).body.status).toBe(0);
  expect((await upload(player.token, 'SELFIE', selfie)).body.status).toBe(0);
  const submitted = await submit(player.token);
  expect(submitted.body.status).toBe(0);
  return { ...player, submitted: submitted.body.model };
}

async function operatorWith(roles: string[]) {
  const username = `op-kyc-${Math.floor(Math.random() * 1e6)}`;
  const password = 'operator-password-12';
  const created = await app.call({
    url: '/api/operator/operators',
    token: adminToken,
    body: { username, password, roles, person: `${username}@staff.test` },
  });
  expect(created.body.status).toBe(0);
  return (await app.call({ url: '/api/operator/auth/login', body: { username, password } })).body.model
    .token as string;
}

describe('KYC documents', () => {
  it('starts not started, with the ID front and the selfie missing', async () => {
    const player = await register();
    expect((await status(player.token)).model).toEqual({
      status: 'NOT_STARTED',
      rejectionReason: null,
      submittedAt: null,
      verifiedAt: null,
      documents: [],
      missing: ['ID_FRONT', 'SELFIE'],
      editable: true,
    });
  });

  it('refuses a wrong type, an oversized file, no file and an unknown kind, and keeps nothing', async () => {
    const player = await register();
    const html = await upload(player.token, 'ID_FRONT', HTML, 'image/png');
    expect(html.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'KYC_FILE_TYPE_NOT_ALLOWED' });
    // GIF is an upload type of the chat, not a document one.
    const gif = await upload(player.token, 'ID_FRONT', GIF, 'image/gif');
    expect(gif.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'KYC_FILE_TYPE_NOT_ALLOWED' });

    const big = await upload(player.token, 'SELFIE', Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]));
    expect(big.http).toBe(200);
    expect(big.body).toMatchObject({
      status: STATUS.REQUEST_TOO_LARGE,
      message: 'FILE_TOO_LARGE',
      extra: { maxBytes: MAX_BYTES },
    });

    const none = await upload(player.token, 'SELFIE', null);
    expect(none.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'FILE_REQUIRED' });
    const json = await app.call({ url: '/api/kyc/documents?kind=SELFIE', token: player.token, body: {} });
    expect(json.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'FILE_REQUIRED' });

    const kind = await upload(player.token, 'PASSPORT_PHOTO', PNG);
    expect(kind.body).toMatchObject({
      status: STATUS.INVALID_INPUT,
      message: 'KYC_KIND_INVALID',
      extra: { field: 'kind' },
    });

    expect((await upload(undefined, 'SELFIE', PNG)).body.status).toBe(STATUS.LOGIN_REQUIRED);
    expect(await documentCount(player.userId)).toBe(0);
    expect((await status(player.token)).model.documents).toEqual([]);
  });

  it('keeps the latest upload of each kind, photos and PDFs', async () => {
    const player = await register();
    const first = await upload(player.token, 'ID_FRONT', PNG);
    expect(first.body.model.documents).toMatchObject([{ kind: 'ID_FRONT', contentType: 'image/png' }]);
    const replaced = await upload(player.token, 'ID_FRONT', PDF, 'application/pdf');
    expect(replaced.body.model.documents).toMatchObject([
      { kind: 'ID_FRONT', contentType: 'application/pdf' },
    ]);
    expect(replaced.body.model.missing).toEqual(['SELFIE']);
    expect(await documentCount(player.userId)).toBe(2);
  });

  it('refuses a submission without the required documents, and writes nothing', async () => {
    const player = await register();
    await upload(player.token, 'ID_FRONT', PNG);
    const refused = await submit(player.token);
    expect(refused.body).toMatchObject({
      status: STATUS.KYC_DOCUMENTS_MISSING,
      message: 'KYC_DOCUMENTS_MISSING',
      extra: { missing: ['SELFIE'] },
    });
    expect((await status(player.token)).model.status).toBe('NOT_STARTED');
  });
});

describe('KYC submission and the identity provider', () => {
  it('puts a matching identity up for review with the provider’s answers and the documents', async () => {
    const player = await submittedPlayer();
    expect(player.submitted).toMatchObject({ status: 'PENDING_REVIEW', editable: false, missing: [] });

    const entry = await caseOf(player.userId);
    expect(entry).toMatchObject({
      cpf: player.cpf,
      fullName: 'Maria Verificada Santos',
      birthDate: '1988-03-09',
      checkState: 'DONE',
      checkAttempts: 1,
      identity: { outcome: 'MATCH', provider: 'sandbox' },
      faceMatch: { outcome: 'PASS', provider: 'sandbox' },
    });
    expect(entry?.faceMatch.score).toBeGreaterThanOrEqual(80);
    expect(entry?.identity.reference).toMatch(/^sbx-idv-/);
    expect(entry?.documents.map((document: { kind: string }) => document.kind).sort()).toEqual([
      'ID_FRONT',
      'SELFIE',
    ]);

    // The operator reads a document back (audited); nobody else can.
    const url = entry?.documents[0].url as string;
    const before = await auditCount();
    const served = await app.http.inject({ method: 'GET', url, headers: { [HEADER.auth]: adminToken } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await auditCount()).toBe((before ?? 0) + 1);
    expect((await app.http.inject({ method: 'GET', url })).json().status).toBe(
      STATUS.OPERATOR_LOGIN_REQUIRED,
    );
    const publicPath = await app.http.inject({
      method: 'GET',
      url: `/static/upload/${entry?.documents[0].id}`,
    });
    expect(publicPath.statusCode).toBe(404);

    // Nothing changes while the case is in review; a second submit just answers the standing.
    expect((await upload(player.token, 'SELFIE', PNG)).body.status).toBe(STATUS.KYC_IN_REVIEW);
    expect((await submit(player.token)).body.model.status).toBe('PENDING_REVIEW');
  });

  it('records each documented mismatch of the sandbox', async () => {
    const name = await submittedPlayer({ fullName: 'Ana Mismatch Souza' });
    const birth = await submittedPlayer({ birthDate: SANDBOX_WRONG_BIRTH_DATE });
    const irregular = await submittedPlayer({ cpf: SANDBOX_IRREGULAR_CPF });
    const face = await submittedPlayer({}, Buffer.concat([PNG, Buffer.from(SANDBOX_FACE_FAIL_MARK)]));
    expect((await caseOf(name.userId))?.identity.outcome).toBe('NAME_MISMATCH');
    expect((await caseOf(birth.userId))?.identity.outcome).toBe('BIRTH_DATE_MISMATCH');
    expect((await caseOf(irregular.userId))?.identity.outcome).toBe('CPF_IRREGULAR');
    expect((await caseOf(face.userId))?.faceMatch).toMatchObject({ outcome: 'FAIL', score: 12 });
    // A mismatch is the reviewer's to weigh: the player still sees the case pending review.
    expect(name.submitted.status).toBe('PENDING_REVIEW');
  });

  it('keeps a case queued through an outage, writes no half answer, and succeeds on the next submit', async () => {
    const sandbox = app.services.kyc.sandbox;
    if (!sandbox) throw new Error('the sandbox identity provider is not installed');
    const player = await register();
    await upload(player.token, 'ID_FRONT', PNG);
    await upload(player.token, 'SELFIE', PNG);
    sandbox.setOutage(true);
    try {
      expect((await submit(player.token)).body.model.status).toBe('PENDING_REVIEW');
      expect(await caseOf(player.userId)).toMatchObject({
        checkState: 'QUEUED',
        checkAttempts: 1,
        identity: null,
        faceMatch: null,
      });
      const early = await review({ userId: player.userId, decision: 'approve', reason: 'looks fine' });
      expect(early.body.status).toBe(STATUS.KYC_CHECK_PENDING);
      expect((await submit(player.token)).body.status).toBe(0);
      expect((await caseOf(player.userId))?.checkAttempts).toBe(2);
    } finally {
      sandbox.setOutage(false);
    }
    await submit(player.token);
    expect(await caseOf(player.userId)).toMatchObject({
      checkState: 'DONE',
      identity: { outcome: 'MATCH' },
      faceMatch: { outcome: 'PASS' },
    });
  });

  it('retries a queued check on the worker’s turn once it is due', async () => {
    // The sandbox's `OUTAGE` name: the first call for the CPF is an outage, the next ones answer.
    const player = await submittedPlayer({ fullName: 'Bruno Outage Lima' });
    expect(await caseOf(player.userId)).toMatchObject({ checkState: 'QUEUED', identity: null });
    await app.workerTick();
    // Not due yet: the retry waits (15 s after the first failure).
    expect((await caseOf(player.userId))?.checkState).toBe('QUEUED');
    await app.write((tx) =>
      tx
        .update(kycCases)
        .set({ checkNextAt: new Date(Date.now() - 1_000) })
        .where(eq(kycCases.userId, player.userId)),
    );
    await app.workerTick();
    expect(await caseOf(player.userId)).toMatchObject({
      checkState: 'DONE',
      checkAttempts: 2,
      identity: { outcome: 'MATCH' },
    });
  });
});

describe('KYC review by operators', () => {
  it('approves: the player is verified and the KYC refusal of a large withdrawal goes away', async () => {
    const player = await submittedPlayer();
    await fundPlayer(app, player.token, 12_000);
    await app.write((tx) =>
      tx
        .update(accounts)
        .set({ wageringMinor: 0n })
        .where(and(eq(accounts.userId, player.userId), eq(accounts.kind, 'cash'))),
    );
    const saved = await app.call({
      url: '/api/withdraw/info/save',
      token: player.token,
      body: { pixKeyType: 'CPF', pixKey: player.cpf, holderName: 'Maria Verificada Santos', cpf: player.cpf },
    });
    expect(saved.body.status).toBe(0);
    const withdraw = (id: string) =>
      app.call({
        url: '/api/withdraw/create',
        token: player.token,
        body: { amount: 10_000 },
        headers: { [HEADER.idempotencyKey]: id },
      });
    expect((await withdraw('kyc-wd-before-1')).body.status).toBe(STATUS.KYC_REQUIRED);

    const approved = await review({
      userId: player.userId,
      decision: 'approve',
      reason: 'ID and selfie match',
    });
    expect(approved.body.model).toEqual({
      userId: player.userId,
      status: 'VERIFIED',
      reason: 'ID and selfie match',
    });
    const [user] = await app.database.db.select().from(users).where(eq(users.id, player.userId));
    expect(user?.kycVerifiedAt).toBeInstanceOf(Date);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.review'), eq(auditLog.target, String(player.userId))));
    expect(audit?.details).toMatchObject({
      decision: 'approve',
      reason: 'ID and selfie match',
      identity: 'MATCH',
    });

    expect((await status(player.token)).model).toMatchObject({ status: 'VERIFIED', editable: false });
    expect((await withdraw('kyc-wd-after-1')).body.model.status).toBe('PENDING_REVIEW');
    expect((await upload(player.token, 'SELFIE', PNG)).body.status).toBe(STATUS.KYC_ALREADY_VERIFIED);
    expect((await submit(player.token)).body.status).toBe(STATUS.KYC_ALREADY_VERIFIED);
    expect(await caseOf(player.userId)).toBeUndefined();
  });

  it('rejects with the reason the player reads, and takes a new submission', async () => {
    const player = await submittedPlayer();
    const reason = 'The ID photo is blurred: upload a sharper one.';
    expect((await review({ userId: player.userId, decision: 'reject', reason })).body.model.status).toBe(
      'REJECTED',
    );
    expect((await status(player.token)).model).toMatchObject({
      status: 'REJECTED',
      rejectionReason: reason,
      editable: true,
    });
    expect(
      (await review({ userId: player.userId, decision: 'approve', reason: 'changed my mind' })).body.status,
    ).toBe(STATUS.KYC_CASE_NOT_PENDING);

    expect((await upload(player.token, 'ID_FRONT', PNG)).body.status).toBe(0);
    expect((await submit(player.token)).body.model).toMatchObject({
      status: 'PENDING_REVIEW',
      rejectionReason: null,
    });
  });

  it('refuses operators without the finance role, and players', async () => {
    const player = await submittedPlayer();
    const designer = await operatorWith(['designer']);
    const denied = await app.call({ method: 'GET', url: '/api/operator/kyc/queue', token: designer });
    expect(denied.http).toBe(403);
    expect(denied.body.status).toBe(STATUS.FORBIDDEN);
    const reviewDenied = await review(
      { userId: player.userId, decision: 'approve', reason: 'ok ok' },
      designer,
    );
    expect(reviewDenied.body.status).toBe(STATUS.FORBIDDEN);
    const document = (await caseOf(player.userId))?.documents[0].url as string;
    const documentDenied = await app.http.inject({
      method: 'GET',
      url: document,
      headers: { [HEADER.auth]: designer },
    });
    expect(documentDenied.json().status).toBe(STATUS.FORBIDDEN);
    expect((await queue(player.token)).status).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);

    const finance = await operatorWith(['finance']);
    expect((await queue(finance)).status).toBe(0);
    expect((await status(player.token)).model.status).toBe('PENDING_REVIEW');
  });

  it('answers bad review input with a status and a readable message, and writes nothing', async () => {
    const player = await submittedPlayer();
    const audits = await auditCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ userId: player.userId, decision: 'approve', reason: 'x' }, STATUS.INVALID_INPUT, 'KYC_REASON_RULE'],
      [
        { userId: player.userId, decision: 'approve', reason: '   ' },
        STATUS.INVALID_INPUT,
        'KYC_REASON_RULE',
      ],
      [
        { userId: player.userId, decision: 'maybe', reason: 'fine' },
        STATUS.INVALID_INPUT,
        'KYC_DECISION_INVALID',
      ],
      [{ userId: player.userId, decision: 'approve' }, STATUS.INVALID_INPUT, 'INVALID_INPUT'],
      [{ userId: -4, decision: 'approve', reason: 'fine' }, STATUS.INVALID_INPUT, 'INVALID_INPUT'],
      [{ userId: 987_654_321, decision: 'approve', reason: 'fine' }, STATUS.NOT_FOUND, 'NOT_FOUND'],
    ];
    for (const [body, expected, message] of cases) {
      const answer = await review(body);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ status: expected, message });
    }
    const notSubmitted = await register();
    expect(
      (await review({ userId: notSubmitted.userId, decision: 'reject', reason: 'nothing sent' })).body.status,
    ).toBe(STATUS.KYC_CASE_NOT_PENDING);

    expect(await auditCount()).toBe(audits);
    expect((await status(player.token)).model.status).toBe('PENDING_REVIEW');
    const [untouched] = await app.database.db
      .select()
      .from(kycCases)
      .where(eq(kycCases.userId, notSubmitted.userId));
    expect(untouched).toBeUndefined();

    const badId = await app.http.inject({
      method: 'GET',
      url: '/api/operator/kyc/documents/..%2F..%2Fetc%2Fpasswd',
      headers: { [HEADER.auth]: adminToken },
    });
    expect(badId.json()).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'FILE_ID_INVALID' });
    const unknown = await app.http.inject({
      method: 'GET',
      url: `/api/operator/kyc/documents/${'0'.repeat(32)}.png`,
      headers: { [HEADER.auth]: adminToken },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
