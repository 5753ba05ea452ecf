import { describe, expect, it } from 'vitest';
import { placeholderMoment, placeholdersIn, renderSeasonText, SEASON_PLACEHOLDERS, unknownPlaceholders } from './season-placeholders';
import { SEASON_ACROSS_SUMMER_TIME as calendar, plain } from './testing/season-across-summer-time';

const render = (text: string, language: Parameters<typeof renderSeasonText>[2]) => plain(renderSeasonText(text, calendar, language));

describe('a text quoting the season’s dates', () => {
  it('is written in each language with the date and the time in the show’s zone, named as the date falls across the change of clocks', () => {
    const text = 'Until {applications.end}; the show: {show.start:date}, {show.start:time}.';
    expect(render(text, 'EN')).toBe('Until March 1, 2027, 11:59 PM CET; the show: March 29, 2027, 4:00 PM CEST.');
    expect(render(text, 'SP')).toBe('Until 1 de marzo de 2027, 23:59 (CET); the show: 29 de marzo de 2027, 16:00 (CEST).');
    expect(render(text, 'RU')).toBe('Until 1 марта 2027 г., 23:59 (CET); the show: 29 марта 2027 г., 16:00 (CEST).');
    expect(render(text, 'PT')).toBe('Until 1 de março de 2027, 23h59 (CET); the show: 29 de março de 2027, 16h (CEST).');
  });

  it('gives every round’s start and end, and the short day', () => {
    expect(render('{round.longlist.start:date} – {round.shortlist.end:date}; {show.end:day}', 'EN')).toBe('March 5, 2027 – March 27, 2027; Mar 29');
    expect(render('{round.shortlist.start:day}', 'RU')).toBe('20 мар.');
  });

  it('leaves an unknown placeholder as written, and a placeholder of a round the season lacks', () => {
    expect(render('From {applications.begin} to {show.start:weekday} or {round.longlist.end:date}', 'EN')).toBe('From {applications.begin} to {show.start:weekday} or March 15, 2027');
    expect(renderSeasonText('{round.shortlist.end}', { ...calendar, rounds: calendar.rounds.slice(0, 1) }, 'EN')).toBe('{round.shortlist.end}');
  });

  it('is left as it is when it holds no placeholder, braces of a catalogue’s interpolation included', () => {
    const text = 'Every application is reviewed within 60 hours; {{count}} left.';
    expect(renderSeasonText(text, calendar, 'SP')).toBe(text);
    expect(placeholdersIn(text)).toEqual([]);
  });
});

describe('the placeholders of a text', () => {
  it('are listed in order, each with its style', () => {
    expect(placeholdersIn('{show.start:time} after {applications.end} and {nope}')).toEqual([
      { token: '{show.start:time}', name: 'show.start', style: 'time' },
      { token: '{applications.end}', name: 'applications.end', style: undefined },
      { token: '{nope}', name: 'nope', style: undefined },
    ]);
  });

  it('that name no moment or no style are reported once each, as written', () => {
    expect(unknownPlaceholders('{show.begin} {show.start:week} {show.begin} {show.start:} {show.start:day} {round.final.end}')).toEqual([
      '{show.begin}',
      '{show.start:week}',
      '{show.start:}',
      '{round.final.end}',
    ]);
    expect(unknownPlaceholders('No date here, nor {{count}}.')).toEqual([]);
  });

  it('each name a moment of the season', () => {
    expect(SEASON_PLACEHOLDERS.map((name) => placeholderMoment(calendar, name))).toEqual([
      calendar.applications.startsAt,
      calendar.applications.endsAt,
      calendar.rounds[0]!.startsAt,
      calendar.rounds[0]!.endsAt,
      calendar.rounds[1]!.startsAt,
      calendar.rounds[1]!.endsAt,
      calendar.live.startsAt,
      calendar.live.endsAt,
    ]);
  });
});
