import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NominationSummary } from '@awards/contracts';
import { ApplicationsNotice } from '@/components/ui/applications-notice/applications-notice';
import { ChevronIcon } from '@/components/ui/icons/icons';
import { Spinner } from '@/components/ui/spinner/spinner';
import { TabList, tabPanelProps } from '@/components/ui/tabs/tab-list';
import { legendBlockText, useLegendBlocks } from '@/entities/legend-blocks/get-legend-blocks';
import { useSeasonMoment } from '@/entities/settings/use-season-moment';
import { assetUrl } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import { useNominationImages } from '../api/get-home-content';
import { NOMINATION_IMAGE_SIZE, nominationImageId } from '../nomination-images';
import { useMediaQuery } from '../use-media-query';
import '@/components/ui/section/section.css';
import './nominations-list-section.css';
import { usePageId } from '@/lib/hydration';

/** The desktop layout starts at 1280 px. */
const DESKTOP = '(min-width: 1280px)';

type Tab = 'main' | 'legends';

/** The nominations, each with its Apply while applications are open; else a notice saying when they closed (or open) heads the list. */
function NominationsList({ nominations }: { nominations: readonly NominationSummary[] }) {
  const { t } = useTranslation();
  const { data: images } = useNominationImages();
  const season = useSeasonMoment();
  return (
    <>
      {season && !season.applicationsOpen && <ApplicationsNotice season={season} />}
      <ul className="nominations-list">
        {nominations.map((nomination) => {
          const image = nominationImageId(images, nomination.id, 'old');
          return (
            <li key={nomination.id} className="nominations-list__item">
              <div className="nominations-list__art">
                {image && (
                  <img
                    className="nominations-list__image"
                    src={assetUrl(image)}
                    alt={t('home.nominationArtAlt', { title: nomination.title })}
                    {...NOMINATION_IMAGE_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </div>
              <h3 className="nominations-list__title">{nomination.title}</h3>
              <p className="nominations-list__text">{nomination.description}</p>
              {season?.applicationsOpen && (
                <Link
                  className="button button--primary button--small nominations-list__apply"
                  to={pathTo('ApplicationForm', { nominationId: nomination.id })}
                  aria-label={t('home.slideshow.applyTo', { title: nomination.title })}
                >
                  {t('home.slideshow.apply')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function LegendsList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, status } = useLegendBlocks();
  if (status === 'pending') return <Spinner size="small" label={t('common.loading')} />;
  if (status === 'error') return <p className="nominations-list__empty">{t('home.nominationsList.lotyUnavailable')}</p>;
  return (
    <ul className="legends-list">
      {data.map((block) => {
        const text = legendBlockText(block, language);
        return (
          <li key={block.id} className="legends-list__item">
            <h3 className="nominations-list__title">{text.title}</h3>
            <p className="nominations-list__text">{text.description}</p>
          </li>
        );
      })}
      <li className="legends-list__more">
        <Link className="button button--ghost button--small" to={pathTo('Legends')}>
          {t('home.slideshow.legend.link')}
        </Link>
      </li>
    </ul>
  );
}

/**
 * The home page's nominations section. Desktop: one 'main awards' tab with the list. Phones and
 * tablets: a second tab with the Legends of the Year categories, fetched only when first opened.
 * The title is a button that shows or hides the whole section's body.
 *
 * The server draws it with no screen to match, so its stylesheet, not the screen query, decides
 * which tabs and which label a visitor sees: the drawing looks right before the app takes it over,
 * and nothing moves when it does.
 */
export function NominationsListSection({ nominations }: { nominations: readonly NominationSummary[] | undefined }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP);
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<Tab>('main');
  // Once the app draws it, a desktop has no Legends tab at all, for the arrow keys to move to.
  const tabs: Tab[] = desktop ? ['main'] : ['main', 'legends'];
  const selected = tabs.includes(chosen) ? chosen : 'main';
  const baseId = usePageId();
  if (!nominations?.length) return null;

  const label = (tab: Tab) =>
    tab === 'legends' ? (
      t('home.nominationsList.lotyTab')
    ) : (
      <>
        <span className="nominations-section__desktop-label">{t('home.nominationsList.mainTab')}</span>
        <span className="nominations-section__phone-label">{t('home.nominationsList.nominationsTab')}</span>
      </>
    );

  return (
    <section className="section nominations-section" aria-labelledby={`${baseId}-title`}>
      <div className="container">
        <div className="section__header">
          <p className="kicker section__kicker">{t('home.nominationsList.kicker', { count: nominations.length })}</p>
          <h2 id={`${baseId}-title`} className="section__title">
            <button type="button" className="nominations-section__toggle" aria-expanded={open} aria-controls={`${baseId}-body`} onClick={() => setOpen(!open)}>
              {t('home.nominationsList.title')}
              <ChevronIcon className={`nominations-section__chevron${open ? ' is-open' : ''}`} />
            </button>
          </h2>
        </div>
        <div id={`${baseId}-body`} hidden={!open}>
          <TabList
            tabs={tabs}
            selected={selected}
            onSelect={setChosen}
            idPrefix={baseId}
            label={t('home.nominationsList.tabs')}
            className="nominations-section__tabs"
            tabClassName={(tab) => `pill-tab nominations-section__tab nominations-section__tab--${tab}`}
          >
            {label}
          </TabList>
          <div {...tabPanelProps(baseId, selected)} className="nominations-section__panel">
            {selected === 'main' ? <NominationsList nominations={nominations} /> : <LegendsList />}
          </div>
        </div>
      </div>
    </section>
  );
}
