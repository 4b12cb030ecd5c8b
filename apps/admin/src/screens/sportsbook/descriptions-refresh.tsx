import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { ErrorBanner } from '../../lib/ui';
import { refreshDescriptions } from './api/refresh-descriptions';
import health from './feed-health.module.css';

/**
 * Fetches the market descriptions again (markets and outcomes are named from them): for a market the feed
 * has just started to send, without waiting for the server's own refresh every few hours.
 */
export function DescriptionsRefresh() {
  const { t, i18n } = useTranslation('sportsbook');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const refresh = useMutation({ mutationFn: refreshDescriptions });
  const count = new Intl.NumberFormat(locale);
  return (
    <div className={health.descriptions}>
      <button type="button" className="btn" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
        {t('feedHealth.descriptions.refresh')}
      </button>
      <p className="action-done" role="status">
        {refresh.data
          ? t('feedHealth.descriptions.done', {
              list: refresh.data.refreshed
                .map((each) =>
                  t('feedHealth.descriptions.language', {
                    lang: each.lang,
                    markets: count.format(each.markets),
                  }),
                )
                .join(', '),
            })
          : null}
      </p>
      <ErrorBanner error={refresh.error} />
    </div>
  );
}
