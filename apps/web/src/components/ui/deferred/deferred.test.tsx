import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from './deferred';

let reveal: (visible: boolean) => void = () => {};

class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    reveal = (visible) => callback([{ isIntersecting: visible }]);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('a deferred section', () => {
  it('renders its content only once its place nears the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <Deferred>
        <p>Contact form</p>
      </Deferred>,
    );
    act(() => reveal(false));
    expect(screen.queryByText('Contact form')).toBeNull();
    act(() => reveal(true));
    expect(screen.getByText('Contact form')).toBeInTheDocument();
  });

  it('renders at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <Deferred>
        <p>Contact form</p>
      </Deferred>,
    );
    expect(screen.getByText('Contact form')).toBeInTheDocument();
  });
});
