import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../audit/tables';
import { contentAssets } from './tables';
import { bearer } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { expectError } from '../../../test/voting';

type Format = 'png' | 'jpeg' | 'webp' | 'avif';
interface StoredImage {
  id: string;
  width: number;
  height: number;
  content_type: string;
}

const picture = (width: number, height: number, format: Format, background = '#3366ff') =>
  sharp({ create: { width, height, channels: 4, background } })
    .toFormat(format)
    .toBuffer();

/** A picture `width`×`height`, its left half red and its right half blue, so a test can see how it was cropped. */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: width - Math.floor(width / 2), height, channels: 3, background: '#0000ff' } }, left: Math.floor(width / 2), top: 0 }])
    .png()
    .toBuffer();

describe('uploading an image for the content', () => {
  const server = useTestServer();
  let organiser: string;
  let moderator: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'images-organiser@awards.test', ['organiser']));
    ({ staffToken: moderator } = await createStaffMember(server, 'images-moderator@awards.test', ['moderator']));
  });
  beforeEach(() => server.db.execute(sql`truncate audit_log`));

  const upload = (bytes: Uint8Array, { slot = 'logo', name = 'logo.png', type = 'image/png', token = organiser, field = 'image' } = {}) => {
    const form = new FormData();
    form.append(field, new Blob([Uint8Array.from(bytes)], { type }), name);
    return server.api(`/api/v2/backstage/content/images?slot=${slot}`, { method: 'POST', headers: { ...bearer(token), 'accept-language': 'es' }, body: form });
  };

  /** The answer to an upload that was taken, and the bytes the site then serves for it. */
  async function stored(response: Response) {
    expect(response.status).toBe(201);
    const image = (await response.json()) as StoredImage;
    const served = await server.api(`/content/assets/${image.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/webp');
    return { image, bytes: Buffer.from(await served.arrayBuffer()) };
  }

  const assetCount = async () => (await server.db.select({ id: contentAssets.id }).from(contentAssets)).length;
  const imageRecords = () => server.db.select().from(auditLog).where(eq(auditLog.action, 'content.image'));

  it.each([
    ['png', 'logo', 2000, 1000, [960, 480]],
    ['jpeg', 'nomination', 3000, 2000, [1400, 933]],
    ['webp', 'portrait', 900, 1200, [900, 900]],
    ['avif', 'logo', 200, 100, [200, 100]],
  ] as const)('takes a %s for a %s, resized for its place without enlarging it, and serves it with a year of caching', async (format, slot, width, height, [expectedWidth, expectedHeight]) => {
    const { image, bytes } = await stored(await upload(await picture(width, height, format), { slot, name: `picture.${format}`, type: `image/${format}` }));
    expect(image).toMatchObject({ id: expect.stringMatching(/^[\w-]+$/), width: expectedWidth, height: expectedHeight, content_type: 'image/webp' });
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: expectedWidth, height: expectedHeight });
  });

  it('crops a portrait to its centred square', async () => {
    const { bytes } = await stored(await upload(await halves(1800, 1200), { slot: 'portrait' }));
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 960, height: 960 });
    const pixel = (x: number) => [...data.subarray((480 * 960 + x) * 3, (480 * 960 + x) * 3 + 3)];
    expect(pixel(20)[0]).toBeGreaterThan(200);
    expect(pixel(940)[2]).toBeGreaterThan(200);
  });

  it('keeps a logo’s transparency', async () => {
    const { bytes } = await stored(await upload(await picture(300, 100, 'png', 'rgba(0, 0, 0, 0)')));
    const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 300, height: 100, channels: 4 });
    expect(data[3]).toBe(0);
  });

  it('turns a camera photo upright and keeps none of its metadata', async () => {
    // Stored sideways, 300×100, with the camera's note to turn it a quarter clockwise.
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { image, bytes } = await stored(await upload(sideways, { slot: 'nomination', name: 'photo.jpg', type: 'image/jpeg' }));
    expect(image).toMatchObject({ width: 100, height: 300 });
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ width: 100, height: 300 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('gives the same bytes the same address and any other bytes a new one, and records each upload', async () => {
    const first = (await stored(await upload(await picture(300, 150, 'png', '#ff0000')))).image;
    const again = (await stored(await upload(await picture(300, 150, 'png', '#ff0000')))).image;
    const other = (await stored(await upload(await picture(300, 150, 'png', '#00ff00')))).image;
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    const records = await server.db.select().from(auditLog).where(eq(auditLog.subjectId, other.id));
    expect(records).toMatchObject([
      {
        action: 'content.image',
        subjectType: 'asset',
        actorEmail: 'images-organiser@awards.test',
        after: { slot: 'logo', bytes: expect.any(Number), width: 300, height: 150 },
      },
    ]);
  });

  it('refuses SVG and files whose bytes are not a PNG, JPEG, WebP or AVIF, whatever their names, in the caller’s language', async () => {
    const before = await assetCount();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    for (const [bytes, name, type] of [
      [svg, 'logo.svg', 'image/svg+xml'],
      [html, 'logo.png', 'image/png'],
      [Buffer.from('alert(1)'), 'logo.webp', 'image/webp'],
      [gif, 'logo.png', 'image/png'],
      [Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n'), 'logo.jpg', 'image/jpeg'],
    ] as const) {
      const refused = await upload(bytes, { name, type });
      expect(refused.status).toBe(415);
      expect(await refused.json()).toMatchObject({ code: 'image_type', message: 'La imagen debe ser un archivo PNG, JPEG, WebP o AVIF. No se aceptan SVG ni otros tipos.' });
    }
    expect(await assetCount()).toBe(before);
    expect(await imageRecords()).toEqual([]);
  });

  it('refuses a damaged image (400), a form without one (400) and a file over 5 MB (413), storing nothing', async () => {
    const before = await assetCount();
    const png = await picture(64, 64, 'png');
    await expectError(await upload(png.subarray(0, 60)), 400, 'image_damaged');
    await expectError(await upload(png, { field: 'file' }), 400, 'image_missing');
    await expectError(await upload(new Uint8Array()), 400, 'image_missing');
    const noise = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    await expectError(await upload(noise), 413, 'payload_too_large');
    expect(await assetCount()).toBe(before);
    expect(await imageRecords()).toEqual([]);
  });

  it('is for organisers only', async () => {
    const before = await assetCount();
    await expectError(await upload(await picture(10, 10, 'png'), { token: moderator }), 403, 'forbidden');
    expect(await assetCount()).toBe(before);
  });
});
