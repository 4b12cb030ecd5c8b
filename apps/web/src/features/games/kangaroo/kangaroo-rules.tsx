import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { KANGAROO_DIFFICULTIES } from '@casino/game-math';

import type { GameRulesProps } from '../game-board';
import shared from '../components/option-forms.module.css';
import { kangarooDifficultyOf, kangarooHitPercent, kangarooMultipliers } from './kangaroo-view';
import { KeyboardTip } from '../../../components/ui/keyboard-tip';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** The rules popup's content: how the crossing goes and what each lane pays at the chosen difficulty. */
export function KangarooRules({ options, terms }: GameRulesProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const rtp = terms?.rtp ?? 97;
  const difficulty = kangarooDifficultyOf(options);
  const multipliers = kangarooMultipliers(difficulty, rtp);
  return (
    <div className={shared.rules} data-testid="kangaroo-rules">
      <p>{t('KANGAROO_RULES_INTRO')}</p>
      <ul>
        <li>{t('KANGAROO_RULES_LANES')}</li>
        <li>{t('KANGAROO_RULES_CASH_OUT')}</li>
        <KeyboardTip as="li">{t('KANGAROO_RULES_KEYS')}</KeyboardTip>
      </ul>
      <table className={shared.payTable}>
        <caption>
          {t('KANGAROO_PAY_TABLE', {
            difficulty: t(`KANGAROO_DIFFICULTY_${difficulty.toUpperCase()}`),
            lanes: KANGAROO_DIFFICULTIES[difficulty].lanes,
            percent: kangarooHitPercent(difficulty),
            rtp,
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('KANGAROO_LANES_COLUMN')}</th>
            <th scope="col">{t('KANGAROO_MULTIPLIER_COLUMN')}</th>
          </tr>
        </thead>
        <tbody>
          {multipliers.map((multiplier, lane) => (
            <tr key={lane}>
              <th scope="row">{lane + 1}</th>
              <td>×{numbers.multiplier(multiplier)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link to="/fairness">{t('FAIRNESS_RULES_LINK')}</Link>
      </p>
    </div>
  );
}
