import { afterEach, describe, expect, it } from 'vitest';
import { formatShowTime, showStatus } from './show-time';

const SHOW = { startsAt: '2027-02-20T20:00:00Z', endsAt: '2027-02-20T23:00:00Z' };
const at = (iso: string) => Date.parse(iso);

describe("the show's status", () => {
  it('is upcoming before the start, live from the start, over from the end', () => {
    expect(showStatus(SHOW, at('2027-02-20T19:59:59Z'))).toBe('upcoming');
    expect(showStatus(SHOW, at('2027-02-20T20:00:00Z'))).toBe('live');
    expect(showStatus(SHOW, at('2027-02-20T22:59:59Z'))).toBe('live');
    expect(showStatus(SHOW, at('2027-02-20T23:00:00Z'))).toBe('over');
    expect(showStatus(SHOW, at('2028-01-01T00:00:00Z'))).toBe('over');
  });

  it('reads the times as instants, whatever offset the settings write them with', () => {
    const show = { startsAt: '2027-02-20T21:00:00+01:00', endsAt: '2027-02-21T00:00:00+01:00' };
    expect(showStatus(show, at('2027-02-20T19:59:59Z'))).toBe('upcoming');
    expect(showStatus(show, at('2027-02-20T20:00:00Z'))).toBe('live');
  });
});

describe("the show's start time", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('is given in the zone asked for, in the language shown, with the zone named', () => {
    expect(formatShowTime(SHOW.startsAt, 'es', 'Europe/Madrid')).toBe('20 de febrero de 2027 a las 21:00 (CET)');
    expect(formatShowTime(SHOW.startsAt, 'en', 'America/New_York')).toBe('February 20, 2027 at 3:00 PM (EST)');
    expect(formatShowTime(SHOW.startsAt, 'pt', 'America/Sao_Paulo')).toBe('20 de fevereiro de 2027 às 17:00 (BRT)');
    expect(formatShowTime(SHOW.startsAt, 'en', 'UTC')).toBe('February 20, 2027 at 8:00 PM (UTC)');
  });

  it("names the zone as the backstage does where the language's short name would only be an offset: Europe's abbreviation, else the place", () => {
    expect(formatShowTime(SHOW.startsAt, 'en', 'Europe/Berlin')).toBe('February 20, 2027 at 9:00 PM (CET)');
    expect(formatShowTime(SHOW.startsAt, 'ru', 'Europe/Moscow')).toBe('20 февраля 2027 г. в 23:00 (Москва)');
    expect(formatShowTime(SHOW.startsAt, 'pt', 'Europe/Lisbon')).toBe('20 de fevereiro de 2027 às 20:00 (WET)');
  });

  it("follows the zone's summer time", () => {
    expect(formatShowTime('2027-07-20T19:00:00Z', 'es', 'Europe/Madrid')).toBe('20 de julio de 2027 a las 21:00 (CEST)');
    expect(formatShowTime('2027-07-20T19:00:00Z', 'en', 'Europe/Berlin')).toBe('July 20, 2027 at 9:00 PM (CEST)');
  });

  it("uses the visitor's own zone when none is given: the date moves with it", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatShowTime(SHOW.startsAt, 'en')).toBe('February 21, 2027 at 5:00 AM (Japan Time)');
    process.env.TZ = 'America/Sao_Paulo';
    expect(formatShowTime(SHOW.startsAt, 'ru')).toBe('20 февраля 2027 г. в 17:00 (Сан-Паулу)');
  });
});
