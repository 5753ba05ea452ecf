import { followElement } from './follow-anchor';

/**
 * An invalid submit scrolls smoothly to the first error; forms get this through `submitHandler`
 * (submit-handler.ts). The first field in page order wins, not the first key, and it gets the
 * focus so that screen readers announce its error. The field is followed while the page settles:
 * on a long page, sections the scroll passes load and would push it out of sight.
 */
export function scrollToFirstError(form: HTMLElement | null, invalidNames: readonly string[]): HTMLElement | null {
  if (!form || invalidNames.length === 0) return null;
  const names = new Set(invalidNames);
  const first = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((field) => names.has(field.getAttribute('name') ?? ''));
  if (!first) return null;
  followElement(() => first, 'center');
  first.focus({ preventScroll: true });
  return first;
}
