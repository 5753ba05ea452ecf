import { readdir, rm } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { toSnake } from '@awards/contracts';
import type { Database } from '../src/lib/db/client';
import { settings } from '../src/modules/settings/tables';
import { readSetting } from '../src/modules/settings';
import { bearer, createSignedInUser } from './accounts';
import { passingCaptcha } from './fake-captcha';
import type { TestServer } from './harness';

/** A body `POST /api/v2/application/new` accepts, with a link to the media. */
export const entry = (overrides: Record<string, unknown> = {}) => ({
  nickname: 'Lucky Lena',
  link_to_page: 'https://twitch.tv/luckylena',
  link_to_media: 'https://youtu.be/dQw4w9WgXcQ',
  comments: 'Her reaction to the 500x win',
  nomination_id: 1,
  time_code: '01:23:45',
  captcha_token: passingCaptcha('submit_application'),
  action: 'submit_application',
  ...overrides,
});

let applicants = 0;

/**
 * A signed-in user with an address no earlier test used: an entry's receipt is mailed after the
 * answer, so it may land after the next test has cleared the inbox, where it must not be taken
 * for that test's sign-up mail.
 */
export async function newApplicant(server: TestServer, name = 'applicant') {
  return createSignedInUser(server, `${name}-${++applicants}@example.com`);
}

/** Before each test of a file sharing one server: no applications or uploads left, and a new applicant. */
export async function cleanSlate(server: TestServer, name?: string) {
  await server.reset();
  await removeVideoFiles(server);
  return newApplicant(server, name);
}

export const submit = (server: TestServer, token: string, body: unknown, headers: Record<string, string> = {}) =>
  server.post('/api/v2/application/new', body, { ...bearer(token), ...headers });

export const myApplications = (server: TestServer, token: string) => server.api('/api/v2/application/', { headers: bearer(token) });

/** Uploads `bytes` as a multipart file, by default in the field `video` named `clip.mp4`. */
export function uploadVideo(server: TestServer, token: string | null, bytes: Uint8Array, file: { field?: string; name?: string; type?: string } = {}) {
  const form = new FormData();
  form.append(file.field ?? 'video', new Blob([Uint8Array.from(bytes)], { type: file.type ?? 'video/mp4' }), file.name ?? 'clip.mp4');
  return server.api('/api/v2/application/video', { method: 'POST', headers: token ? bearer(token) : {}, body: form });
}

/** Uploads `bytes` and returns the new video's id. */
export async function uploadedVideoId(server: TestServer, token: string, bytes: Uint8Array): Promise<string> {
  const response = await uploadVideo(server, token, bytes);
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { video_id: string }).video_id;
}

/** Every file in the video storage folder, finished or partial. */
export async function storedVideoFiles(server: TestServer): Promise<string[]> {
  return readdir(path.join(server.config.dataDir, 'videos')).catch(() => []);
}

/** Empties the video storage folder: `server.reset()` clears the rows, this the files. */
export async function removeVideoFiles(server: TestServer) {
  await rm(path.join(server.config.dataDir, 'videos'), { recursive: true, force: true });
}

/** Moves the application window of the seeded season. */
export async function setApplicationWindow(db: Database, window: { startsAt: Date; endsAt: Date }) {
  const phases = await readSetting(db, 'phases');
  if (!phases) throw new Error('the seed has no season phases');
  const applications = { startsAt: window.startsAt.toISOString(), endsAt: window.endsAt.toISOString() };
  // Settings are stored with the wire's keys.
  await db.update(settings).set({ value: toSnake({ ...phases, applications }) }).where(eq(settings.key, 'phases'));
}

export interface StreamedUpload {
  status: number;
  body: string;
  /** File bytes the client had written when the answer arrived. */
  fileBytesSent: number;
  /** Whether the server closed the connection after answering, rather than leave the client sending into it. */
  connectionClosed: boolean;
}

/** Whether `req`'s connection closes within a second. */
const closesSoon = (req: ClientRequest) =>
  new Promise<boolean>((resolve) => {
    if (req.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), 1000);
    req.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/**
 * Uploads a file of `fileSize` bytes (`head`, then zeros) as multipart over one HTTP request,
 * writing it in 1 MB chunks as the connection takes them, so neither side needs the whole file in
 * memory. Stops writing as soon as the server answers.
 */
export function streamUpload(server: TestServer, token: string, head: Buffer, fileSize: number): Promise<StreamedUpload> {
  const boundary = 'awards-upload-boundary';
  const preamble = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="video"; filename="big.mp4"\r\ncontent-type: video/mp4\r\n\r\n`);
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const zeros = Buffer.alloc(1024 * 1024);
  const url = new URL('/api/v2/application/video', server.url);
  return new Promise((resolve, reject) => {
    let fileBytesSent = 0;
    let answered = false;
    const req = httpRequest(url, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': preamble.length + fileSize + epilogue.length },
    });
    req.on('response', (res) => {
      answered = true;
      const sentAtAnswer = fileBytesSent;
      let body = '';
      res.setEncoding('utf8').on('data', (text: string) => (body += text));
      res.on('end', async () => {
        const connectionClosed = await closesSoon(req);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, fileBytesSent: sentAtAnswer, connectionClosed });
      });
      res.on('error', reject);
    });
    // The server may close the connection while the client is still sending: expected once answered.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const write = async () => {
      req.write(preamble);
      req.write(head);
      fileBytesSent = head.length;
      while (fileBytesSent < fileSize && !answered && !req.destroyed) {
        const chunk = zeros.subarray(0, Math.min(zeros.length, fileSize - fileBytesSent));
        fileBytesSent += chunk.length;
        if (!req.write(chunk)) await new Promise((drained) => req.once('drain', drained).once('close', drained));
      }
      if (!answered && !req.destroyed) req.end(epilogue);
    };
    write().catch(reject);
  });
}
