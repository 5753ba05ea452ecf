import { SHOW_TIME_ZONE, dateTimeFormat, namedTime, zoneName } from '@awards/contracts';

/** The zone the organiser's browser runs in, which the backstage gives its times in. */
export const organiserZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface ZonedOptions {
  /** The zone to read the time in: the organiser's own unless given (UTC for a seal). */
  zone?: string;
  /** The zone given alongside where it reads differently: the show's unless null. */
  alongside?: string | null;
  /** To the second, for moments seconds apart (a burst of votes). */
  seconds?: boolean;
  /** Without the date, for a moment today; the show's time still gets one if it falls on another day. */
  timeOnly?: boolean;
}

/** A moment's calendar day in a zone, to compare. */
export const dayOf = (date: Date, timeZone: string) => dateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);

/**
 * Instants from the API (UTC) as the backstage shows them: in the organiser's zone, named, and the
 * same in the show's zone after a middle dot where that reads differently — its date only when it
 * falls on another day ("27 feb 2027, 10:00 (EST) · 16:00 (CET)"). Two instants make a range.
 */
export const formatZoned = (instants: string | [string, string], locale: string, options: ZonedOptions = {}) => zonedParts(instants, locale, options).join(' · ');

/** The same as its parts: the organiser's time, and the show's where it reads differently. */
export function zonedParts(instants: string | [string, string], locale: string, { zone = organiserZone(), alongside = SHOW_TIME_ZONE, seconds = false, timeOnly = false }: ZonedOptions = {}): [string] | [string, string] {
  const [start, end] = (typeof instants === 'string' ? [instants] : instants).map((iso) => new Date(iso)) as [Date, Date | undefined];
  const timeStyle = seconds ? 'medium' : 'short';
  const inZone = (timeZone: string, withDate: boolean) => {
    const format = dateTimeFormat(locale, withDate ? { dateStyle: 'medium', timeStyle, timeZone } : { timeStyle, timeZone });
    return namedTime(end ? format.formatRange(start, end) : format.format(start), zoneName(start, locale, timeZone), locale);
  };
  const own = inZone(zone, !timeOnly);
  if (!alongside) return [own];
  const sameDays = dayOf(start, zone) === dayOf(start, alongside) && (!end || dayOf(end, zone) === dayOf(end, alongside));
  const other = inZone(alongside, !sameDays);
  return other === inZone(zone, !sameDays) ? [own] : [own, other];
}
