import { useId } from 'react';
import type { ControlRoom } from '@awards/contracts';
import type { ShowMode } from '../show-mode';
import { useRevealCheck } from '../use-reveal-check';
import { useRoomMoves } from '../use-room-moves';
import { LegendList } from './legend-list';
import { ModeSwitch } from './mode-switch';
import { RehearsalBanner } from './rehearsal-banner';
import { RevealConfirmation } from './reveal-confirmation';
import { RevealControls } from './reveal-controls';
import { RoundSummary } from './round-summary';
import { RunningOrder } from './running-order';
import { MoveNotice } from './move-notice';
import { VisitorsPanel } from './visitors-panel';
import './control-room.css';

interface ControlRoomViewProps {
  room: ControlRoom;
  mode: ShowMode;
  onModeChange: (mode: ShowMode) => void;
}

/**
 * The control room in one mode: the round and its seal, the mode, the big reveals, the running
 * order, the legends, and what visitors see (beside the controls on a wide screen, last on a
 * phone). A rehearsal frames the whole room in its own colour.
 */
export function ControlRoomView({ room, mode, onModeChange }: ControlRoomViewProps) {
  const moves = useRoomMoves(room, mode);
  const check = useRevealCheck(room, mode);
  const hintId = useId();
  const rehearsal = mode === 'rehearsal';
  return (
    <div className={`show-room show-room--${mode}`}>
      <RoundSummary round={room.round} />
      <div className="show-room__controls">
        <ModeSwitch mode={mode} onChange={onModeChange} hintId={hintId} />
        {rehearsal && (
          <>
            <RehearsalBanner resetting={moves.resetting} onReset={moves.resetRehearsal} />
            <MoveNotice notice={moves.notice} area="rehearsal" />
          </>
        )}
        {room.round && (
          <RevealControls
            room={room}
            mode={mode}
            hintId={hintId}
            busy={moves.revealing}
            notice={moves.notice}
            onRevealNext={(nominationId) => check.guard(nominationId, moves.revealNext)}
            onRevealAll={moves.revealAll}
          />
        )}
      </div>
      {room.round && (
        <RunningOrder
          rows={room.runningOrder}
          mode={mode}
          hintId={hintId}
          busy={moves.revealing}
          notice={moves.notice}
          onReorder={moves.reorder}
          onReveal={(nominationId) => check.guard(nominationId, () => moves.revealNomination(nominationId))}
          onHold={moves.hold}
        />
      )}
      <LegendList legends={room.legends} mode={mode} hintId={hintId} busy={moves.crowning} notice={moves.notice} onCrown={moves.crown} />
      <VisitorsPanel room={room} mode={mode} />
      {room.round && <RevealConfirmation roundId={room.round.id} asking={check.asking} onClose={check.done} />}
    </div>
  );
}
