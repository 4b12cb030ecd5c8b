import { desc } from 'drizzle-orm';

import { inTransaction, type Db } from '../../db/client.ts';
import { sandboxSmsMessages } from './sms.tables.ts';
import { ApiError } from '../../platform/errors.ts';

/** An SMS provider as the platform sees it; a real gateway adapter implements the same call. */
export interface SmsSender {
  readonly name: string;
  /** False when nothing can be sent: a code is then neither stored nor counted. */
  readonly available: boolean;
  send(phone: string, text: string): Promise<void>;
}

/** What a site without an SMS provider has: every send is refused with SMS_UNAVAILABLE. */
export class NoSmsSender implements SmsSender {
  readonly name = 'none';
  readonly available = false;

  async send(): Promise<void> {
    throw new ApiError('SMS_UNAVAILABLE');
  }
}

/**
 * The SANDBOX SMS provider: it sends nothing and keeps each message for the development inbox page
 * (/sandbox/sms), so testers can read their codes. Never enable it on a real site.
 */
export class SandboxSmsSender implements SmsSender {
  readonly name = 'sandbox';
  readonly available = true;

  constructor(private readonly db: Db) {}

  async send(phone: string, text: string): Promise<void> {
    await inTransaction(this.db, (tx) => tx.insert(sandboxSmsMessages).values({ phone, text }));
  }

  latest(limit = 50) {
    return this.db.select().from(sandboxSmsMessages).orderBy(desc(sandboxSmsMessages.id)).limit(limit);
  }
}
