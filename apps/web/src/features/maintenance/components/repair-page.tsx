import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { WrenchIcon } from '../../../components/ui/icons';
import { NoticePanel } from '../../../components/ui/notice-panel';
import { pageNavigator } from '../../../lib/navigation';
import { checkAuth } from '../api/check-auth';

/** How often the maintenance page asks whether the site is back. */
export const REPAIR_POLL_MS = 10_000;

/**
 * The maintenance page, rendered instead of the app on /repair. It asks the server every 10 s and goes
 * home as soon as the answer is status 0.
 */
export function RepairPage() {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);

  const check = useCallback(async () => {
    setChecking(true);
    const envelope = await checkAuth();
    setChecking(false);
    if (envelope.status === 0) pageNavigator.assign('/');
  }, []);

  useEffect(() => {
    const timer = setInterval(() => void check(), REPAIR_POLL_MS);
    return () => clearInterval(timer);
  }, [check]);

  return (
    <NoticePanel
      fullscreen
      icon={<WrenchIcon />}
      title={t('MAINTENANCE_TITLE')}
      text={t('MAINTENANCE_TEXT')}
      testId="repair-page"
    >
      <Button variant="secondary" onClick={() => void check()} disabled={checking} aria-busy={checking}>
        {checking ? t('PLEASE_WAIT') : t('TRY_AGAIN')}
      </Button>
    </NoticePanel>
  );
}
