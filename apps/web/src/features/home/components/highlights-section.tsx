import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/ui/section/section';
import { TabList, tabPanelProps } from '@/components/ui/tabs/tab-list';
import './highlights-section.css';
import { useFormat } from '@/lib/format';

/** Fixed figures of the two previous editions. */
export const HIGHLIGHTS = {
  2024: { applications: 88_000, votes: 281_000, viewers: 500_000 },
  2023: { applications: 75_000, votes: 230_000, viewers: 420_000 },
} as const;

const YEARS = [2024, 2023] as const;
const FIGURES = ['applications', 'votes', 'viewers'] as const;

/** Tabs per year. */
export function HighlightsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [selected, setSelected] = useState<(typeof YEARS)[number]>(2024);
  const baseId = useId();

  return (
    <Section id="highlights" title={t('home.highlights.title')}>
      <TabList tabs={YEARS} selected={selected} onSelect={setSelected} idPrefix={baseId} label={t('home.highlights.tabs')} className="highlights__tabs" tabClassName="pill-tab highlights__tab">
        {(year) => year}
      </TabList>
      <div {...tabPanelProps(baseId, selected)} className="highlights__panel">
        {FIGURES.map((figure) => (
          <div key={figure} className="highlights__figure">
            <span className="highlights__value">{format.compact(HIGHLIGHTS[selected][figure])}</span>
            <span className="highlights__label">{t(`home.highlights.${figure}`)}</span>
          </div>
        ))}
      </div>
    </Section>
  );
}
