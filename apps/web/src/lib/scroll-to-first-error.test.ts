import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToFirstError } from './scroll-to-first-error';

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

function form() {
  document.body.innerHTML = `
    <form>
      <input name="name" />
      <input name="email" />
      <textarea name="comments"></textarea>
    </form>`;
  const element = document.querySelector('form')!;
  const scrolled: string[] = [];
  element.querySelectorAll<HTMLElement>('[name]').forEach((field) => {
    field.scrollIntoView = vi.fn(() => scrolled.push(field.getAttribute('name')!));
  });
  return { element, scrolled };
}

describe('scrolling to the first error', () => {
  it('goes to the invalid field that comes first on the page, not the first one named, and focuses it', () => {
    const { element, scrolled } = form();
    const target = scrollToFirstError(element, ['comments', 'email']);
    expect(scrolled).toEqual(['email']);
    expect(target).toBe(document.activeElement);
  });

  it('does nothing when no field is invalid', () => {
    const { element, scrolled } = form();
    expect(scrollToFirstError(element, [])).toBeNull();
    expect(scrolled).toEqual([]);
  });

  it('keeps following the field while sections above it load, so that it ends in view', () => {
    const { element, scrolled } = form();
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 20_000, configurable: true });
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const email = element.querySelector<HTMLElement>('[name=email]')!;
    let top = 3000;
    email.getBoundingClientRect = () => ({ top, height: 40 }) as DOMRect;
    scrollToFirstError(element, ['email']);
    // A deferred section above the field draws its content: the page grows, the field moves down.
    top = 4200;
    for (const callback of resized) callback();
    expect(scrolled).toEqual(['email', 'email']);
    vi.unstubAllGlobals();
  });
});
