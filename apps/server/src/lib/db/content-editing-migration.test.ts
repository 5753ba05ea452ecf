import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { describeOnlyOn } from '../../../test/harness';
import { migrationsBefore, migrationsFolder } from './migrations-before';

describeOnlyOn('pglite', 'the content editor’s migration of a database already in use', () => {
  it('moves the site’s links and last edition’s winners into content, adds the highlights, and turns "/n" into paragraphs', async () => {
    const before = migrationsBefore('0004');
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: before });
      const winner = { nomination_id: 1, nickname: 'GiggleGrenade', photo: 'winner-1', link_to_page: 'https://twitch.example/giggle', edition: 2025 };
      const stream = { main: { provider: 'twitch', channel: 'main' }, restreams: Object.fromEntries(['EN', 'SP', 'RU', 'PT'].map((code) => [code, { provider: 'kick', channel: code }])) };
      const socials = [
        { network: 'youtube', url: 'https://youtube.example/a' },
        { network: 'discord', url: 'https://discord.example/join' },
      ];
      await db.execute(sql`insert into settings (key, value) values
        ('socials', ${JSON.stringify(socials)}::jsonb), ('stream', ${JSON.stringify(stream)}::jsonb), ('previous_winners', ${JSON.stringify([winner])}::jsonb), ('phases', '{}'::jsonb)`);
      await db.execute(sql`insert into content_items (collection, id, data) values
        ('faq', 1, '{"id":1}'::jsonb), ('key_dates', 1, ${JSON.stringify({ id: 1, translations: [{ description: 'One./nTwo, see https://awards.example/news.' }] })}::jsonb)`);

      await migrate(db, { migrationsFolder });

      const rows = await db.execute<{ collection: string; data: Record<string, unknown> }>(sql`select collection, data from content_items where collection <> 'faq' order by collection, id`);
      const of = (collection: string) => rows.rows.filter((row) => row.collection === collection).map((row) => row.data);
      expect(of('socials')).toEqual([
        { id: 1, sort: 1, network: 'youtube', url: 'https://youtube.example/a' },
        { id: 2, sort: 2, network: 'discord', url: 'https://discord.example/join' },
      ]);
      expect(of('community')).toEqual([{ id: 1, join_url: 'https://discord.example/join' }]);
      expect(of('stream_channels').map((item) => [item.audience, item.provider, item.channel])).toEqual([
        ['main', 'twitch', 'main'],
        ['EN', 'kick', 'EN'],
        ['SP', 'kick', 'SP'],
        ['RU', 'kick', 'RU'],
        ['PT', 'kick', 'PT'],
      ]);
      expect(of('previous_winners')).toEqual([{ id: 1, sort: 1, ...winner }]);
      expect(of('highlights').map((item) => item.year)).toEqual([2024, 2023]);
      expect(of('key_dates')).toEqual([{ id: 1, translations: [{ description: 'One.\n\nTwo, see https://awards.example/news.' }] }]);
      const settings = await db.execute<{ key: string }>(sql`select key from settings`);
      expect(settings.rows).toEqual([{ key: 'phases' }]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });

  it('adds no highlights to a fresh database, whose seed brings them with the rest', async () => {
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder });
      expect((await client.query('select count(*)::int as n from content_items')).rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
    }
  });
});
