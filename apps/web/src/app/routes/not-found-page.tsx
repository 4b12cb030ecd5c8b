import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CompassIcon } from '../../components/ui/icons';
import { NoticePanel } from '../../components/ui/notice-panel';

/** Any address the site does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <NoticePanel
      icon={<CompassIcon />}
      title={t('NOT_FOUND_TITLE')}
      text={t('NOT_FOUND_TEXT')}
      testId="not-found"
    >
      <Link to="/">{t('BACK_HOME')}</Link>
    </NoticePanel>
  );
}
