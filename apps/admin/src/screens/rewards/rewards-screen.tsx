import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useOperator } from '../../lib/session';
import { CampaignsTab } from './campaigns-tab';
import { CheckinTab } from './checkin-tab';
import { MarketProfilesTab } from './market-profiles-tab';
import { MoneyRainTab } from './money-rain-tab';
import { mayManageRewards } from './reward-roles';
import { RewardTabs } from './rewards-tabs';
import { VipLadderTab } from './vip-ladder-tab';
import { WheelTab } from './wheel-tab';

const TABS = ['campaigns', 'moneyRain', 'checkin', 'vipLadder', 'wheel', 'markets'] as const;
type TabId = (typeof TABS)[number];

/**
 * The rewards back office (marketing, finance): campaigns and their budgets, money rain, and the check-in,
 * VIP and invite-wheel tables. Finance alone sees only the campaigns, to fund them: the rest is marketing's.
 */
export function RewardsScreen() {
  const { t } = useTranslation('rewards');
  const operator = useOperator();
  const [selected, setSelected] = useState<TabId>('campaigns');
  const manages = operator !== undefined && mayManageRewards(operator.roles);
  const tabs = (manages ? TABS : (['campaigns'] as const)).map((id) => ({ id, label: t(`tabs.${id}`) }));

  return (
    <section className="page" aria-labelledby="rewards-title">
      <h1 id="rewards-title">{t('title')}</h1>
      <RewardTabs label={t('tabs.label')} tabs={tabs} selected={selected} onSelect={setSelected}>
        {selected === 'campaigns' ? <CampaignsTab /> : null}
        {selected === 'moneyRain' ? <MoneyRainTab /> : null}
        {selected === 'checkin' ? <CheckinTab /> : null}
        {selected === 'vipLadder' ? <VipLadderTab /> : null}
        {selected === 'wheel' ? <WheelTab /> : null}
        {selected === 'markets' ? <MarketProfilesTab /> : null}
      </RewardTabs>
    </section>
  );
}
