import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useScrollLock } from './use-scroll-lock';

/**
 * The one layer that decides which dialog the visitor is dealing with. Open dialogs stack in the
 * order they opened; only the topmost answers Tab, Escape, its close button and a click outside,
 * and the ones under it are inert. Closing a dialog gives focus back to where it was when it opened.
 * A panel is a sheet over the page (the auth panels, the menu); a popup is a box over everything.
 * A notice nobody asked for (such as 'Voting period started') asks `usePanelOpen()` and waits.
 */
export type DialogKind = 'panel' | 'popup';

interface Layer {
  element: HTMLElement;
  kind: DialogKind;
  close: () => void;
  /** Where focus goes back to when this dialog closes. */
  returnTo: HTMLElement | null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs, the topmost last. */
let layers: Layer[] = [];
/** Panels a route has opened whose code is still loading: they count as open already. */
let panelsOpening = 0;
const listeners = new Set<() => void>();

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]'));
}

/** Tab and Shift+Tab cycle within the dialog. */
function keepTabInside(event: KeyboardEvent, element: HTMLElement): void {
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
}

function onKeyDown(event: KeyboardEvent): void {
  const top = layers.at(-1);
  if (!top) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    top.close();
  } else if (event.key === 'Tab') {
    keepTabInside(event, top.element);
  }
}

function changed(): void {
  layers.forEach((layer, index) => layer.element.toggleAttribute('inert', index < layers.length - 1));
  if (layers.length > 0) document.addEventListener('keydown', onKeyDown);
  else document.removeEventListener('keydown', onKeyDown);
  listeners.forEach((listener) => listener());
}

function push(layer: Layer): void {
  layers = [...layers, layer];
  changed();
  const start = layer.element.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(layer.element)[0] ?? layer.element;
  start.focus();
}

function remove(layer: Layer): void {
  const index = layers.indexOf(layer);
  if (index === -1) return;
  layers = layers.filter((other) => other !== layer);
  changed();
  const above = layers[index];
  if (above) {
    // It closed under another dialog, which opened from inside it: that one now returns focus here.
    if (!above.returnTo || layer.element.contains(above.returnTo)) above.returnTo = layer.returnTo;
    return;
  }
  const top = layers.at(-1);
  const returnTo = layer.returnTo?.isConnected && (!top || top.element.contains(layer.returnTo)) ? layer.returnTo : top?.element;
  returnTo?.focus();
}

const isTop = (layer: Layer | null) => layer !== null && layers.at(-1) === layer;

/**
 * Puts the dialog in `container` on the layer while `open`: focus moves in (to the element marked
 * `data-autofocus`, else the first focusable one), the page behind stops scrolling, Escape calls
 * `onClose` while it is on top, and on leaving focus returns to where it was. Returns `dismiss`, for
 * its close button and its outside (backdrop): it calls `onClose` only while the dialog is on top.
 */
export function useDialog(container: RefObject<HTMLElement | null>, open: boolean, kind: DialogKind, onClose: () => void): () => void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const layer = useRef<Layer | null>(null);
  useScrollLock(open);

  useEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry: Layer = { element, kind, close: () => close.current(), returnTo };
    layer.current = entry;
    push(entry);
    return () => {
      layer.current = null;
      remove(entry);
    };
  }, [open, kind, container]);

  return useCallback(() => {
    if (isTop(layer.current)) close.current();
  }, []);
}

/**
 * For a route that opens a panel whose code loads first: while `active`, a panel counts as open,
 * so a notice does not slip in before it.
 */
export function usePanelOpening(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    panelsOpening += 1;
    changed();
    return () => {
      panelsOpening -= 1;
      changed();
    };
  }, [active]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const panelOpen = () => panelsOpening > 0 || layers.some((layer) => layer.kind === 'panel');

/** Whether a panel is open or opening: a notice that should not cover it waits until this is false. */
export function usePanelOpen(): boolean {
  return useSyncExternalStore(subscribe, panelOpen);
}
