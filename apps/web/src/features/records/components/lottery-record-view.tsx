import type { LotteryRecord } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { recordFormat } from '../utils/record-format';
import type { BetWording } from './bet-wording';
import { RecordFields } from './record-fields';
import styles from './record-page.module.css';

const STATUS_LABEL: Record<LotteryRecord['bet']['status'], string> = {
  OPEN: 'RECORD_LOTTERY_OPEN',
  WON: 'RECORD_CRASH_WON',
  LOST: 'RECORD_CRASH_LOST',
  VOID: 'LOTTERY_BET_VOID',
};

/** The props of LotteryRecordView. */
export interface LotteryRecordViewProps {
  record: LotteryRecord;
  /** The lottery's words for what the bet is on. */
  wording: BetWording;
}

/** A lottery bet: what it was on, the stake and payout, and its period's outcome with the proof. */
export function LotteryRecordView({ record, wording }: LotteryRecordViewProps) {
  const { t, i18n } = useTranslation();
  const format = recordFormat(i18n.language);
  const { bet, term } = record;
  const game = t(`GAME_${bet.gameId.toUpperCase()}`);
  const afterDraw = t('RECORD_SHOWN_AFTER_DRAW');
  return (
    <>
      <h1 className={styles.title} data-testid="record-title">
        {t('RECORD_TITLE_CRASH', { game, id: bet.id })}
      </h1>
      <div className={styles.columns}>
        <RecordFields
          title={t('RECORD_SUMMARY')}
          fields={[
            { label: t('RECORD_GAME'), value: game, testId: 'record-game' },
            { label: t('RECORD_LOTTERY_PERIOD'), value: term.label, testId: 'record-period' },
            {
              label: t('RECORD_LOTTERY_SELECTION'),
              value: wording.lotterySelection(t, bet),
              testId: 'record-selection',
            },
            { label: t('RECORD_STATUS'), value: t(STATUS_LABEL[bet.status]), testId: 'record-status' },
            {
              label: t('RECORD_BET'),
              value: format.money(bet.betAmount, bet.currencyId),
              testId: 'record-bet',
            },
            {
              label: t('RECORD_PAYOUT'),
              value: format.money(bet.winAmount, bet.currencyId),
              testId: 'record-payout',
            },
            {
              label: t('RECORD_MULTIPLIER'),
              value: bet.multiplier === null ? '—' : format.multiplier(bet.multiplier),
              testId: 'record-multiplier',
            },
            { label: t('RECORD_PLACED'), value: format.time(bet.createdAt), testId: 'record-placed' },
          ]}
        />
        <RecordFields
          title={t('RECORD_FAIRNESS')}
          fields={[
            {
              label: t('RECORD_LOTTERY_OUTCOME'),
              value: term.outcome === null ? afterDraw : term.outcome.join(' '),
              testId: 'record-outcome',
            },
            {
              label: t('RECORD_LOTTERY_SEED_HASH'),
              value: term.seedHash,
              testId: 'record-seed-hash',
              mono: true,
            },
            {
              label: t('RECORD_LOTTERY_DIGEST'),
              value: term.betsDigest ?? afterDraw,
              testId: 'record-digest',
              mono: term.betsDigest !== null,
            },
            {
              label: t('RECORD_LOTTERY_SEED'),
              value: term.seed ?? afterDraw,
              testId: 'record-seed',
              mono: term.seed !== null,
            },
          ]}
        />
      </div>
      {record.roomId !== null && (
        <p className={styles.note}>
          <Link to={`/chatbet?roomId=${record.roomId}`} data-testid="record-lottery-room">
            {t('RECORD_LOTTERY_VERIFY', { id: term.id })}
          </Link>
        </p>
      )}
    </>
  );
}
