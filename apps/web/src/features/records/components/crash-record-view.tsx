import type { CrashRecord } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { recordFormat } from '../utils/record-format';
import { RecordFields } from './record-fields';
import styles from './record-page.module.css';

const STATUS_LABEL: Record<CrashRecord['status'], string> = {
  QUEUED: 'RECORD_CRASH_QUEUED',
  OPEN: 'RECORD_CRASH_OPEN',
  WON: 'RECORD_CRASH_WON',
  LOST: 'RECORD_CRASH_LOST',
};

/** The props of CrashRecordView. */
export interface CrashRecordViewProps {
  record: CrashRecord;
}

/** A crash bet: the stake, where it cashed out, and the round's bust point and hash. */
export function CrashRecordView({ record }: CrashRecordViewProps) {
  const { t, i18n } = useTranslation();
  const format = recordFormat(i18n.language);
  const game = t(`GAME_${record.gameId.toUpperCase()}`);
  const afterRound = t('RECORD_SHOWN_AFTER_ROUND');
  return (
    <>
      <h1 className={styles.title} data-testid="record-title">
        {t('RECORD_TITLE_CRASH', { game, id: record.betId })}
      </h1>
      <div className={styles.columns}>
        <RecordFields
          title={t('RECORD_SUMMARY')}
          fields={[
            { label: t('RECORD_GAME'), value: game, testId: 'record-game' },
            { label: t('RECORD_STATUS'), value: t(STATUS_LABEL[record.status]), testId: 'record-status' },
            {
              label: t('RECORD_BET'),
              value: format.money(record.betAmount, record.currencyId),
              testId: 'record-bet',
            },
            {
              label: t('RECORD_PAYOUT'),
              value: format.money(record.winAmount, record.currencyId),
              testId: 'record-payout',
            },
            {
              label: t('RECORD_AUTO_CASH_OUT'),
              value:
                record.autoCashOut === null
                  ? t('RECORD_AUTO_CASH_OUT_OFF')
                  : format.multiplier(record.autoCashOut),
              testId: 'record-auto-cash-out',
            },
            {
              label: t('RECORD_CASHED_OUT_AT'),
              value:
                record.cashedOutAt === null
                  ? t('RECORD_NOT_CASHED_OUT')
                  : format.multiplier(record.cashedOutAt),
              testId: 'record-cashed-out-at',
            },
            { label: t('RECORD_PLACED'), value: format.time(record.createdAt), testId: 'record-placed' },
            {
              label: t('RECORD_SETTLED'),
              value: record.settledAt === null ? t('RECORD_NOT_SETTLED') : format.time(record.settledAt),
              testId: 'record-settled',
            },
          ]}
        />
        <RecordFields
          title={t('RECORD_ROUND')}
          fields={[
            {
              label: t('RECORD_ROUND'),
              value: record.roundNumber === null ? t('RECORD_ROUND_QUEUED') : `#${record.roundNumber}`,
              testId: 'record-round',
            },
            {
              label: t('RECORD_BUST_POINT'),
              value: record.crashPoint === null ? afterRound : format.multiplier(record.crashPoint),
              testId: 'record-bust-point',
            },
            {
              label: t('RECORD_ROUND_HASH'),
              value: record.hash ?? afterRound,
              testId: 'record-round-hash',
              mono: record.hash !== null,
            },
          ]}
        />
      </div>
    </>
  );
}
