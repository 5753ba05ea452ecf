import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-list.css';

interface TabListProps<Tab extends string | number> {
  tabs: readonly Tab[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  /** Shared with the panel (tabPanelProps): the tabs are `<idPrefix>-tab-<tab>`, the panel `<idPrefix>-panel`. */
  idPrefix: string;
  label: string;
  children: (tab: Tab) => ReactNode;
  className?: string;
  /** Each tab's classes, the same for all or per tab; the default, `pill-tab`, draws gold rounded buttons. */
  tabClassName?: string | ((tab: Tab) => string);
}

/**
 * A WAI-ARIA tab list: one tab in the Tab order, the arrow keys move between the tabs (wrapping),
 * Home and End go to the first and the last; moving selects.
 */
export function TabList<Tab extends string | number>({ tabs, selected, onSelect, idPrefix, label, children, className = '', tabClassName = 'pill-tab' }: TabListProps<Tab>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + tabs.length) % tabs.length;
    onSelect(tabs[target]!);
    buttons.current[target]?.focus();
  };

  return (
    <div className={`tab-list ${className}`.trim()} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={tab === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab === selected ? 0 : -1}
          className={typeof tabClassName === 'function' ? tabClassName(tab) : tabClassName}
          onClick={() => onSelect(tab)}
        >
          {children(tab)}
        </button>
      ))}
    </div>
  );
}

/** The attributes of the panel that shows the selected tab of a TabList with the same `idPrefix`. */
export function tabPanelProps(idPrefix: string, selected: string | number) {
  return { id: `${idPrefix}-panel`, role: 'tabpanel', 'aria-labelledby': `${idPrefix}-tab-${selected}` } as const;
}
