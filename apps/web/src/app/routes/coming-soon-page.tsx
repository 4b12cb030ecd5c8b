import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ClockIcon } from '../../components/ui/icons';
import { NoticePanel } from '../../components/ui/notice-panel';

/** Placeholder for a route whose feature comes in a later release. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <NoticePanel
      icon={<ClockIcon />}
      title={t('COMING_SOON_TITLE')}
      text={t('COMING_SOON_TEXT')}
      testId="coming-soon"
    >
      <Link to="/">{t('BACK_HOME')}</Link>
    </NoticePanel>
  );
}
