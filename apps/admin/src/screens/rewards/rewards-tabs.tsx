import type { ReactNode } from 'react';

import { Tabs, type TabItem } from '../../lib/tabs';
import styles from './rewards.module.css';

/** The rewards' tab strip: the shared tabs in this screen's look. */
export function RewardTabs<Id extends string>(props: {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  return <Tabs {...props} classNames={{ root: styles.tabs, list: 'tabs', panel: styles.panel }} />;
}
