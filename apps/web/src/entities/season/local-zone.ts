/**
 * The time zone the organiser's browser runs in, as the backstage names it beside the season's
 * times: its IANA name, with the language's short name for it where that says more ("Europe/Madrid
 * (CET)" in Spanish, "Europe/Madrid (GMT+1)" in English, plain "UTC").
 */
export function localZoneName(locale: string, now = new Date()): string {
  const format = new Intl.DateTimeFormat(locale, { timeZoneName: 'short' });
  const zone = format.resolvedOptions().timeZone;
  const short = format.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== zone ? `${zone} (${short})` : zone;
}
