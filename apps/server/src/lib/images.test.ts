import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { redrawnImage, type RedrawRules } from './images';

const rules: RedrawRules = {
  types: new Set(['image/png']),
  wrongType: () => new AppError(415, 'image_type', 'error.image_type'),
  damaged: () => new AppError(400, 'image_damaged', 'error.image_damaged'),
  redraw: (image) => image.resize(100, 100).webp(),
};

/** A valid black greyscale PNG `side`×`side`, a few kilobytes however large it unpacks. */
function blackPng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per sample; the rest (greyscale, no interlace) are zeros
  // Each row: its filter byte, then its samples, all zero.
  const pixels = deflateSync(Buffer.alloc(side * (side + 1)), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

describe('redrawing an uploaded picture', () => {
  it('redraws a picture of an accepted type, and refuses bytes of another', async () => {
    const image = await redrawnImage(blackPng(300), rules);
    expect(image).toMatchObject({ width: 100, height: 100 });
    expect(await sharp(image.data).metadata()).toMatchObject({ format: 'webp' });
    await expect(redrawnImage(await sharp(blackPng(10)).jpeg().toBuffer(), rules)).rejects.toMatchObject({ code: 'image_type' });
  });

  it('refuses a small file that would unpack into more than 50 megapixels', async () => {
    const bomb = blackPng(7200);
    expect(bomb.length).toBeLessThan(100_000);
    await expect(redrawnImage(bomb, rules)).rejects.toMatchObject({ code: 'image_damaged' });
  });
});
