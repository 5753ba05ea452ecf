import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StreamerPhoto } from '@/components/streamer-photo/streamer-photo';
import { Spinner } from '@/components/ui/spinner/spinner';
import { legendBlockText, useLegendBlocks } from '@/entities/legend-blocks/get-legend-blocks';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import type { CrownedLegend, RevealedItem, RevealedNomination } from '../revealed';
import { usePageId } from '@/lib/hydration';

/** Who a card names: the nomination or block's title, and its winner or legend (none: no winner). */
export interface RevealedView {
  status: 'pending' | 'error' | 'ready';
  title?: string;
  who?: { nickname: string; photo: string; result?: number };
}

/** A revealed nomination: its title in the visitor's language (the site holds the nominations) and the winner the event named. */
export function useRevealView({ nominationId, winner }: RevealedNomination): RevealedView {
  return { status: 'ready', title: useNominationTitle()(nominationId), who: winner ?? undefined };
}

/** A crowned legend, as the event named them, under their block's title (the blocks are read once, then kept). */
export function useLegendView({ blockId, legend }: CrownedLegend): RevealedView {
  const language = useLanguage();
  const { data, isPending } = useLegendBlocks();
  const block = data?.find((item) => item.id === blockId);
  if (!block || !legend) return { status: isPending ? 'pending' : 'error' };
  return { status: 'ready', title: legendBlockText(block, language).title, who: legend };
}

interface CardProps {
  view: RevealedView;
  kicker: string;
  /** What the one named is: the winner, or the legend. */
  role: string;
  link: { to: string; text: string };
}

function Card({ view, kicker, role, link }: CardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = usePageId();
  let body: ReactNode;
  if (view.status === 'pending') body = <Spinner size="small" />;
  else if (view.status === 'error') body = <p className="revealed__none">{t('stream.revealed.unavailable')}</p>;
  else
    body = (
      <>
        <p className="revealed__kicker">{kicker}</p>
        <h3 id={titleId} className="revealed__title">
          {view.title}
        </h3>
        {view.who ? (
          <div className="revealed__who">
            <StreamerPhoto className="revealed__photo" photo={view.who.photo} nickname={view.who.nickname} size={96} />
            <p className="revealed__text">
              <span className="revealed__role">{role}</span>
              <span className="revealed__name">{view.who.nickname}</span>
              {view.who.result !== undefined && (
                <span className="revealed__result">{t('stream.revealed.result', { result: format.count(Math.round(view.who.result * 10) / 10), max: format.count(100) })}</span>
              )}
            </p>
          </div>
        ) : (
          <p className="revealed__none">{t('stream.revealed.noWinner')}</p>
        )}
      </>
    );
  return (
    <article className={`revealed revealed--${view.status}`} aria-labelledby={view.status === 'ready' ? titleId : undefined}>
      {body}
      <Link className="revealed__link" to={link.to} aria-describedby={view.status === 'ready' ? titleId : undefined}>
        {link.text}
      </Link>
    </article>
  );
}

function RevealCard({ item }: { item: RevealedNomination }) {
  const { t } = useTranslation();
  const link = { to: pathTo('VOTING', { nominationId: item.nominationId }), text: t('stream.revealed.seeResults') };
  return <Card view={useRevealView(item)} kicker={t('stream.revealed.nomination')} role={t('stream.revealed.winner')} link={link} />;
}

function LegendCard({ item }: { item: CrownedLegend }) {
  const { t } = useTranslation();
  const link = { to: pathTo('Legends'), text: t('stream.revealed.seeLegends') };
  return <Card view={useLegendView(item)} kicker={t('stream.revealed.legends')} role={t('stream.revealed.legend')} link={link} />;
}

/** One reveal of the panel: a nomination's winner with their result, or a block's legend. */
export function RevealedCard({ item }: { item: RevealedItem }) {
  return item.kind === 'reveal' ? <RevealCard item={item} /> : <LegendCard item={item} />;
}
