import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/ui/section/section';
import { TabList, tabPanelProps } from '@/components/ui/tabs/tab-list';
import { useFormat } from '@/lib/format';
import { useHighlights } from '../api/get-home-content';
import './highlights-section.css';
import { usePageId } from '@/lib/hydration';

const FIGURES = ['applications', 'votes', 'viewers'] as const;

/** The previous editions' figures, a tab per year. */
export function HighlightsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: editions = [] } = useHighlights();
  const [chosen, setChosen] = useState<number>();
  const baseId = usePageId();
  const years = editions.map((edition) => edition.year);
  const shown = editions.find((edition) => edition.year === chosen) ?? editions[0];

  return (
    <Section id="highlights" title={t('home.highlights.title')}>
      {shown && (
        <>
          <TabList tabs={years} selected={shown.year} onSelect={setChosen} idPrefix={baseId} label={t('home.highlights.tabs')} className="highlights__tabs" tabClassName="pill-tab highlights__tab">
            {(year) => year}
          </TabList>
          <div {...tabPanelProps(baseId, shown.year)} className="highlights__panel">
            {FIGURES.map((figure) => (
              <div key={figure} className="highlights__figure">
                <span className="highlights__value">{format.compact(shown[figure])}</span>
                <span className="highlights__label">{t(`home.highlights.${figure}`)}</span>
              </div>
            ))}
          </div>
        </>
      )}
    </Section>
  );
}
