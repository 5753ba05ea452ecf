/** A tiny, structurally valid MP4 (ftyp + moov with a movie header + mdat), as the server's checks read it. */

const ascii = (text: string) => Buffer.from(text, 'latin1');
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([uint32(8 + body.length), ascii(type), body]);
};

/** A one-second movie header: 1000-unit timescale, unity matrix, next track 2. */
function movieHeader(): Buffer {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(1000, 12);
  body.writeUInt32BE(1000, 16);
  body.writeUInt32BE(0x00010000, 20);
  body.writeUInt16BE(0x0100, 24);
  for (const [offset, value] of [[36, 0x00010000], [52, 0x00010000], [68, 0x40000000]] as const) body.writeUInt32BE(value, offset);
  body.writeUInt32BE(2, 96);
  return box('mvhd', body);
}

/** `mediaBytes` of payload make the file as large as a test needs (to watch its progress). */
export function tinyMp4(mediaBytes = 64): Buffer {
  return Buffer.concat([box('ftyp', ascii('isom'), uint32(0x200), ascii('isom'), ascii('mp41')), box('moov', movieHeader()), box('mdat', Buffer.alloc(mediaBytes, 0x2a))]);
}
