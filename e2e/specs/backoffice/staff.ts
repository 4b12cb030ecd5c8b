import { createHmac } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import type { OperatorRole } from '@casino/contracts';

import { operatorToken } from '../api.ts';

/** A staff account made for one test: its name, password and roles. */
export interface StaffMember {
  username: string;
  password: string;
  roles: OperatorRole[];
}

/** The run's first operator, an admin (start-server.ts sets its password). */
export const ADMIN: StaffMember = {
  username: 'admin',
  password: process.env.OPERATOR_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
  roles: ['admin'],
};

/** Calls the operator API with a staff token in `Auth`; the envelope and the HTTP status. */
export async function operatorCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<{ httpStatus: number; body: Record<string, unknown> & { status: number } }> {
  const response = await request.fetch(path, {
    method,
    headers: { Auth: token },
    ...(method === 'GET' ? {} : { data: data ?? {} }),
  });
  return { httpStatus: response.status(), body: await response.json() };
}

/** Logs a staff member in by API (for setup and checks only); their token. */
export async function staffToken(request: APIRequestContext, member: StaffMember): Promise<string> {
  const response = await request.post('/api/operator/auth/login', {
    data: { username: member.username, password: member.password },
  });
  const body = await response.json();
  if (body.status !== 0) throw new Error(`staff login failed: ${JSON.stringify(body)}`);
  return body.model.token as string;
}

/** A new operator with `roles`, created by the first admin: every test gets staff of its own. */
export async function createStaff(request: APIRequestContext, roles: OperatorRole[]): Promise<StaffMember> {
  const member = {
    username: `bo-${roles.join('-')}-${Math.random().toString(36).slice(2, 8)}`,
    password: `e2e-staff-${Math.random().toString(36).slice(2, 10)}`,
    roles,
  };
  const created = await operatorCall(
    request,
    await operatorToken(request),
    'POST',
    '/api/operator/operators',
    { ...member, person: `${member.username}@staff.test` },
  );
  expect(created.body.status, JSON.stringify(created.body)).toBe(0);
  return member;
}

/** Signs a staff member in on /admin/login as they would, and waits for the signed-in frame. */
export async function signIn(page: Page, member: StaffMember): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * Opens a screen from the side navigation. Below desktop width the navigation is a drawer behind
 * "Open menu", as a tablet user sees it.
 */
export async function openScreen(page: Page, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not a base32 secret: ${secret}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * The code an authenticator app shows for `secret` now (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits).
 * Written out here because the e2e workspace does not depend on otplib.
 */
export function totpCode(secret: string, nowMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

const LOCK_STALE_MS = 60_000;

/**
 * Runs `body` while holding the lock `name`, shared by every worker of this run (a directory, made
 * atomically): for a test that changes one shared setting and reads it back, whose desktop and tablet
 * copies would otherwise change it under each other's feet.
 */
export async function withRunLock(name: string, body: () => Promise<void>): Promise<void> {
  const lock = join(tmpdir(), `e2e-${name}-${process.env.E2E_PORT ?? '3210'}.lock`);
  await expect
    .poll(
      () => {
        try {
          mkdirSync(lock);
          return true;
        } catch {
          // A lock left by a killed run is older than any test may last.
          const held = statSync(lock, { throwIfNoEntry: false });
          if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) {
            rmSync(lock, { recursive: true, force: true });
          }
          return false;
        }
      },
      { timeout: 45_000, intervals: [250] },
    )
    .toBe(true);
  try {
    await body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
