import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@awards/contracts';
import type { LegendBlock } from '@/entities/legend-blocks/get-legend-blocks';
import { LegendBlockCard } from '@/features/legends/components/legend-block';
import { ResultsList } from '@/features/voting/components/results-list';
import { setLanguage } from '@/lib/i18n';

afterEach(async () => {
  await setLanguage('EN');
  localStorage.clear();
});

/** Each count with the words a reader of the language expects beside it. */
const VOTES: Record<LanguageCode, [number, string][]> = {
  RU: [
    [1, '1 голос'],
    [2, '2 голоса'],
    [5, '5 голосов'],
    [21, '21 голос'],
    [22, '22 голоса'],
    [1234, '1\u00a0234 голоса'],
  ],
  SP: [
    [1, '1 voto'],
    [2, '2 votos'],
  ],
  PT: [
    [1, '1 voto'],
    [2, '2 votos'],
  ],
  EN: [
    [1, '1 vote'],
    [2, '2 votes'],
    [1234, '1,234 votes'],
  ],
};

const GUESSES: Record<LanguageCode, [number, string][]> = {
  RU: [
    [1, '1 прогноз'],
    [2, '2 прогноза'],
    [5, '5 прогнозов'],
    [21, '21 прогноз'],
    [22, '22 прогноза'],
  ],
  SP: [
    [1, '1 predicción'],
    [2, '2 predicciones'],
  ],
  PT: [
    [1, '1 palpite'],
    [2, '2 palpites'],
  ],
  EN: [
    [1, '1 guess'],
    [2, '2 guesses'],
  ],
};

const languages = Object.keys(VOTES) as LanguageCode[];

describe('a count beside a word', () => {
  it.each(languages)('takes the plural form of %s in the voting results', async (language) => {
    await setLanguage(language);
    const rows = VOTES[language].map(([votes], index) => ({
      nominee: { id: index + 1, nickname: `Nominee${index + 1}`, photo: '', linkToPage: '' },
      rank: index + 1,
      votes,
      percentage: 0,
      juryMean: null,
      result: 0,
      tied: false,
      first: false,
    }));
    render(<ResultsList rows={rows} decision={null} roundKind="longlist" myNomineeId={undefined} />);

    const shown = screen.getAllByRole('listitem').map((row) => within(row).getByText(/·/).textContent!.split(' · ')[0]);
    expect(shown).toEqual(VOTES[language].map(([, text]) => text));
  });

  it.each(languages)('takes the plural form of %s in the Legends of the Year guess counts', async (language) => {
    await setLanguage(language);
    const block: LegendBlock = {
      id: 1,
      orderId: 1,
      closesAt: '2999-01-01T00:00:00.000Z',
      texts: { EN: { title: 'Comeback of the year' } },
      streamers: GUESSES[language].map(([guesses], index) => ({ id: index + 1, photo: 'legend', nickname: `Streamer${index + 1}`, guesses, guessed: false })),
    };
    render(<LegendBlockCard block={block} now={Date.parse('2026-12-01T00:00:00Z')} signedIn={false} busy={false} onGuess={() => {}} first />);

    for (const [, text] of GUESSES[language]) expect(screen.getByText(text, { selector: '.legend__count' })).toBeVisible();
  });
});
