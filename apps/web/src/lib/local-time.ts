/**
 * `datetime-local` inputs hold a wall-clock time without a zone; the backstage's times (the
 * season's, the content's dates) travel as UTC instants. The organiser types in their browser's
 * own zone, which the page names.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant from the API as a `datetime-local` input shows it in the browser's zone, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The instant a `datetime-local` value names in the browser's zone, as ISO UTC. A blank or broken
 * value passes through unchanged, for the schema to call it a missing date.
 */
export function fromLocalInput(local: string): string {
  // Without an offset, a date-time string is read in the browser's own zone.
  const date = LOCAL.test(local) ? new Date(local) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

/**
 * What to send for a field: the time as the server gave it when the organiser left the field as
 * shown (an input keeps minutes only, and a stored time must come back exactly: a sealed round's, a date left as it was), else
 * the instant the field now names.
 */
export const instantFor = (local: string, original: string | undefined) => (original !== undefined && toLocalInput(original) === local ? original : fromLocalInput(local));
