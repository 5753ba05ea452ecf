import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useSettings } from '@/entities/settings/get-settings';
import { useLanguage } from '@/lib/i18n';
import { streamCards } from '../channels';
import { JustRevealedPanel } from '../components/just-revealed';
import { ShowStatusPanel } from '../components/show-status';
import { StreamLinkCard } from '../components/stream-link-card';
import { StreamPlayer } from '../components/stream-player';
import './stream-page.css';

/**
 * The live show: whether it is on and when it starts, the main stream and the restream in the
 * visitor's language as players behind a click (nothing from the platforms loads before it), what
 * the show reveals while the page is open (below the players, so a new reveal never moves them),
 * and the other languages' restreams as links out.
 */
export function StreamPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, status } = useSettings();
  const [main, own, ...others] = data ? streamCards(data.stream, language) : [];

  return (
    <Page kicker={t('stream.kicker')} title={t('stream.title')} lead={t('stream.lead')}>
      {status === 'pending' && <Spinner />}
      {status === 'error' && <p className="stream__note">{t('stream.unavailable')}</p>}
      {data && <ShowStatusPanel live={data.phases.live} />}
      {main && own && (
        <div className="stream__players">
          <StreamPlayer card={main} />
          <StreamPlayer card={own} />
        </div>
      )}
      <JustRevealedPanel />
      {others.length > 0 && (
        <section className="stream__others" aria-labelledby="stream-others">
          <h2 id="stream-others" className="stream__others-title">
            {t('stream.others')}
          </h2>
          <ul className="stream__cards">
            {others.map((card) => (
              <StreamLinkCard key={card.kind} card={card} />
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
