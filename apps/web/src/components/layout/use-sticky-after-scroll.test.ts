import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStickyAfterScroll } from './use-sticky-after-scroll';

afterEach(() => vi.unstubAllGlobals());

const frames: FrameRequestCallback[] = [];

/** Scrolls, then lets the browser paint the next frame. */
function scrollTo(y: number) {
  vi.stubGlobal('scrollY', y);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    frames.splice(0).forEach((frame) => frame(0));
  });
}

describe('the sticky header', () => {
  it('sticks once the page has scrolled past its own height plus one viewport height', () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('innerHeight', 800);
    const shell = { current: { offsetHeight: 72 } as HTMLElement };
    const { result } = renderHook(() => useStickyAfterScroll(shell));
    expect(result.current).toBe(false);
    scrollTo(872);
    expect(result.current).toBe(false);
    scrollTo(873);
    expect(result.current).toBe(true);
    scrollTo(10);
    expect(result.current).toBe(false);
  });
});
