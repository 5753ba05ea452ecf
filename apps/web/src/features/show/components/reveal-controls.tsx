import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlRoom } from '@awards/contracts';
import { revealableIn, waitingIn, type ShowMode } from '../show-mode';
import { REVEAL_CONCERNS } from '../use-reveal-check';
import type { Notice } from '../use-room-moves';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { ReadinessFindings } from '@/entities/readiness/readiness-findings';
import { MoveNotice } from './move-notice';
import './reveal-controls.css';

interface RevealControlsProps {
  room: ControlRoom;
  mode: ShowMode;
  hintId: string;
  busy: boolean;
  notice: Notice | null;
  onRevealNext: (nominationId: number) => void;
  onRevealAll: () => void;
}

/**
 * The show's two big moves: "Reveal next", naming the nomination it reveals; "Reveal all", after a
 * confirmation naming every nomination it reveals and, live, the problems the checks find in them.
 * Both pass over the nominations held back.
 */
export function RevealControls({ room, mode, hintId, busy, notice, onRevealNext, onRevealAll }: RevealControlsProps) {
  const { t, i18n } = useTranslation('show');
  const title = useNominationTitle();
  const [asking, setAsking] = useState(false);
  const waiting = revealableIn(mode, room);
  const held = waitingIn(mode, room).length > waiting.length;
  const next = waiting[0];
  const allTitle = t('reveal.allTitle', { count: waiting.length });
  const list = useMemo(() => new Intl.ListFormat(i18n.language, { type: 'conjunction' }), [i18n.language]);

  return (
    <section className={`backstage-panel show-controls show-controls--${mode}`} aria-label={t('reveal.title')}>
      <div className="show-controls__buttons">
        <button
          type="button"
          className="button button--primary show-controls__next"
          disabled={!next || busy}
          aria-label={next ? t('reveal.nextLabel', { nomination: title(next.nominationId) }) : undefined}
          aria-describedby={hintId}
          onClick={() => next && onRevealNext(next.nominationId)}
        >
          {next ? (
            <>
              <span className="show-controls__verb">{t(busy ? 'reveal.revealing' : 'reveal.next')}</span>
              <span className="show-controls__name">{title(next.nominationId)}</span>
            </>
          ) : (
            t(held ? 'reveal.allHeld' : 'reveal.nothingLeft')
          )}
        </button>
        <button type="button" className="button button--ghost show-controls__all" disabled={waiting.length === 0 || busy} aria-describedby={hintId} onClick={() => setAsking(true)}>
          {t('reveal.all')}
        </button>
      </div>
      <MoveNotice notice={notice} area="controls" />
      <ConfirmDialog
        open={asking}
        tone={mode === 'show' ? 'final' : 'rehearsal'}
        title={mode === 'show' ? allTitle : t('reveal.rehearsalTitle', { title: allTitle })}
        text={t(mode === 'show' ? 'reveal.allText' : 'reveal.allRehearsalText', { list: list.format(waiting.map((row) => title(row.nominationId))) })}
        confirmLabel={t('reveal.all')}
        onConfirm={onRevealAll}
        onClose={() => setAsking(false)}
      >
        {mode === 'show' && room.round && (
          <ReadinessFindings kinds={REVEAL_CONCERNS} roundId={room.round.id} nominationIds={waiting.map((row) => row.nominationId)} />
        )}
      </ConfirmDialog>
    </section>
  );
}
