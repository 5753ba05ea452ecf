import { describe, expect, it } from 'vitest';
import { toCamel, type LegendBlock as WireBlock } from '@awards/contracts';
import { legendBlockText, toLegendBlock, toLegendBlocks } from './get-legend-blocks';

/** A block as the server sends it, snake_case, its translations naming their language by id. */
const wire = (id: number, order: number, extra: Record<string, unknown> = {}) =>
  toCamel({
    id,
    order_id: order,
    closes_at: '2027-01-01T00:00:00.000Z',
    streamers: [
      { id: 1, photo: 'legend-a', nickname: 'Ana', votes: 3, voted: false },
      { id: 2, photo: 'legend-b', nickname: 'Bo', votes: 1, voted: true },
    ],
    translations: [
      { id: 1, title: 'Comeback of the year', description: 'Returned stronger.', Language: { ID: 1 } },
      { id: 2, title: 'Regreso del año', description: '  ', Language: { ID: 2 } },
      { id: 3, title: 'Возвращение года', description: 'Вернулся сильнее.', Language: { ID: 3 } },
      { id: 9, title: 'Unknown', description: 'Unknown', Language: { ID: 9 } },
    ],
    ...extra,
  }) as WireBlock;

describe('the legend blocks', () => {
  it('key their texts by language code from the language ids (EN=1, SP=2, RU=3, PT=4), dropping unknown ids', () => {
    const block = toLegendBlock(wire(7, 1));
    expect(Object.keys(block.texts)).toEqual(['EN', 'SP', 'RU']);
    expect(block.texts.RU).toEqual({ title: 'Возвращение года', description: 'Вернулся сильнее.' });
    expect(block).toMatchObject({ id: 7, orderId: 1, closesAt: '2027-01-01T00:00:00.000Z', legendStreamerId: undefined });
  });

  it("call the wire's votes and voted guesses and guessed", () => {
    expect(toLegendBlock(wire(7, 1)).streamers).toEqual([
      { id: 1, photo: 'legend-a', nickname: 'Ana', guesses: 3, guessed: false },
      { id: 2, photo: 'legend-b', nickname: 'Bo', guesses: 1, guessed: true },
    ]);
  });

  it('keep the legend once revealed', () => {
    expect(toLegendBlock(wire(7, 1, { legend_streamer_id: 2 })).legendStreamerId).toBe(2);
  });

  it('come in the editors order (order_id, then id)', () => {
    expect(toLegendBlocks([wire(1, 3), wire(2, 1), wire(4, 2), wire(3, 2)]).map((block) => block.id)).toEqual([2, 3, 4, 1]);
  });

  it('read their texts in the selected language, field by field from English where missing or blank', () => {
    const block = toLegendBlock(wire(1, 1));
    expect(legendBlockText(block, 'RU')).toEqual({ title: 'Возвращение года', description: 'Вернулся сильнее.' });
    expect(legendBlockText(block, 'SP')).toEqual({ title: 'Regreso del año', description: 'Returned stronger.' });
    expect(legendBlockText(block, 'PT')).toEqual({ title: 'Comeback of the year', description: 'Returned stronger.' });
  });
});
