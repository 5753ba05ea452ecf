import { describe, expect, it } from 'vitest';
import type { LegendBlock } from '@awards/contracts';
import { blockPhase, blockText, guessOf, languageCodeOfId, normaliseBlock, normaliseBlocks, withGuess } from './blocks';

const raw = (id: number, order: number, extra: Partial<LegendBlock> = {}): LegendBlock => ({
  id,
  order_id: order,
  closes_at: '2027-01-01T00:00:00.000Z',
  streamers: [
    { id: 1, photo: 'legend-a', nickname: 'Ana', votes: 3, voted: false },
    { id: 2, photo: 'legend-b', nickname: 'Bo', votes: 1, voted: false },
  ],
  translations: [
    { id: 1, title: 'Comeback of the year', description: 'Returned stronger.', Language: { ID: 1 } },
    { id: 2, title: 'Regreso del año', description: '', Language: { ID: 2 } },
    { id: 3, title: 'Возвращение года', description: 'Вернулся сильнее.', Language: { ID: 3 } },
    { id: 9, title: 'Unknown', description: 'Unknown', Language: { ID: 9 } },
  ],
  ...extra,
});

describe('Legends of the Year blocks', () => {
  it("map the spec's language ids to codes", () => {
    expect([1, 2, 3, 4, 5].map(languageCodeOfId)).toEqual(['EN', 'SP', 'RU', 'PT', undefined]);
  });

  it('key translations by language code, dropping unknown languages', () => {
    const block = normaliseBlock(raw(7, 1));
    expect(Object.keys(block.translations)).toEqual(['EN', 'SP', 'RU']);
    expect(block).toMatchObject({ id: 7, orderID: 1, closesAt: '2027-01-01T00:00:00.000Z', legendStreamerId: undefined });
  });

  it('come in order_id order', () => {
    expect(normaliseBlocks([raw(1, 3), raw(2, 1), raw(3, 2)]).map((block) => block.id)).toEqual([2, 3, 1]);
  });

  it('read texts in the selected language, field by field from English', () => {
    const block = normaliseBlock(raw(1, 1));
    expect(blockText(block, 'RU')).toEqual({ title: 'Возвращение года', description: 'Вернулся сильнее.' });
    expect(blockText(block, 'SP')).toEqual({ title: 'Regreso del año', description: 'Returned stronger.' });
    expect(blockText(block, 'PT')).toEqual({ title: 'Comeback of the year', description: 'Returned stronger.' });
  });

  it('are open until they close, and revealed once the legend is known', () => {
    const before = Date.parse('2026-12-31T23:59:59Z');
    const after = Date.parse('2027-01-01T00:00:00Z');
    expect(blockPhase(normaliseBlock(raw(1, 1)), before)).toBe('open');
    expect(blockPhase(normaliseBlock(raw(1, 1)), after)).toBe('closed');
    expect(blockPhase(normaliseBlock(raw(1, 1, { legend_streamer_id: 2 })), before)).toBe('revealed');
  });

  it("mark the caller's guess and count it", () => {
    const block = withGuess(normaliseBlock(raw(1, 1)), 2);
    expect(guessOf(block)).toEqual({ id: 2, photo: 'legend-b', nickname: 'Bo', votes: 2, voted: true });
    expect(block.streamers[0]).toMatchObject({ votes: 3, voted: false });
  });
});
