import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge/badge';
import { legendBlockText, type LegendBlock, type LegendStreamer } from '@/entities/legend-blocks/get-legend-blocks';
import { assetUrl } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { blockPhase, guessOf } from '../blocks';
import './legend-block.css';
import { useFormat } from '@/lib/format';

interface LegendBlockProps {
  block: LegendBlock;
  now: number;
  signedIn: boolean;
  busy: boolean;
  onGuess: (block: LegendBlock, streamer: LegendStreamer) => void;
  /** The first block is on the first screen: its photos load with the page, the others' as they come near. */
  first: boolean;
}

/** One category of the game: its streamers with their guess counts, the caller's pick, the legend once revealed. */
export function LegendBlockCard({ block, now, signedIn, busy, onGuess, first }: LegendBlockProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const { title, description } = legendBlockText(block, language);
  const phase = blockPhase(block, now);
  const pick = guessOf(block);
  const canGuess = signedIn && phase === 'open' && !pick;
  const titleId = `legend-block-${block.id}`;
  const closes = format.dateTime(block.closesAt);

  return (
    <section className={`legend-block legend-block--${phase}`} aria-labelledby={titleId}>
      <div className="legend-block__header">
        <h2 id={titleId} className="legend-block__title">
          {title}
        </h2>
        {description && <p className="legend-block__description">{description}</p>}
        <p className="legend-block__phase">
          {phase === 'open' ? t('loty.block.closesAt', { date: closes }) : t(`loty.block.${phase}`)}
        </p>
      </div>
      <ul className="legend-block__streamers">
        {block.streamers.map((streamer) => {
          const isLegend = block.legendStreamerId === streamer.id;
          return (
            <li key={streamer.id} className={`legend${streamer.guessed ? ' legend--guessed' : ''}${isLegend ? ' legend--legend' : ''}`}>
              <img
                className="legend__photo"
                src={assetUrl(streamer.photo)}
                width={320}
                height={320}
                alt={t('loty.photoAlt', { nickname: streamer.nickname })}
                loading={first ? undefined : 'lazy'}
                decoding="async"
              />
              <p className="legend__name">{streamer.nickname}</p>
              <p className="legend__count">{t('loty.guesses', { count: streamer.guesses })}</p>
              {isLegend && <Badge as="p" tone="highlight" caps wrap>{t('loty.legend')}</Badge>}
              {streamer.guessed && <Badge as="p" tone="subtle" caps wrap>{t('loty.yourGuess')}</Badge>}
              {canGuess && (
                <button
                  type="button"
                  className="button button--ghost button--small legend__guess"
                  aria-label={t('loty.guessFor', { nickname: streamer.nickname })}
                  disabled={busy}
                  onClick={() => onGuess(block, streamer)}
                >
                  {t('loty.guess')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
