import { useTranslation } from 'react-i18next';

import styles from './payments.module.css';

/** Props of ProviderName. */
export interface ProviderNameProps {
  provider: string;
  /** False: the provider is not installed on this server, so it takes no orders. */
  installed: boolean;
}

/** A payment provider's name, marked when it is not installed here. */
export function ProviderName({ provider, installed }: ProviderNameProps) {
  const { t } = useTranslation('payments');
  return (
    <span className={styles.provider}>
      <span className={styles.code}>{provider}</span>
      {installed ? null : <span className="badge badge-warn">{t('notInstalled')}</span>}
    </span>
  );
}
