import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NominationSummary } from '@awards/contracts';
import { Section } from '@/components/ui/section/section';
import { useSeasonMoment } from '@/entities/settings/use-season-moment';
import { useSeasonWords } from '@/lib/season-words';
import { buildSlides } from '../slides';
import { SlideList } from './slide-cards';

const NominationsSlideshow = lazy(() => import('./nominations-slideshow').then((module) => ({ default: module.NominationsSlideshow })));

/** The carousel needs both; a browser (or test DOM) without them keeps the natively scrolling row. */
const canEnhance = () => typeof IntersectionObserver === 'function' && typeof window.matchMedia === 'function';

/**
 * True once the element is on screen or the visitor reaches for it (pointer, touch, keyboard
 * focus): the carousel library is then loaded. It stays out of the first screen's download.
 */
function useEngaged(present: boolean) {
  const place = useRef<HTMLDivElement>(null);
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (engaged || !present || !element || !canEnhance()) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setEngaged(true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [engaged, present]);
  const engage = () => setEngaged(canEnhance());
  return { place, engaged, handlers: { onPointerEnter: engage, onTouchStart: engage, onFocus: engage } };
}

/**
 * The nomination cards under the hero. They show at once as a natively scrolling row (no layout
 * shift, no library); the carousel (loop, autoplay, arrows) takes over when they come into view.
 */
export function SlideshowSection({ nominations }: { nominations: readonly NominationSummary[] | undefined }) {
  const { t } = useTranslation();
  const slides = useMemo(() => buildSlides(nominations ?? []), [nominations]);
  const { place, engaged, handlers } = useEngaged(Boolean(nominations?.length));
  const season = useSeasonMoment();
  const words = useSeasonWords();
  if (!nominations?.length) return null;
  // The kicker says whether the cards' Apply is there: applications open, or closed (or not yet open).
  const kicker = season && (season.applicationsOpen ? t('home.slideshow.kicker') : words.applicationsNotice(season).title);
  // The empty controls row keeps the arrows' place until the carousel brings them.
  const list = (
    <>
      <SlideList slides={slides} />
      <div className="slideshow__controls" />
    </>
  );
  return (
    <Section id="slideshow" title={t('home.slideshow.title')} kicker={kicker}>
      <div ref={place} className="slideshow" role="region" aria-roledescription={t('home.slideshow.roleDescription')} aria-label={t('home.slideshow.label')} {...handlers}>
        {engaged ? (
          <Suspense fallback={list}>
            <NominationsSlideshow slides={slides} />
          </Suspense>
        ) : (
          list
        )}
      </div>
    </Section>
  );
}
