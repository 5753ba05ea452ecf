import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowLegendBlock } from '@awards/contracts';
import { isDone, type ShowMode } from '../show-mode';
import type { Notice } from '../use-room-moves';
import { MoveNotice } from './move-notice';
import { RevealState } from './reveal-state';
import './show-rows.css';

interface LegendListProps {
  legends: readonly ShowLegendBlock[];
  mode: ShowMode;
  hintId: string;
  busy: boolean;
  notice: Notice | null;
  onCrown: (blockId: number, block: string) => void;
}

/** The Legends blocks, each with its legend hidden or crowned, and its own "Reveal the legend". */
export function LegendList({ legends, mode, hintId, busy, notice, onCrown }: LegendListProps) {
  const { t } = useTranslation('show');
  const titleId = useId();
  return (
    <section className="backstage-panel show-legends" aria-labelledby={titleId}>
      <div className="show-section__head">
        <h2 className="show-section__title" id={titleId}>
          {t('legends.title')}
        </h2>
        <p className="show-section__hint">{t(legends.length ? 'legends.hint' : 'legends.empty')}</p>
      </div>
      {legends.length > 0 && (
        <ul className="show-legends__list">
          {legends.map((legend) => {
            const block = legend.title || t('legends.untitled', { id: legend.blockId });
            return (
              <li key={legend.blockId} className={`show-row show-row--legend${isDone(mode, legend) ? ' is-done' : ''}`}>
                <div className="show-row__what">
                  <h3 className="show-row__title">{block}</h3>
                  <RevealState revealedAt={legend.revealedAt} rehearsed={legend.rehearsed} waiting={t('legends.hidden')} revealed={(time) => t('legends.crownedAt', { time })} />
                </div>
                <div className="show-row__actions">
                  <button
                    type="button"
                    className="button button--ghost button--small show-row__reveal"
                    aria-label={t('legends.revealLabel', { block })}
                    aria-describedby={hintId}
                    disabled={busy || isDone(mode, legend)}
                    onClick={() => onCrown(legend.blockId, block)}
                  >
                    {t('legends.reveal')}
                  </button>
                </div>
                <div className="show-row__notice">
                  <MoveNotice notice={notice} area="legends" subject={legend.blockId} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <MoveNotice notice={notice} area="legends" />
    </section>
  );
}
