import type { ReactNode } from 'react';

import { Tabs, type TabItem } from '../../lib/tabs';
import styles from './reports-screen.module.css';

/** The reports' tab strip: the shared tabs in this screen's look. */
export function ReportTabs<Id extends string>(props: {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  return (
    <Tabs
      {...props}
      classNames={{ root: styles.tabs, list: styles.tabList, tab: styles.tab, panel: styles.panel }}
    />
  );
}
