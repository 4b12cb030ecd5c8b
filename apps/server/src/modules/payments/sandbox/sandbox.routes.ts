import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { safeStringSchema } from '@casino/contracts';

import { formatMinor } from '@casino/game-math';

import { escapeHtml } from '../../../platform/html.ts';
import { textsFor, type LanguagePacks } from '../../i18n/index.ts';
import type { SiteService } from '../../site/index.ts';
import { SANDBOX_OUTCOMES, type SandboxPaymentProvider, type SandboxPaymentRow } from './sandbox-provider.ts';

/**
 * The SANDBOX provider's hosted payment page: what a real PSP shows on its own domain. A tester pays,
 * fails the payment or lets it expire; the provider then sends its signed webhook. Plain HTML forms,
 * no script, and a banner that says it is a sandbox.
 */
export function registerSandboxPages(
  app: FastifyInstance,
  deps: { sandbox: SandboxPaymentProvider; packs: LanguagePacks; site: SiteService; publicOrigin: string },
): void {
  app.register(async (scope) => registerPages(scope, deps));
}

function registerPages(
  app: FastifyInstance,
  deps: { sandbox: SandboxPaymentProvider; packs: LanguagePacks; site: SiteService; publicOrigin: string },
): void {
  // The page's forms post no fields (the outcome is in the path): accept and ignore any form body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: safeStringSchema.regex(/^sbx_[0-9a-f]{24}$/) });
  const lang = z.object({ lang: z.enum(['en', 'pt', 'id']).default('en') });

  const render = async (payment: SandboxPaymentRow | undefined, language: string) => {
    const text = textsFor(deps.packs, language);
    const t = (key: string) => escapeHtml(text(key));
    let body: string;
    if (!payment) {
      body = `<p>${t('SANDBOX_NOT_FOUND')}</p>`;
    } else {
      const currency = await deps.site.currency(payment.currencyId);
      const amount = `${escapeHtml(currency.symbol)} ${formatMinor(payment.amountMinor, currency.decimalLength)}`;
      const open = payment.status === 'OPEN' && payment.expiresAt.getTime() > Date.now();
      const action = (outcome: string, label: string, kind: string) =>
        `<form method="post" action="/sandbox/pay/${payment.id}/${outcome}?lang=${language}"><button class="${kind}" type="submit">${t(label)}</button></form>`;
      body = `
        <p class="label">${t('SANDBOX_AMOUNT')}</p><p class="amount" data-testid="sandbox-amount">${amount}</p>
        <p class="label">${t('SANDBOX_REFERENCE')}</p><p class="mono">${escapeHtml(payment.merchantReference)}</p>
        <p class="status" data-testid="sandbox-status">${t(`SANDBOX_STATUS_${open ? 'OPEN' : payment.status}`)}</p>
        ${open ? `<div class="actions">${action('pay', 'SANDBOX_PAY', 'primary')}${action('pay_third_party', 'SANDBOX_PAY_THIRD_PARTY', 'secondary')}${action('fail', 'SANDBOX_FAIL', 'secondary')}${action('expire', 'SANDBOX_EXPIRE', 'secondary')}</div>` : ''}
        <p><a href="${escapeHtml(deps.publicOrigin)}/#recharge">${t('SANDBOX_RETURN')}</a></p>`;
    }
    return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('SANDBOX_TITLE')}</title><style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1d2330}
.banner{background:#ffcf33;color:#1d2330;text-align:center;font-weight:700;padding:10px}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
.label{margin:12px 0 0;color:#667}.amount{font-size:32px;font-weight:700;margin:0}.mono{font-family:monospace;margin:0}
.status{margin-top:16px;font-weight:600}.actions{display:grid;gap:10px;margin-top:16px}
button{width:100%;padding:14px;border-radius:8px;border:0;font-size:16px;cursor:pointer}
.primary{background:#0a7c42;color:#fff}.secondary{background:#e4e7ec;color:#1d2330}
</style></head><body><div class="banner" data-testid="sandbox-banner">${t('SANDBOX_BANNER')}</div><main><h1>${t('SANDBOX_TITLE')}</h1>${body}</main></body></html>`;
  };

  typed.get('/sandbox/pay/:id', { schema: { params, querystring: lang } }, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await render(await deps.sandbox.findPayment(request.params.id), request.query.lang)),
  );

  typed.post(
    '/sandbox/pay/:id/:outcome',
    { schema: { params: params.extend({ outcome: z.enum(SANDBOX_OUTCOMES) }), querystring: lang } },
    async (request, reply) => {
      const payment = await deps.sandbox.complete(request.params.id, request.params.outcome);
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(await render(payment, request.query.lang));
    },
  );
}
