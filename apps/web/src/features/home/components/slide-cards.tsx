import { useCallback, useEffect, useRef, type Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '@/components/ui/icons/icons';
import { useSeasonMoment } from '@/entities/settings/use-season-moment';
import { assetUrl } from '@/lib/api-client';
import { pathTo } from '@/lib/paths';
import { useNominationImages } from '../api/get-home-content';
import { NOMINATION_IMAGE_SIZE, nominationImageId } from '../nomination-images';
import type { Slide } from '../slides';
import './nominations-slideshow.css';

/** The universal card opens the form after a short delay, so the press is seen. */
export const APPLY_DELAY = 300;

/** The cards' apply action: the application form of that nomination, 300 ms after the press. */
export function useDelayedApply(): (id: number) => void {
  const navigate = useNavigate();
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (id: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(pathTo('ApplicationForm', { nominationId: id })), APPLY_DELAY);
    },
    [navigate],
  );
}

interface NominationCardProps {
  slide: Extract<Slide, { kind: 'nomination' }>;
  /** Opens the nomination's application form; none while applications are not open. */
  onApply: ((id: number) => void) | undefined;
  /** Only the first card is in view when the page opens: the others' pictures wait until they come near. */
  first: boolean;
}

function NominationCard({ slide, onApply, first }: NominationCardProps) {
  const { t } = useTranslation();
  const { data: images } = useNominationImages();
  const image = nominationImageId(images, slide.id, 'new');
  return (
    <article className="slide-card">
      <div className="slide-card__art">
        {image && <img className="slide-card__image" src={assetUrl(image)} alt={t('home.nominationArtAlt', { title: slide.title })} {...NOMINATION_IMAGE_SIZE} loading={first ? undefined : 'lazy'} decoding="async" />}
      </div>
      <div className="slide-card__body">
        <h3 className="slide-card__title">{slide.title}</h3>
        {onApply && (
          <button type="button" className="button button--primary" onClick={() => onApply(slide.id)} aria-label={t('home.slideshow.applyTo', { title: slide.title })}>
            {t('home.slideshow.apply')}
          </button>
        )}
      </div>
    </article>
  );
}

function ExtraCard({ kind }: { kind: 'explore' | 'legend' }) {
  const { t } = useTranslation();
  return (
    <article className={`slide-card slide-card--extra slide-card--${kind}`}>
      <div className="slide-card__body">
        <p className="kicker">{t(`home.slideshow.${kind}.kicker`)}</p>
        <h3 className="slide-card__title">{t(`home.slideshow.${kind}.title`)}</h3>
        <p className="slide-card__text">{t(`home.slideshow.${kind}.text`)}</p>
        {kind === 'explore' ? (
          <a className="button button--ghost" href="#nominations">
            {t('home.slideshow.explore.link')}
            <ArrowIcon />
          </a>
        ) : (
          <Link className="button button--ghost" to={pathTo('Legends')}>
            {t('home.slideshow.legend.link')}
            <ArrowIcon />
          </Link>
        )}
      </div>
    </article>
  );
}

interface SlideListProps {
  slides: readonly Slide[];
  /** The carousel's viewport; without it the list scrolls natively (before the carousel has loaded). */
  viewportRef?: Ref<HTMLDivElement>;
}

/**
 * The cards in a row: the carousel moves them once it has loaded, until then they scroll and snap
 * natively. A nomination's card offers to apply only while applications are open.
 */
export function SlideList({ slides, viewportRef }: SlideListProps) {
  const { t } = useTranslation();
  const apply = useDelayedApply();
  const onApply = useSeasonMoment()?.applicationsOpen ? apply : undefined;
  return (
    <div className={`slideshow__viewport${viewportRef ? '' : ' slideshow__viewport--native'}`} ref={viewportRef}>
      <div className="slideshow__track">
        {slides.map((slide, index) => (
          <div
            key={slide.kind === 'nomination' ? slide.id : slide.kind}
            className="slideshow__slide"
            role="group"
            aria-roledescription={t('home.slideshow.slide')}
            aria-label={t('home.slideshow.position', { index: index + 1, count: slides.length })}
          >
            {slide.kind === 'nomination' ? <NominationCard slide={slide} onApply={onApply} first={index === 0} /> : <ExtraCard kind={slide.kind} />}
          </div>
        ))}
      </div>
    </div>
  );
}
