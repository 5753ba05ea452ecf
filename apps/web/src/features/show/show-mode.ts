import type { ControlRoom, ShowLegendBlock, ShowNomination } from '@awards/contracts';

/** Show: every move reaches every visitor at once. Rehearsal: the same moves on a copy, seen only here. */
export type ShowMode = 'show' | 'rehearsal';

export const SHOW_MODES: readonly ShowMode[] = ['show', 'rehearsal'];

/** The page's address keeps the mode, so a reload never turns a rehearsal into the show. */
export const MODE_PARAM = 'mode';

export const modeOf = (search: URLSearchParams): ShowMode => (search.get(MODE_PARAM) === 'rehearsal' ? 'rehearsal' : 'show');

/** Whether a nomination or a legend is already out in this mode: revealed live, or in the rehearsal. */
export const isDone = (mode: ShowMode, item: Pick<ShowNomination | ShowLegendBlock, 'revealedAt' | 'rehearsed'>) =>
  mode === 'show' ? item.revealedAt !== null : item.rehearsed;

/** The nominations of the running order still waiting in this mode, in order. */
export const waitingIn = (mode: ShowMode, room: ControlRoom) => room.runningOrder.filter((row) => !isDone(mode, row));

/** The waiting nominations a reveal may take, in order: "reveal next" skips one held back and "reveal all" leaves it. */
export const revealableIn = (mode: ShowMode, room: ControlRoom) => waitingIn(mode, room).filter((row) => !row.heldBack);
