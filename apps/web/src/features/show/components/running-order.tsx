import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowNomination } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import { isDone, type ShowMode } from '../show-mode';
import type { Notice } from '../use-room-moves';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { ArrowIcon } from './arrow-icon';
import { MoveNotice } from './move-notice';
import { RevealState } from './reveal-state';
import './show-rows.css';

interface RunningOrderProps {
  rows: readonly ShowNomination[];
  mode: ShowMode;
  hintId: string;
  busy: boolean;
  notice: Notice | null;
  onReorder: (nominationIds: number[], moved: number) => void;
  onReveal: (nominationId: number) => void;
  onHold: (nominationId: number, heldBack: boolean) => void;
}

/**
 * The nominations in the order the show reveals them, each with where it stands, its own reveal, and
 * its hold: one held back waits until it is let go (one with neither votes nor scores starts so).
 * A nomination moves a step at a time with its buttons; the focus stays on the button pressed
 * (or, at an end, its twin) while the row changes place.
 */
export function RunningOrder({ rows, mode, hintId, busy, notice, onReorder, onReveal, onHold }: RunningOrderProps) {
  const { t } = useTranslation('show');
  const title = useNominationTitle();
  const format = useFormat();
  const titleId = useId();
  const ids = rows.map((row) => row.nominationId);

  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: number; by: -1 | 1 } | null>(null);
  const moveRef = useCallback(
    (id: number, by: -1 | 1) => (element: HTMLButtonElement | null) => {
      if (element) moveButtons.current.set(`${id}:${by}`, element);
      else moveButtons.current.delete(`${id}:${by}`);
    },
    [],
  );
  useEffect(() => {
    const moved = refocus.current;
    if (!moved) return;
    refocus.current = null;
    const pressed = moveButtons.current.get(`${moved.id}:${moved.by}`);
    const twin = moveButtons.current.get(`${moved.id}:${-moved.by}`);
    (pressed && !pressed.disabled ? pressed : twin)?.focus();
  }, [rows]);

  const move = (id: number, by: -1 | 1) => {
    const from = ids.indexOf(id);
    const order = ids.filter((each) => each !== id);
    order.splice(from + by, 0, id);
    refocus.current = { id, by };
    onReorder(order, id);
  };

  return (
    <section className="backstage-panel show-order" aria-labelledby={titleId}>
      <div className="show-section__head">
        <h2 className="show-section__title" id={titleId}>
          {t('order.title')}
        </h2>
        <p className="show-section__hint">{t(rows.length ? 'order.hint' : 'order.empty')}</p>
        {rows.length > 0 && <p className="show-section__hint">{t('order.holdHint')}</p>}
      </div>
      {rows.length > 0 && (
        <ol className="show-order__list">
          {rows.map((row, index) => {
            const nomination = title(row.nominationId);
            return (
              <li key={row.nominationId} className={`show-row${isDone(mode, row) ? ' is-done' : ''}`}>
                <span className="show-row__position" aria-hidden="true">
                  {format.count(index + 1)}
                </span>
                <div className="show-row__what">
                  <h3 className="show-row__title">{nomination}</h3>
                  <RevealState
                    revealedAt={row.revealedAt}
                    rehearsed={row.rehearsed}
                    held={row.revealedAt === null && row.heldBack ? t(row.unvoted ? 'order.heldUnvoted' : 'order.held') : null}
                    waiting={t('order.waiting')}
                    revealed={(time) => t('order.revealedAt', { time })}
                  />
                </div>
                <div className="show-row__actions">
                  <span className="show-row__moves">
                    <button ref={moveRef(row.nominationId, -1)} type="button" className="icon-button show-row__move" aria-label={t('order.moveUp', { nomination })} disabled={index === 0} onClick={() => move(row.nominationId, -1)}>
                      <ArrowIcon up />
                    </button>
                    <button ref={moveRef(row.nominationId, 1)} type="button" className="icon-button show-row__move" aria-label={t('order.moveDown', { nomination })} disabled={index === rows.length - 1} onClick={() => move(row.nominationId, 1)}>
                      <ArrowIcon />
                    </button>
                  </span>
                  {row.revealedAt === null && (
                    <button
                      type="button"
                      className="button button--ghost button--small show-row__hold"
                      aria-label={t(row.heldBack ? 'order.letGoLabel' : 'order.holdLabel', { nomination })}
                      aria-pressed={row.heldBack}
                      onClick={() => onHold(row.nominationId, !row.heldBack)}
                    >
                      {t(row.heldBack ? 'order.letGo' : 'order.hold')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--ghost button--small show-row__reveal"
                    aria-label={t('order.revealLabel', { nomination })}
                    aria-describedby={hintId}
                    disabled={busy || isDone(mode, row) || row.heldBack}
                    onClick={() => onReveal(row.nominationId)}
                  >
                    {t('order.reveal')}
                  </button>
                </div>
                <div className="show-row__notice">
                  <MoveNotice notice={notice} area="order" subject={row.nominationId} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <MoveNotice notice={notice} area="order" />
    </section>
  );
}
