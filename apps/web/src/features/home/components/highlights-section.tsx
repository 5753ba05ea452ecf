import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/ui/section/section';
import './highlights-section.css';

/** Spec section 2: fixed figures of the two previous editions. */
export const HIGHLIGHTS = {
  2024: { applications: '88k', votes: '281k', viewers: '500k' },
  2023: { applications: '75k', votes: '230k', viewers: '420k' },
} as const;

const YEARS = [2024, 2023] as const;
const FIGURES = ['applications', 'votes', 'viewers'] as const;

/** Tabs per year (WAI-ARIA tabs: arrow keys move between them, Tab goes into the panel). */
export function HighlightsSection() {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<(typeof YEARS)[number]>(2024);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + YEARS.length) % YEARS.length;
    setSelected(YEARS[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <Section id="highlights" title={t('home.highlights.title')}>
      <div className="highlights__tabs" role="tablist" aria-label={t('home.highlights.tabs')}>
        {YEARS.map((year, index) => (
          <button
            key={year}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${year}`}
            aria-selected={year === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={year === selected ? 0 : -1}
            className="highlights__tab"
            onClick={() => setSelected(year)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {year}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${selected}`} className="highlights__panel">
        {FIGURES.map((figure) => (
          <div key={figure} className="highlights__figure">
            <span className="highlights__value">{HIGHLIGHTS[selected][figure].toLocaleUpperCase(i18n.language)}</span>
            <span className="highlights__label">{t(`home.highlights.${figure}`)}</span>
          </div>
        ))}
      </div>
    </Section>
  );
}
