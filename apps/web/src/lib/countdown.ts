export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export const COUNTDOWN_TICK_MS = 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Time left until `end` (an ISO date-time; the content service gives UTC) as of `now` (epoch
 * milliseconds, which are UTC whatever the visitor's time zone), each part zero-padded to two
 * digits. Past the end, or with no valid end, every part is 00.
 */
export function countdownParts(end: string | null | undefined, now: number): CountdownParts {
  const endsAt = end ? Date.parse(end) : NaN;
  const left = Number.isNaN(endsAt) ? 0 : Math.max(0, endsAt - now);
  return {
    // More than 99 days keeps all its digits: padding only ever adds.
    days: pad(Math.floor(left / DAY)),
    hours: pad(Math.floor((left % DAY) / HOUR)),
    minutes: pad(Math.floor((left % HOUR) / MINUTE)),
    seconds: pad(Math.floor((left % MINUTE) / SECOND)),
  };
}
