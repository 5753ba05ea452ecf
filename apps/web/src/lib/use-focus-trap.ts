import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open overlays, innermost last: only the top one answers Tab and Escape (a popup over a panel). */
const stack: HTMLElement[] = [];

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]'));
}

/**
 * Keeps keyboard focus inside `container` while `active`: focus moves in when it opens (to the
 * element marked `data-autofocus`, else the first focusable one), Tab cycles within, Escape calls
 * `onEscape`, and on closing focus returns to where it was (the button that opened it).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(element);
    const start = element.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(element)[0] ?? element;
    start.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) !== element) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(element);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !element.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !element.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(element), 1);
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [active, container]);
}
