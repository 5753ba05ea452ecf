import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_TABS, type ProfileTab } from '../profile-rules';

interface ProfileTabsProps {
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  counts: Record<ProfileTab, number>;
  /** The id prefix shared with the tab panel. */
  idPrefix: string;
}

const LABELS = { all: 'profile.tabs.all', accepted: 'profile.tabs.accepted' } as const satisfies Record<ProfileTab, string>;

/** 'All applications' and 'Only accepted' as an ARIA tab list: arrows, Home and End move between them. */
export function ProfileTabs({ selected, onSelect, counts, idPrefix }: ProfileTabsProps) {
  const { t } = useTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = PROFILE_TABS.indexOf(selected);
    const last = PROFILE_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + PROFILE_TABS.length) % PROFILE_TABS.length;
    onSelect(PROFILE_TABS[target]!);
    buttons.current[target]?.focus();
  };

  return (
    <div className="profile-tabs" role="tablist" aria-label={t('profile.tabs.label')} onKeyDown={onKeyDown}>
      {PROFILE_TABS.map((tab, index) => (
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
          className="profile-tabs__tab"
          onClick={() => onSelect(tab)}
        >
          {t(LABELS[tab])}
          <span className="profile-tabs__count">{counts[tab]}</span>
        </button>
      ))}
    </div>
  );
}
