import type { LanguageCode } from './languages';
import type { SeasonCalendar } from './season-calendar';
import { MOMENT_STYLES, showMoment, type MomentStyle } from './show-time';

/**
 * The season's moments a text may quote: `{applications.end}` in a FAQ answer is written, in the
 * reader's language, as the date the organisers last saved on the Season page, so that no text
 * carries a date typed by hand that the season could leave behind. A style after a colon
 * (`{show.start:time}`) picks how it is written (show-time.ts); the date and the time by default.
 */
export const SEASON_PLACEHOLDERS = [
  'applications.start',
  'applications.end',
  'round.longlist.start',
  'round.longlist.end',
  'round.shortlist.start',
  'round.shortlist.end',
  'show.start',
  'show.end',
] as const;
export type SeasonPlaceholder = (typeof SEASON_PLACEHOLDERS)[number];

/** One placeholder as a text writes it, known or not. */
export interface PlaceholderUse {
  /** As written, braces included: `{show.start:time}`. */
  token: string;
  name: string;
  /** After the colon, if any. */
  style: string | undefined;
}

/**
 * Anything a writer would mean as a placeholder: a name of letters, digits, dots and hyphens in
 * single braces, with a style after a colon. Double braces (`{{count}}`) are the catalogues' own
 * interpolation, never a season's date.
 */
const CANDIDATE = /(?<!\{)\{([A-Za-z][\w.-]*)(?::([\w-]*))?\}(?!\})/g;

const isPlaceholder = (name: string): name is SeasonPlaceholder => (SEASON_PLACEHOLDERS as readonly string[]).includes(name);
const isStyle = (style: string): style is MomentStyle => (MOMENT_STYLES as readonly string[]).includes(style);

/** Every placeholder a text holds, in order, known or not. */
export function placeholdersIn(text: string): PlaceholderUse[] {
  if (!text.includes('{')) return [];
  return [...text.matchAll(CANDIDATE)].map(([token, name, style]) => ({ token, name: name!, style }));
}

/** The placeholders of a text that name no moment of the season or no style, each once, as written. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = placeholdersIn(text).filter(({ name, style }) => !isPlaceholder(name) || (style !== undefined && !isStyle(style)));
  return [...new Set(unknown.map(({ token }) => token))];
}

/** The instant a placeholder names in a season; none for a round the season does not hold. */
export function placeholderMoment(calendar: SeasonCalendar, name: SeasonPlaceholder): string | undefined {
  const [part, kind, end] = name.split('.') as [string, string, string | undefined];
  const window = part === 'applications' ? calendar.applications : part === 'show' ? calendar.live : calendar.rounds.find((round) => round.kind === kind);
  if (!window) return undefined;
  return (end ?? kind) === 'start' ? window.startsAt : window.endsAt;
}

/**
 * A text with each placeholder written as its moment in `language`, in the show's zone. An unknown
 * placeholder, which the editor refuses to save, is left as written rather than dropped.
 */
export function renderSeasonText(text: string, calendar: SeasonCalendar, language: LanguageCode): string {
  if (!text.includes('{')) return text;
  return text.replace(CANDIDATE, (token, name: string, style: string | undefined) => {
    if (!isPlaceholder(name) || (style !== undefined && !isStyle(style))) return token;
    const moment = placeholderMoment(calendar, name);
    return moment === undefined ? token : showMoment(moment, language, style as MomentStyle | undefined);
  });
}
