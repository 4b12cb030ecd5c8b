import type { FastifyInstance } from 'fastify';

import { escapeHtml } from '../../platform/html.ts';
import { textsFor, type LanguagePacks } from '../i18n/index.ts';
import type { SandboxSmsSender } from './sms-sender.ts';

/** GET /sandbox/sms: the SANDBOX SMS provider's inbox, for development and tests only. */
export function registerSandboxInbox(
  app: FastifyInstance,
  deps: { sms: SandboxSmsSender; packs: LanguagePacks },
): void {
  app.get<{ Querystring: { lang?: string } }>('/sandbox/sms', async (request, reply) => {
    const text = textsFor(deps.packs, request.query.lang ?? 'en');
    const t = (key: string) => escapeHtml(text(key));
    const rows = (await deps.sms.latest())
      .map(
        (message) =>
          `<tr data-testid="sms-row"><td>${escapeHtml(message.createdAt.toISOString())}</td><td>${escapeHtml(message.phone)}</td><td class="text">${escapeHtml(message.text)}</td></tr>`,
      )
      .join('');
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('SANDBOX_SMS_TITLE')}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7}.banner{background:#ffcf33;font-weight:700;text-align:center;padding:10px}
table{border-collapse:collapse;margin:16px;background:#fff}td,th{padding:8px 12px;border-bottom:1px solid #ddd;text-align:left}.text{font-family:monospace}</style></head>
<body><div class="banner">${t('SANDBOX_SMS_BANNER')}</div><table><thead><tr><th>${t('SANDBOX_SMS_TIME')}</th><th>${t('SANDBOX_SMS_PHONE')}</th><th>${t('SANDBOX_SMS_TEXT')}</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
      );
  });
}
