import { useTranslation } from 'react-i18next';
import type { CrownedLegend, RevealedItem, RevealedNomination } from '../revealed';
import { useJustRevealed } from '../use-just-revealed';
import { RevealedCard, useLegendView, useRevealView, type RevealedView } from './revealed-card';
import './just-revealed.css';
import { usePageId } from '@/lib/hydration';

/**
 * What the live show reveals while the page is open, newest first, the last few kept: each
 * nomination's winner and each crowned legend, in the visitor's language. A screen reader hears
 * the newest once its card has it, without moving there.
 */
export function JustRevealedPanel() {
  const { t } = useTranslation();
  const titleId = usePageId();
  const items = useJustRevealed();
  return (
    <section className="just-revealed" aria-labelledby={titleId}>
      <h2 id={titleId} className="just-revealed__title">
        {t('stream.revealed.title')}
      </h2>
      {/* Rendered before any reveal, so that the text is heard when it appears. */}
      <p className="visually-hidden" aria-live="polite">
        {items[0] && <Announcement key={items[0].key} item={items[0]} />}
      </p>
      {items.length === 0 ? (
        <p className="just-revealed__empty">{t('stream.revealed.empty')}</p>
      ) : (
        <ol className="just-revealed__list">
          {items.map((item) => (
            <li key={item.key}>
              <RevealedCard item={item} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Announcement({ item }: { item: RevealedItem }) {
  return item.kind === 'reveal' ? <RevealAnnouncement item={item} /> : <LegendAnnouncement item={item} />;
}

function RevealAnnouncement({ item }: { item: RevealedNomination }) {
  const { t } = useTranslation();
  const view = useRevealView(item);
  return spoken(view, (title, nickname) => (nickname ? t('stream.revealed.announceWinner', { title, nickname }) : t('stream.revealed.announceNoWinner', { title })));
}

function LegendAnnouncement({ item }: { item: CrownedLegend }) {
  const { t } = useTranslation();
  const view = useLegendView(item);
  return spoken(view, (title, nickname) => t('stream.revealed.announceLegend', { title, nickname }));
}

const spoken = (view: RevealedView, text: (title: string, nickname: string | undefined) => string) =>
  view.status === 'ready' ? text(view.title ?? '', view.who?.nickname) : null;
