import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { describeOnlyOn } from '../../../test/harness';
import { migrationsBefore, migrationsFolder } from './migrations-before';

describeOnlyOn('pglite', 'the migration of the Legends blocks into content', () => {
  it('moves the blocks’ texts and the streamers’ nicknames and photos into content, in the blocks’ order, and keeps the guesses', async () => {
    const before = migrationsBefore('0005');
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`insert into legend_blocks (id, order_id, closes_at) values (1, 2, now()), (2, 1, now())`);
      await db.execute(sql`insert into legend_block_translations (block_id, language_id, title, description) values
        (1, 1, 'Comeback', 'Back stronger.'), (1, 3, 'Возвращение', 'Сильнее.'), (2, 1, 'Marathon', 'The longest stream.')`);
      await db.execute(sql`insert into legend_streamers (id, block_id, nickname, photo, sort) values
        (1, 1, 'Nova', 'legend-nova', 1), (2, 1, 'Rosa', 'legend-rosa', 0), (3, 2, 'Max', 'legend-max', 0)`);
      await db.execute(sql`insert into users (id, email, name) values (1, 'ada@example.org', 'Ada')`);
      await db.execute(sql`insert into legend_guesses (block_id, streamer_id, user_id) values (1, 2, 1)`);

      await migrate(db, { migrationsFolder });

      const rows = await db.execute<{ collection: string; data: Record<string, unknown> }>(sql`select collection, data from content_items order by collection, id`);
      const of = (collection: string) => rows.rows.filter((row) => row.collection === collection).map((row) => row.data);
      expect(of('legend_blocks')).toEqual([
        {
          id: 1,
          sort: 2,
          translations: [
            { id: 1, legend_blocks_id: 1, languages_code: 'EN', title: 'Comeback', description: 'Back stronger.' },
            { id: 3, legend_blocks_id: 1, languages_code: 'RU', title: 'Возвращение', description: 'Сильнее.' },
          ],
        },
        { id: 2, sort: 1, translations: [{ id: 5, legend_blocks_id: 2, languages_code: 'EN', title: 'Marathon', description: 'The longest stream.' }] },
      ]);
      expect(of('legend_streamers')).toEqual([
        { id: 1, sort: 3, block_id: 1, nickname: 'Nova', photo: 'legend-nova' },
        { id: 2, sort: 2, block_id: 1, nickname: 'Rosa', photo: 'legend-rosa' },
        { id: 3, sort: 1, block_id: 2, nickname: 'Max', photo: 'legend-max' },
      ]);
      expect((await db.execute(sql`select streamer_id from legend_guesses`)).rows).toEqual([{ streamer_id: 2 }]);
      expect((await db.execute(sql`select * from legend_streamers order by id`)).rows).toEqual([
        { id: 1, block_id: 1 },
        { id: 2, block_id: 1 },
        { id: 3, block_id: 2 },
      ]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
