import type { RoundRecord } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { fairnessVerifyHref } from '../../../lib/navigation/fairness-link';
import { recordFormat } from '../utils/record-format';
import { RecordFields } from './record-fields';
import styles from './record-page.module.css';

const RESULT_LABEL: Record<RoundRecord['result'], string> = {
  WIN: 'RECORD_RESULT_WIN',
  LOSE: 'RECORD_RESULT_LOSE',
  PENDING: 'RECORD_RESULT_PENDING',
};

/** The props of RoundRecordView. */
export interface RoundRecordViewProps {
  record: RoundRecord;
}

/** A single-player round: what was staked and paid, and the seeds with a link to verify it. */
export function RoundRecordView({ record }: RoundRecordViewProps) {
  const { t, i18n } = useTranslation();
  const format = recordFormat(i18n.language);
  const game = t(`GAME_${record.gameId.toUpperCase()}`);
  return (
    <>
      <h1 className={styles.title} data-testid="record-title">
        {t('RECORD_TITLE_ROUND', { game, id: record.id })}
      </h1>
      {record.demo ? <p className={styles.note}>{t('RECORD_DEMO')}</p> : null}
      <div className={styles.columns}>
        <RecordFields
          title={t('RECORD_SUMMARY')}
          fields={[
            { label: t('RECORD_GAME'), value: game, testId: 'record-game' },
            { label: t('RECORD_RESULT'), value: t(RESULT_LABEL[record.result]), testId: 'record-result' },
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
              label: t('RECORD_MULTIPLIER'),
              value:
                record.result === 'PENDING' ? t('RECORD_NOT_SETTLED') : format.multiplier(record.multiplier),
              testId: 'record-multiplier',
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
          title={t('RECORD_FAIRNESS')}
          fields={[
            {
              label: t('RECORD_SERVER_SEED_HASH'),
              value: record.fairness.serverSeedHash,
              testId: 'record-server-seed-hash',
              mono: true,
            },
            {
              label: t('RECORD_SERVER_SEED'),
              value: record.fairness.serverSeed ?? t('RECORD_SERVER_SEED_HIDDEN'),
              testId: 'record-server-seed',
              mono: record.fairness.serverSeed !== null,
            },
            {
              label: t('RECORD_CLIENT_SEED'),
              value: record.fairness.clientSeed,
              testId: 'record-client-seed',
              mono: true,
            },
            { label: t('RECORD_NONCE'), value: record.fairness.nonce, testId: 'record-nonce' },
          ]}
        >
          <Link
            className={styles.action}
            to={fairnessVerifyHref({ gameId: record.gameId, ...record.fairness, options: record.options })}
            data-testid="record-verify"
          >
            {t('RECORD_VERIFY')}
          </Link>
        </RecordFields>
      </div>
    </>
  );
}
