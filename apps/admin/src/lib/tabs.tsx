import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its id and its visible name. */
export interface TabItem<Id extends string> {
  id: Id;
  /** The tab's text (its accessible name). */
  label: string;
}

/** What the tab strip shows, how it reports a choice, and the classes a screen styles it with. */
export interface TabsProps<Id extends string> {
  /** The tab strip's accessible name. */
  label: string;
  tabs: readonly TabItem<Id>[];
  /** The open tab. */
  selected: Id;
  onSelect: (id: Id) => void;
  /** The open tab's panel. */
  children: ReactNode;
  classNames?: { root?: string; list?: string; tab?: string; panel?: string };
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and open them; only
 * the open tab is in the tab order, and only its panel is rendered (a panel may fetch its own data).
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  classNames = {},
}: TabsProps<Id>) {
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
    <div className={classNames.root}>
      <div role="tablist" aria-label={label} className={classNames.list ?? 'tabs'} onKeyDown={moveFocus}>
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
            className={classNames.tab}
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={classNames.panel}>
        {children}
      </div>
    </div>
  );
}
