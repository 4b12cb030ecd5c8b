import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { THIMBLES_MAX_LEVELS } from '@casino/game-math';

import type { GameRulesProps } from '../game-board';
import shared from '../components/option-forms.module.css';
import { thimblesMultipliers } from './thimbles-view';
import { KeyboardTip } from '../../../components/ui/keyboard-tip';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** The rules popup's content: the chain, the cups and what a completed chain pays. */
export function ThimblesRules({ terms }: GameRulesProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const rtp = terms?.rtp ?? 97;
  const tables = [1, 2].map((balls) => thimblesMultipliers(balls, rtp));
  return (
    <div className={shared.rules} data-testid="thimbles-rules">
      <p>{t('THIMBLES_RULES_INTRO')}</p>
      <ul>
        <li>{t('THIMBLES_RULES_BALLS')}</li>
        <li>{t('THIMBLES_RULES_CHAIN')}</li>
        <KeyboardTip as="li">{t('THIMBLES_RULES_KEYS')}</KeyboardTip>
      </ul>
      <table className={shared.payTable}>
        <caption>{t('THIMBLES_PAY_TABLE', { rtp })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('THIMBLES_LEVELS')}</th>
            <th scope="col">{t('THIMBLES_ONE_BALL')}</th>
            <th scope="col">{t('THIMBLES_TWO_BALLS')}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: THIMBLES_MAX_LEVELS }, (_, level) => (
            <tr key={level}>
              <th scope="row">{level + 1}</th>
              {tables.map((table, index) => (
                <td key={index}>×{numbers.multiplier(table[level] ?? 0)}</td>
              ))}
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
