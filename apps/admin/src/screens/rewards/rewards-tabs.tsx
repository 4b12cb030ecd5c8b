import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import styles from './rewards.module.css';

/** One tab: its id and its visible name. */
export interface RewardTab<Id extends string> {
  id: Id;
  /** The tab's text (its accessible name). */
  label: string;
}

/** Props of RewardTabs. */
export interface RewardTabsProps<Id extends string> {
  /** The tab strip's accessible name. */
  label: string;
  tabs: readonly RewardTab<Id>[];
  /** The open tab. */
  selected: Id;
  onSelect: (id: Id) => void;
  /** The open tab's panel. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and open them; only
 * the open tab is in the tab order and only its panel is rendered.
 */
export function RewardTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: RewardTabsProps<Id>) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className="tabs" onKeyDown={moveFocus}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
