import { zoneName } from '@awards/contracts';
import { organiserZone } from '@/lib/zoned-time';

/**
 * The time zone the organiser's browser runs in, as the backstage names it beside the season's
 * times: its IANA name, with the language's name for it where that says more ("America/New_York
 * (hora de Nueva York)" in Spanish, "Europe/Madrid (CET)", plain "UTC").
 */
export function localZoneName(locale: string, now = new Date()): string {
  const zone = organiserZone();
  const name = zoneName(now, locale, zone);
  return name !== zone ? `${zone} (${name})` : zone;
}
