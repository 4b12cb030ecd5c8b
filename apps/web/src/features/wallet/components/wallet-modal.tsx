import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { useWalletStore, type WalletView } from '../stores/wallet-store';
import { HistoryPanel } from './history-panel';
import { RechargePanel } from './recharge-panel';
import { WithdrawPanel } from './withdraw-panel';
import styles from './wallet.module.css';

const VIEWS: readonly WalletView[] = ['recharge', 'withdraw', 'history'];

const TAB_LABEL: Record<WalletView, string> = {
  recharge: 'WALLET_TAB_RECHARGE',
  withdraw: 'WALLET_TAB_WITHDRAW',
  history: 'WALLET_TAB_HISTORY',
};

/** The wallet: deposit, withdraw and history as tabs of one dialog. */
export function WalletModal({ view }: { /** The tab on show. */ view: WalletView }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelId = useId();
  const { open, close } = useWalletStore();
  return (
    <Modal onClose={close} labelledBy={titleId} closeLabel={t('CLOSE')} testId="wallet-modal">
      <div className={styles.wallet}>
        <h2 id={titleId} className={styles.title}>
          {t('WALLET_TITLE')}
        </h2>
        <div className={styles.tabs} role="tablist" aria-label={t('WALLET_TITLE')}>
          {VIEWS.map((item) => (
            <button
              key={item}
              type="button"
              role="tab"
              id={`${panelId}-${item}`}
              className={styles.tab}
              aria-selected={item === view}
              aria-controls={panelId}
              onClick={() => open(item)}
              data-testid={`wallet-tab-${item}`}
            >
              {t(TAB_LABEL[item])}
            </button>
          ))}
        </div>
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={`${panelId}-${view}`}
          data-testid={`wallet-${view}`}
        >
          {view === 'recharge' ? <RechargePanel /> : null}
          {view === 'withdraw' ? <WithdrawPanel /> : null}
          {view === 'history' ? <HistoryPanel /> : null}
        </div>
      </div>
    </Modal>
  );
}
