import { useEffect, useEffectEvent } from 'react';

export type QueueCommand = 'approve' | 'decline' | 'open';

interface QueueKeys {
  /** The rows shown, in order. */
  ids: readonly string[];
  activeId: string | null;
  onMove: (id: string) => void;
  /** Called with the active row's id. */
  onCommand: (command: QueueCommand, id: string) => void;
  /** Off while a popup of the page is open. */
  enabled: boolean;
}

const COMMANDS: Record<string, QueueCommand> = { a: 'approve', d: 'decline', o: 'open' };

/** A key pressed while writing belongs to the text: fields that take typing, and anything inside a dialog. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * The queue's keys: `j`/`k` make the next or previous row active (the first, when none is),
 * `a` approves the active row, `d` declines it (asking the reason), `o` opens it.
 */
export function useQueueKeys({ ids, activeId, onMove, onCommand, enabled }: QueueKeys) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const { key } = event;
    const index = activeId === null ? -1 : ids.indexOf(activeId);
    if (key === 'j' || key === 'k') {
      const next = index === -1 ? 0 : Math.min(Math.max(index + (key === 'j' ? 1 : -1), 0), ids.length - 1);
      const id = ids[next];
      if (id === undefined) return;
      event.preventDefault();
      onMove(id);
    } else if (COMMANDS[key] && index !== -1) {
      event.preventDefault();
      onCommand(COMMANDS[key], activeId!);
    }
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
