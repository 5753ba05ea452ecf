import { useTranslation } from 'react-i18next';
import { TabList } from '@/components/ui/tabs/tab-list';
import { PROFILE_TABS, type ProfileTab } from '../profile-rules';

interface ProfileTabsProps {
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  counts: Record<ProfileTab, number>;
  /** The id prefix shared with the tab panel. */
  idPrefix: string;
}

const LABELS = { all: 'profile.tabs.all', accepted: 'profile.tabs.accepted' } as const satisfies Record<ProfileTab, string>;

/** 'All applications' and 'Only approved', each with its count. */
export function ProfileTabs({ selected, onSelect, counts, idPrefix }: ProfileTabsProps) {
  const { t } = useTranslation();
  return (
    <TabList tabs={PROFILE_TABS} selected={selected} onSelect={onSelect} idPrefix={idPrefix} label={t('profile.tabs.label')} className="profile-tabs" tabClassName="profile-tabs__tab">
      {(tab) => (
        <>
          {t(LABELS[tab])}
          <span className="profile-tabs__count">{counts[tab]}</span>
        </>
      )}
    </TabList>
  );
}
