import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { bearer } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { auditRecords } from '../../../test/nominees';
import { expectError } from '../../../test/voting';

const MB = 1024 * 1024;

/** A picture `width`×`height`, its left half red and its right half blue, so a test can see how it was cropped. */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } }, left: half, top: 0 },
  ]);
}

describe('uploading a nominee photo', () => {
  const server = useTestServer();
  let organiser: string;
  let moderator: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'photo-organiser@awards.test', ['organiser']));
    ({ staffToken: moderator } = await createStaffMember(server, 'photo-moderator@awards.test', ['moderator']));
  });
  beforeEach(() => server.db.execute(sql`truncate audit_log`));

  function upload(bytes: Uint8Array, { token = organiser, field = 'photo', name = 'photo.png', type = 'image/png' } = {}) {
    const form = new FormData();
    form.append(field, new Blob([Uint8Array.from(bytes)], { type }), name);
    return server.api('/api/v2/backstage/nominee-photos', { method: 'POST', headers: bearer(token), body: form });
  }

  async function stored(response: Response) {
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as { photo: string };
    const asset = await server.api(`/content/assets/${photo}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('image/webp');
    return { photo, bytes: Buffer.from(await asset.arrayBuffer()) };
  }

  it('stores a PNG cropped to its centred square as a 480×480 WebP asset, and records it', async () => {
    // 900×300 with the colours' border in the middle: the centred square keeps both halves.
    const { photo, bytes } = await stored(await upload(await halves(900, 300).png().toBuffer()));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
    const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((240 * 480 + x) * 3, (240 * 480 + x) * 3 + 3)];
    expect(pixel(10)[0]).toBeGreaterThan(200);
    expect(pixel(470)[2]).toBeGreaterThan(200);
    const [record] = await auditRecords(server, 'nominee.photo');
    expect(record).toMatchObject({ actorEmail: 'photo-organiser@awards.test', subjectType: 'asset', subjectId: photo });
  });

  it('takes a JPEG and a WebP whatever their names and declared types, and a file larger than a JSON body may be', async () => {
    const jpeg = await halves(300, 600).jpeg().toBuffer();
    expect(await sharp((await stored(await upload(jpeg, { name: 'me.png', type: 'image/png' }))).bytes).metadata()).toMatchObject({ width: 480, height: 480 });
    const webp = await halves(500, 500).webp().toBuffer();
    await stored(await upload(webp, { name: 'photo', type: 'application/octet-stream' }));
    const noise = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(2 * MB);
    await stored(await upload(noise));
  });

  it('refuses a text file (415 photo_type), damaged image bytes (400 photo_damaged) and a form without the photo (400 photo_missing)', async () => {
    await expectError(await upload(Buffer.from('just some words, not a picture'), { name: 'photo.png' }), 415, 'photo_type');
    await expectError(await upload(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).gif().toBuffer(), { name: 'a.gif' }), 415, 'photo_type');
    const png = await halves(200, 200).png().toBuffer();
    await expectError(await upload(Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)])), 400, 'photo_damaged');
    await expectError(await upload(png, { field: 'picture' }), 400, 'photo_missing');
    await expectError(await upload(new Uint8Array()), 400, 'photo_missing');
    expect(await auditRecords(server, 'nominee.photo')).toEqual([]);
  });

  it('answers 413 to a file past 10 MB, and 403 to a moderator', async () => {
    const png = await halves(200, 200).png().toBuffer();
    const eleven = Buffer.concat([png, Buffer.alloc(11 * MB - png.length)]);
    await expectError(await upload(eleven), 413, 'payload_too_large');
    await expectError(await upload(png, { token: moderator }), 403, 'forbidden');
    expect(await auditRecords(server, 'nominee.photo')).toEqual([]);
  });
});
