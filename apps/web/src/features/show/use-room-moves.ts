import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlRoom, RevealRequest } from '@awards/contracts';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useHoldNomination } from './api/hold-nomination';
import { useResetRehearsal } from './api/reset-rehearsal';
import { useRevealLegend } from './api/reveal-legend';
import { useRevealResults } from './api/reveal-results';
import { useSetRunningOrder } from './api/set-running-order';
import { isDone, waitingIn, type ShowMode } from './show-mode';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';

/** The part of the room a move was made in, where its outcome shows. */
export type Area = 'rehearsal' | 'controls' | 'order' | 'legends';

export interface Notice {
  area: Area;
  /** The nomination or block the move was on, when it was on one. */
  subject?: number;
  failed: boolean;
  text: string;
}

/**
 * The room's moves in the mode shown (every one carries `rehearsal` for it), each leaving a notice
 * where it was made: what it did, or the server's refusal. A reveal waits for the one before it,
 * so a double click never reveals two nominations.
 */
export function useRoomMoves(room: ControlRoom, mode: ShowMode) {
  const { t } = useTranslation('show');
  const language = useLanguage();
  const title = useNominationTitle();
  const reveal = useRevealResults();
  const order = useSetRunningOrder();
  const holding = useHoldNomination();
  const legend = useRevealLegend();
  const reset = useResetRehearsal();
  const [notice, setNotice] = useState<Notice | null>(null);
  const revealing = useRef(false);
  const rehearsal = mode === 'rehearsal';

  function run<T>(area: Area, move: Promise<T>, done: (answer: T) => string, subject?: number) {
    setNotice(null);
    return move.then(
      (answer) => setNotice({ area, subject, failed: false, text: done(answer) }),
      (error: unknown) => setNotice({ area, subject, failed: true, text: describeApiError(error, language).message }),
    );
  }

  /** What the answer shows revealed that was waiting before: one nomination by name, or several together. */
  const revealedText = (waiting: number[]) => (after: ControlRoom) => {
    const revealed = after.runningOrder.filter((row) => waiting.includes(row.nominationId) && isDone(mode, row));
    if (revealed.length > 1) return t(rehearsal ? 'reveal.rehearsedAll' : 'reveal.doneAll');
    return revealed[0] ? t(rehearsal ? 'reveal.rehearsed' : 'reveal.done', { nomination: title(revealed[0].nominationId) }) : '';
  };

  const revealResults = (area: Area, request: RevealRequest, subject?: number) => {
    if (revealing.current) return;
    revealing.current = true;
    const waiting = waitingIn(mode, room).map((row) => row.nominationId);
    void run(area, reveal.mutateAsync(request), revealedText(waiting), subject).finally(() => {
      revealing.current = false;
    });
  };

  return {
    notice,
    revealing: reveal.isPending,
    crowning: legend.isPending,
    resetting: reset.isPending,
    revealNext: () => revealResults('controls', { target: 'next', rehearsal }),
    revealAll: () => revealResults('controls', { target: 'all', rehearsal }),
    revealNomination: (nominationId: number) => revealResults('order', { target: 'nomination', nominationId, rehearsal }, nominationId),
    reorder: (nominationIds: number[], moved: number) =>
      void run('order', order.mutateAsync(nominationIds), () => t('order.moved', { nomination: title(moved), position: nominationIds.indexOf(moved) + 1, total: nominationIds.length }), moved),
    hold: (nominationId: number, heldBack: boolean) =>
      void run('order', holding.mutateAsync({ nominationId, heldBack }), () => t(heldBack ? 'order.heldDone' : 'order.letGoDone', { nomination: title(nominationId) }), nominationId),
    crown: (blockId: number, block: string) =>
      void run('legends', legend.mutateAsync({ blockId, rehearsal }), () => t(rehearsal ? 'legends.rehearsedDone' : 'legends.done', { block }), blockId),
    resetRehearsal: () => void run('rehearsal', reset.mutateAsync(), () => t('rehearsal.resetDone')),
  };
}
