import type { SportsRecord } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { recordFormat } from '../utils/record-format';
import type { BetWording } from './bet-wording';
import { RecordFields } from './record-fields';
import styles from './record-page.module.css';

/** The props of SportsRecordView. */
export interface SportsRecordViewProps {
  record: SportsRecord;
  /** The sportsbook's words for the bet's kind and selections. */
  wording: BetWording;
}

/** A sports bet: its kind, stake and what it paid, and each selection at the odds accepted with its result. */
export function SportsRecordView({ record, wording }: SportsRecordViewProps) {
  const { t, i18n } = useTranslation();
  const format = recordFormat(i18n.language);
  const { bet } = record;
  const game = t('GAME_SPORTS');
  return (
    <>
      <h1 className={styles.title} data-testid="record-title">
        {t('RECORD_TITLE_CRASH', { game, id: bet.id })}
      </h1>
      <div className={styles.columns}>
        <RecordFields
          title={t('RECORD_SUMMARY')}
          fields={[
            { label: t('RECORD_SPORTS_KIND'), value: wording.sportsBetKind(t, bet), testId: 'record-kind' },
            { label: t('RECORD_STATUS'), value: t(`SPORTS_BET_${bet.status}`), testId: 'record-status' },
            {
              label: t('RECORD_BET'),
              value: format.money(bet.totalStake, bet.currencyId),
              testId: 'record-bet',
            },
            {
              label: t('RECORD_PAYOUT'),
              value: format.money(bet.paid, bet.currencyId),
              testId: 'record-payout',
            },
            { label: t('RECORD_PLACED'), value: format.time(bet.createdAt), testId: 'record-placed' },
            {
              label: t('RECORD_SETTLED'),
              value: bet.settledAt === null ? t('RECORD_STILL_OPEN') : format.time(bet.settledAt),
              testId: 'record-settled',
            },
          ]}
        />
        <RecordFields
          title={t('RECORD_SPORTS_SELECTIONS')}
          fields={bet.legs.map((leg, index) => ({
            label: `${wording.sportsMarket(t, leg)} · ${leg.eventName}`,
            value: `${wording.sportsOutcome(t, leg)} @ ${wording.sportsOdds(leg.odds)} — ${t(
              leg.result ? `SPORTS_RESULT_${leg.result.toUpperCase()}` : 'SPORTS_RESULT_PENDING',
            )}`,
            testId: `record-leg-${index}`,
          }))}
        />
      </div>
    </>
  );
}
