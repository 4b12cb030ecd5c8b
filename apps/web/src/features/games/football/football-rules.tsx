import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { FOOTBALL_KICKS } from '@casino/game-math';

import type { GameRulesProps } from '../game-board';
import shared from '../components/option-forms.module.css';
import { FOOTBALL_DIFFICULTY_NAMES, footballMultipliers } from './football-view';
import { KeyboardTip } from '../../../components/ui/keyboard-tip';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** The rules popup's content: how a shoot-out goes, what each goal pays, and how to check it. */
export function FootballRules({ terms }: GameRulesProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const rtp = terms?.rtp ?? 97;
  const tables = FOOTBALL_DIFFICULTY_NAMES.map((name) => footballMultipliers(name, rtp));
  return (
    <div className={shared.rules} data-testid="football-rules">
      <p>{t('FOOTBALL_RULES_INTRO')}</p>
      <ul>
        <li>{t('FOOTBALL_RULES_KICK')}</li>
        <li>{t('FOOTBALL_RULES_KEEPER')}</li>
        <li>{t('FOOTBALL_RULES_CASH_OUT')}</li>
        <KeyboardTip as="li">{t('FOOTBALL_RULES_KEYS')}</KeyboardTip>
      </ul>
      <table className={shared.payTable}>
        <caption>{t('FOOTBALL_PAY_TABLE', { rtp })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('FOOTBALL_GOALS_COLUMN')}</th>
            {FOOTBALL_DIFFICULTY_NAMES.map((name) => (
              <th key={name} scope="col">
                {t(`FOOTBALL_DIFFICULTY_${name.toUpperCase()}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: FOOTBALL_KICKS }, (_, kick) => (
            <tr key={kick}>
              <th scope="row">{kick + 1}</th>
              {tables.map((table, index) => (
                <td key={index}>×{numbers.multiplier(table[kick] ?? 0)}</td>
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
