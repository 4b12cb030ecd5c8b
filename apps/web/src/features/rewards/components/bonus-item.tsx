import type { RewardGrant, RewardKind } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { ProgressBar } from '../../../components/ui/progress-bar';
import { localeOf } from '../../../lib/i18n/language';
import { useMoney } from '../../../lib/money/use-money';
import { groupGameWeights } from '../utils/game-weights';
import { BALANCE_NAME } from '../utils/reward-rules';
import styles from './rewards-page.module.css';

/** What each kind of reward is called. */
export const KIND_NAME: Record<RewardKind, string> = {
  checkin: 'REWARDS_KIND_CHECKIN',
  invite_wheel: 'REWARDS_KIND_INVITE_WHEEL',
  money_rain: 'REWARDS_KIND_MONEY_RAIN',
  register_promo: 'REWARDS_KIND_REGISTER_PROMO',
  vip_level_up: 'REWARDS_KIND_VIP_LEVEL_UP',
  rakeback: 'REWARDS_KIND_RAKEBACK',
  salary: 'REWARDS_KIND_SALARY',
};

type GrantStatus = RewardGrant['status'];

const STATUS_NAME: Record<GrantStatus, string> = {
  WAGERING: 'REWARDS_STATUS_WAGERING',
  CONVERTED: 'REWARDS_STATUS_CONVERTED',
  FORFEITED: 'REWARDS_STATUS_FORFEITED',
  PAID: 'REWARDS_STATUS_PAID',
};

/** How a settled reward ended, with its date. */
const SETTLED_TEXT: Record<Exclude<GrantStatus, 'WAGERING'>, string> = {
  CONVERTED: 'REWARDS_SETTLED_CONVERTED',
  FORFEITED: 'REWARDS_SETTLED_FORFEITED',
  PAID: 'REWARDS_SETTLED_PAID',
};

/** "Crash counts 50 %", "Crash and Aviator count 50 %", or that bets on them do not count at all. */
function weightKey(percent: number, games: number): string {
  if (percent <= 0) return 'REWARDS_RULE_WEIGHT_NONE';
  return games > 1 ? 'REWARDS_RULE_WEIGHT_MANY' : 'REWARDS_RULE_WEIGHT_ONE';
}

/** Date and time in the player's language. */
function useDateTime(): (epochMs: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (epochMs) => format.format(epochMs);
}

/** The wagering rules of a bonus still being wagered: cash first, the max bet, game weights, the expiry. */
function WageringRules({ grant }: { /** The bonus. */ grant: RewardGrant }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  const locale = localeOf(i18n.language);
  const games = new Intl.ListFormat(locale, { type: 'conjunction' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const gameName = (gameId: string) => {
    const key = `GAME_${gameId.toUpperCase()}`;
    return i18n.exists(key) ? t(key) : gameId;
  };
  return (
    <ul className={styles.rules} data-testid="bonus-rules">
      <li>{t('REWARDS_RULE_CASH_FIRST')}</li>
      {grant.maxBet !== null ? (
        <li>{t('REWARDS_RULE_MAX_BET', { amount: money.format(grant.maxBet) })}</li>
      ) : null}
      {groupGameWeights(grant.gameWeights).map((group) => (
        <li key={group.percent}>
          {t(weightKey(group.percent, group.gameIds.length), {
            games: games.format(group.gameIds.map(gameName)),
            percent: percent.format(group.percent / 100),
          })}
        </li>
      ))}
      {grant.expiresAt !== null ? (
        <li>{t('REWARDS_RULE_EXPIRES', { time: dateTime(grant.expiresAt) })}</li>
      ) : null}
    </ul>
  );
}

/** The props of BonusItem. */
export interface BonusItemProps {
  /** The reward to show. */
  grant: RewardGrant;
}

/**
 * One reward of "My bonuses": its kind and campaign, amount and state; while it is being wagered, the
 * progress toward unlocking it and the rules that count; once settled, how and when it ended.
 */
export function BonusItem({ grant }: BonusItemProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  return (
    <li className={styles.bonus} data-testid="bonus-item" data-status={grant.status}>
      <div className={styles.bonusHead}>
        <div className={styles.bonusName}>
          <h3 className={styles.bonusTitle}>{t(KIND_NAME[grant.kind])}</h3>
          <p className={styles.muted}>
            {grant.campaign} · {t(BALANCE_NAME[grant.paysTo])}
          </p>
        </div>
        <div className={styles.bonusValue}>
          <strong className={styles.bonusAmount}>{money.format(grant.amount)}</strong>
          <span className={styles.badge} data-status={grant.status}>
            {t(STATUS_NAME[grant.status])}
          </span>
        </div>
      </div>
      {grant.status === 'WAGERING' ? (
        <>
          <ProgressBar
            label={t('REWARDS_WAGERING_PROGRESS')}
            value={grant.wagered}
            max={grant.wageringRequired}
            text={t('REWARDS_WAGERED_OF', {
              done: money.format(grant.wagered),
              needed: money.format(grant.wageringRequired),
            })}
            testId="bonus-progress"
          />
          <WageringRules grant={grant} />
        </>
      ) : (
        <p className={styles.muted}>
          {t(SETTLED_TEXT[grant.status], { time: dateTime(grant.settledAt ?? grant.createdAt) })}
        </p>
      )}
      <p className={styles.received}>{t('REWARDS_RECEIVED', { time: dateTime(grant.createdAt) })}</p>
    </li>
  );
}
