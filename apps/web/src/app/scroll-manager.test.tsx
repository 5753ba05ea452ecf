import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_LIMIT, SETTLE_TIME } from '@/lib/follow-anchor';
import { ScrollManager } from './scroll-manager';

/** jsdom has no ResizeObserver: this one reports a change of the page's height when told to. */
const observers = new Set<() => void>();
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.add(this.callback);
  }
  disconnect() {
    observers.delete(this.callback);
  }
}
const pageResizes = () => act(() => observers.forEach((callback) => callback()));

/** jsdom does no layout: the contact section sits wherever the test says. */
let contactTop = 0;
let scrolls: { id: string; behavior?: ScrollBehavior }[] = [];
let showContact = () => {};

/** A home page whose contact section comes late, with the scroll manager the root layout would hold. */
function LateHome() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    showContact = () => setLoaded(true);
  }, []);
  return (
    <>
      <ScrollManager />
      <Link to="/home#nominations">Choose a nomination</Link>
      <div id="nominations" />
      {loaded && <section id="contact" />}
    </>
  );
}

function renderAt(path: string) {
  const routes = [{ id: 'Home', path: '/home', element: <LateHome /> }];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

beforeEach(() => {
  contactTop = 0;
  scrolls = [];
  observers.clear();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolls.push({ id: this.id, behavior: typeof options === 'object' ? options.behavior : undefined });
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: this.id === 'contact' ? contactTop : 0 } as DOMRect;
  });
});

afterEach(() => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('opening a home page address with a hash', () => {
  it('waits for a section that loads late, then scrolls smoothly to it', async () => {
    renderAt('/home#contact');
    expect(scrolls).toEqual([]);
    act(() => showContact());
    await waitFor(() => expect(scrolls).toEqual([{ id: 'contact', behavior: 'smooth' }]));
  });

  it('keeps the section in place while the content above it grows, at once, until the visitor scrolls', async () => {
    renderAt('/home#contact');
    act(() => showContact());
    await waitFor(() => expect(scrolls).toHaveLength(1));
    pageResizes();
    expect(scrolls).toHaveLength(1);
    contactTop = 2400;
    pageResizes();
    expect(scrolls).toEqual([{ id: 'contact', behavior: 'smooth' }, { id: 'contact', behavior: 'instant' }]);

    fireEvent.wheel(window);
    contactTop = 3100;
    pageResizes();
    expect(scrolls).toHaveLength(2);
  });

  it('scrolls on when the page grows below a section it could not yet reach, near the end of the page', async () => {
    contactTop = 5000;
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
    renderAt('/home#contact');
    act(() => showContact());
    await waitFor(() => expect(scrolls).toHaveLength(1));
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 6000 });
    pageResizes();
    expect(scrolls).toHaveLength(2);
  });

  it('lets the page be once the section has stayed put for a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderAt('/home#contact');
    await act(async () => showContact());
    act(() => vi.advanceTimersByTime(SETTLE_TIME - 1));
    contactTop = 2400;
    pageResizes();
    expect(scrolls).toHaveLength(2);

    act(() => vi.advanceTimersByTime(SETTLE_TIME));
    contactTop = 3100;
    pageResizes();
    expect(scrolls).toHaveLength(2);
  });

  it('lets the page be after a while even if it never settles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderAt('/home#contact');
    await act(async () => showContact());
    for (let elapsed = 0; elapsed < FOLLOW_LIMIT; elapsed += 1000) {
      act(() => vi.advanceTimersByTime(1000));
      contactTop += 100;
      pageResizes();
    }
    const followed = scrolls.length;
    contactTop += 100;
    pageResizes();
    expect(scrolls).toHaveLength(followed);
  });

  it('jumps instead of gliding for visitors who ask for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    renderAt('/home#contact');
    act(() => showContact());
    await waitFor(() => expect(scrolls).toEqual([{ id: 'contact', behavior: 'auto' }]));
  });
});

describe('a hash link on the home page', () => {
  it('scrolls to its section', async () => {
    renderAt('/home');
    await userEvent.click(screen.getByRole('link', { name: 'Choose a nomination' }));
    expect(scrolls).toEqual([{ id: 'nominations', behavior: 'smooth' }]);
  });
});
