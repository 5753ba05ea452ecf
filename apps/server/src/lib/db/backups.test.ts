import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, expect, it } from 'vitest';
import { ContentCollectionDraft } from '@awards/contracts';
import { bearer, createSignedInUser } from '../../../test/accounts';
import { createPostgresDatabase, startTestServer, type TestServer, describeOnlyOn } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { isoVideo } from '../../../test/video-fixtures';
import { entry, setApplicationWindow, submit, uploadedVideoId } from '../../../test/entries';
import { castVote } from '../../../test/voting';

/**
 * The backups of docs/operations.md, run as written there: each block labelled `sh <label>` in
 * that file is run here by bash, with the variables it names. A site with user data beyond its
 * seed is backed up, the original is removed, the backup is restored into a fresh database and
 * DATA_DIR, and a server started on the copy answers every page as the original did.
 */

const OPERATIONS = path.resolve(import.meta.dirname, '../../../../../docs/operations.md');
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const HOUR = 3_600_000;

/** The shell block of docs/operations.md whose info string is `sh <label>`. */
function documented(label: string): string {
  const block = new RegExp(`^\`\`\`sh ${label}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(readFileSync(OPERATIONS, 'utf8'));
  if (!block) throw new Error(`docs/operations.md has no block labelled "sh ${label}"`);
  return block[1]!;
}

/** Runs a documented block as an operator would paste it, stopping at its first failing command; its output. */
async function runDocumented(label: string, env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  return promisify(execFile)('bash', ['-euo', 'pipefail', '-c', documented(label)], {
    // The PostgreSQL tools of the server's major version come first, as the document asks.
    env: { ...process.env, PATH: `${POSTGRES_BIN}:${process.env.PATH}`, ...env },
  });
}

const temporaryDirs: string[] = [];
const temporaryDir = (label: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `awards-${label}-`));
  temporaryDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** What a site holds beyond its seed, and who can read it back. */
interface UserData {
  userToken: string;
  staffToken: string;
  videoId: string;
  imageId: string;
}

/**
 * A user who sent an entry with an uploaded video and voted, and an organiser who published a
 * content edit and uploaded a content image: on a site seeded in the `voting` scenario.
 */
async function addUserData(server: TestServer): Promise<UserData> {
  // The voting scenario has closed the applications: this site takes entries late.
  await setApplicationWindow(server.db, { startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) });
  const { token: userToken } = await createSignedInUser(server, 'backed-up@example.com');
  const videoId = await uploadedVideoId(server, userToken, isoVideo({ mediaBytes: 200_000 }));
  expect((await submit(server, userToken, entry({ link_to_media: undefined, video_id: videoId }))).status).toBe(201);
  const ballot = (await (await server.api('/api/v2/voting/1')).json()) as { nominees: { id: number }[] };
  expect((await castVote(server, 1, ballot.nominees[1]!.id, userToken)).status).toBe(201);

  const { staffToken } = await createStaffMember(server, 'backup-organiser@awards.test', ['organiser']);
  const draft = ContentCollectionDraft.parse(await (await backstage(server, staffToken, '/api/v2/backstage/content/collections/faq')).json());
  const item = draft.items.find((candidate) => candidate.id === 1)!;
  const texts = item.texts as Record<string, Record<string, string>>;
  const saved = await backstage(server, staffToken, '/api/v2/backstage/content/collections/faq/items/1', {
    method: 'PUT',
    body: { values: item.values, texts: { ...texts, RU: { ...texts.RU, answer: 'Ответ, который переживёт восстановление.' } } },
  });
  expect(saved.status).toBe(200);
  expect((await backstage(server, staffToken, '/api/v2/backstage/content/publish', { method: 'POST' })).status).toBe(200);
  const form = new FormData();
  const picture = await sharp({ create: { width: 320, height: 160, channels: 3, background: '#d4a017' } }).png().toBuffer();
  form.append('image', new Blob([Uint8Array.from(picture)], { type: 'image/png' }), 'partner.png');
  const image = await server.api('/api/v2/backstage/content/images?slot=logo', { method: 'POST', headers: bearer(staffToken), body: form });
  expect(image.status).toBe(201);
  const { id: imageId } = (await image.json()) as { id: string };
  return { userToken, staffToken, videoId, imageId };
}

/** Pages whose answers must survive: JSON as it came, other bodies by their SHA-256. */
async function answers(server: TestServer, data: UserData): Promise<Record<string, { status: number; body: unknown }>> {
  const user = bearer(data.userToken);
  const staff = bearer(data.staffToken);
  const pages: [string, Record<string, string>][] = [
    ['/api/v2/settings', {}],
    ['/api/v2/home', {}],
    ['/api/v1/nomination/all', {}],
    ['/api/v2/voting/current', {}],
    ['/api/v2/voting/1', user],
    ['/api/v2/loty/', {}],
    ['/content/items/faq?fields=translations.*', {}],
    ['/api/v2/user/me', user],
    ['/api/v2/application/', user],
    [`/api/v2/application/video/${data.videoId}`, user],
    [`/content/assets/${data.imageId}`, {}],
    ['/api/v2/backstage/content/versions', staff],
  ];
  const answered = await Promise.all(
    pages.map(async ([page, headers]) => {
      const response = await server.api(page, { headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      const json = response.headers.get('content-type')?.startsWith('application/json');
      return [page, { status: response.status, body: json ? JSON.parse(bytes.toString('utf8')) : createHash('sha256').update(bytes).digest('hex') }] as const;
    }),
  );
  return Object.fromEntries(answered);
}

/**
 * Adds the user data to the running site and reads every page, then runs `whileRunning` (a backup,
 * or an attempt at one); the server is closed whatever happens. Answers the data and the pages.
 */
async function recordThenClose(server: TestServer, whileRunning: () => Promise<void>) {
  try {
    const data = await addUserData(server);
    const before = await answers(server, data);
    await whileRunning();
    return { data, before };
  } finally {
    await server.close();
  }
}

/** The restored site answers every page as the original did; it is closed afterwards. */
async function expectSameAnswers(restored: TestServer, data: UserData, before: Awaited<ReturnType<typeof answers>>) {
  try {
    expect(await answers(restored, data)).toEqual(before);
  } finally {
    await restored.close();
  }
}

describeOnlyOn('postgres', 'a site on PostgreSQL, backed up and restored as docs/operations.md says', () => {
  it('answers every page from the restored database and DATA_DIR as before, the uploaded video and the content image included', async () => {
    const jwtSecret = randomBytes(32).toString('hex');
    const original = await startTestServer({ scenario: 'voting', env: { JWT_SECRET: jwtSecret } });
    const backup = temporaryDir('backup');
    // Taken while the server runs: pg_dump reads one consistent snapshot.
    const { data, before } = await recordThenClose(original, async () => {
      await runDocumented('backup-postgres', { DATABASE_URL: original.databaseUrl!, DATA_DIR: original.config.dataDir, BACKUP: backup });
    });
    // Its DATA_DIR went with it: the files must come back from the backup.
    expect(existsSync(original.config.dataDir)).toBe(false);
    expect(before[`/api/v2/application/video/${data.videoId}`]!.status).toBe(200);

    const restoredUrl = await createPostgresDatabase();
    const restoredDir = temporaryDir('restored');
    await runDocumented('restore-postgres', { DATABASE_URL: restoredUrl, DATA_DIR: restoredDir, BACKUP: backup });
    await expectSameAnswers(await startTestServer({ databaseUrl: restoredUrl, env: { JWT_SECRET: jwtSecret, DATA_DIR: restoredDir } }), data, before);
  });
});

describeOnlyOn('pglite', 'an embedded (PGlite) site, backed up and restored as docs/operations.md says', () => {
  it('is not copied while its server runs, and once stopped answers every page from the restored DATA_DIR as before', async () => {
    const dataDir = temporaryDir('data');
    // No JWT_SECRET: the development key is made in DATA_DIR, and its copy must keep users signed in.
    const original = await startTestServer({ scenario: 'voting', dataDir, env: { JWT_SECRET: undefined } });
    const backup = temporaryDir('backup');
    const { data, before } = await recordThenClose(original, async () => {
      const refused = await runDocumented('backup-embedded', { DATA_DIR: dataDir, BACKUP: backup });
      expect(refused.stderr).toMatch(/stop it first/);
      expect(existsSync(path.join(backup, 'data-dir.tar.gz'))).toBe(false);
    });
    await runDocumented('backup-embedded', { DATA_DIR: dataDir, BACKUP: backup });
    rmSync(dataDir, { recursive: true, force: true });

    const restoredDir = path.join(temporaryDir('restored'), 'data');
    await runDocumented('restore-embedded', { DATA_DIR: restoredDir, BACKUP: backup });
    await expectSameAnswers(await startTestServer({ dataDir: restoredDir, env: { JWT_SECRET: undefined } }), data, before);
  });
});
