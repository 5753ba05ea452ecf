import { describe, expect, it } from 'vitest';
import { lotyText, toLotyItems } from './get-loty-list';

const row = (id: number, languageId: number, title: string) => ({ id, title, description: `${title}.`, Language: { ID: languageId } });

describe('the Legends of the Year list', () => {
  const items = toLotyItems([
    { id: 2, order_id: 2, translations: [row(5, 1, 'Marathon of the year')] },
    { id: 1, order_id: 1, translations: [row(1, 1, 'Comeback of the year'), row(2, 2, 'Regreso del año'), row(3, 3, 'Возвращение года'), row(4, 4, '')] },
  ]);

  it('keys translations by language code from the language ids (EN=1, SP=2, RU=3, PT=4), in block order', () => {
    expect(items.map((item) => item.id)).toEqual([1, 2]);
    expect(items[0]!.translations.SP?.title).toBe('Regreso del año');
    expect(items[0]!.translations.RU?.title).toBe('Возвращение года');
  });

  it('reads the selected language, English where that one is missing or blank', () => {
    expect(lotyText(items[0]!, 'RU').title).toBe('Возвращение года');
    expect(lotyText(items[0]!, 'PT').title).toBe('Comeback of the year');
    expect(lotyText(items[1]!, 'SP')).toEqual({ title: 'Marathon of the year', description: 'Marathon of the year.' });
  });
});
