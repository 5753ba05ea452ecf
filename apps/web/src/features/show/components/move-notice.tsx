import type { Area, Notice } from '../use-room-moves';

/**
 * What became of the last move made in one part of the room. For the part (no `subject`): a status
 * line, there before any move so a screen reader hears it change, and a refusal of a move on the
 * part as a whole. For one row (`subject`): the refusal of a move on that row, beside its button.
 * A refusal is the server's message, in the organiser's language, as an alert.
 */
export function MoveNotice({ notice, area, subject }: { notice: Notice | null; area: Area; subject?: number }) {
  const mine = notice?.area === area ? notice : null;
  const failed = mine?.failed && mine.subject === subject ? mine.text : null;
  return (
    <>
      {subject === undefined && (
        <p className="show-notice show-notice--done" role="status">
          {mine?.failed === false ? mine.text : ''}
        </p>
      )}
      {failed && (
        <p className="show-notice show-notice--failed" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}
