import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronIcon } from '@/components/ui/icons/icons';
import { prefersReducedMotion } from '@/lib/motion';
import type { Slide } from '../slides';
import { SlideList } from './slide-cards';

/** Every 2 s, and only on small tablets and below (under the 768 px tablet width). */
const AUTOPLAY_DELAY = 2000;
const AUTOPLAY_MEDIA = '(max-width: 767px)';

/**
 * Embla's speed is a physics setting, not milliseconds: 30 moves one card in about 500 ms, the
 * slide's intended length. A drag of about 5 px counts as a swipe.
 */
const CAROUSEL_OPTIONS = { loop: true, align: 'start', duration: 30, dragThreshold: 5 } as const;

/**
 * The slideshow: loops and snaps, one card per view (two from 640 px) 16 px apart,
 * auto-advancing on small screens and pausing on hover, focus or drag. Visitors who ask for less
 * motion get no autoplay, and the arrows jump instead of gliding. Its own chunk: the carousel
 * library is not in the first download.
 */
export function NominationsSlideshow({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation();
  const plugins = useMemo(
    () =>
      prefersReducedMotion()
        ? []
        : [Autoplay({ delay: AUTOPLAY_DELAY, stopOnInteraction: false, stopOnMouseEnter: true, active: false, breakpoints: { [AUTOPLAY_MEDIA]: { active: true } } })],
    [],
  );
  const [viewport, embla] = useEmblaCarousel(CAROUSEL_OPTIONS, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  return (
    <>
      <SlideList slides={slides} viewportRef={viewport} />
      <div className="slideshow__controls">
        <button type="button" className="icon-button slideshow__arrow slideshow__arrow--prev" aria-label={t('home.slideshow.previous')} onClick={() => embla?.scrollPrev(prefersReducedMotion())}>
          <ChevronIcon className="slideshow__chevron" />
        </button>
        <p className="slideshow__counter" aria-hidden="true">
          {String(selected + 1).padStart(2, '0')} / {String(slides.length).padStart(2, '0')}
        </p>
        <button type="button" className="icon-button slideshow__arrow slideshow__arrow--next" aria-label={t('home.slideshow.next')} onClick={() => embla?.scrollNext(prefersReducedMotion())}>
          <ChevronIcon className="slideshow__chevron" />
        </button>
      </div>
    </>
  );
}
