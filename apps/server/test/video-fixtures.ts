/**
 * Small, structurally valid video files built in memory, for the server's upload tests and the
 * browser journeys, which import this file directly. Keep it free of imports, so that the journeys
 * do not load the server's code through it.
 */

const ascii = (text: string) => Buffer.from(text, 'latin1');
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** An ISO-BMFF box: 4-byte size, 4-byte type, payload. */
const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([uint32(8 + body.length), ascii(type), body]);
};

/** A movie header (`mvhd`, version 0): a 1000-unit timescale and a one-second duration. */
const movieHeader = () => {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(1000, 12); // timescale
  body.writeUInt32BE(1000, 16); // duration
  body.writeUInt32BE(0x00010000, 20); // rate 1.0
  body.writeUInt16BE(0x0100, 24); // volume 1.0
  for (const [offset, value] of [[36, 0x00010000], [52, 0x00010000], [68, 0x40000000]] as const) body.writeUInt32BE(value, offset); // unity matrix
  body.writeUInt32BE(2, 96); // next track id
  return box('mvhd', body);
};

/** `ftyp` + `moov` + `mdat`: an MP4 (brand `isom`) or, with brand `qt  `, a QuickTime MOV. */
export function isoVideo(options: { brand?: 'isom' | 'mp42' | 'avc1' | 'M4V ' | 'qt  '; mediaBytes?: number } = {}): Buffer {
  const brand = options.brand ?? 'isom';
  const ftyp = box('ftyp', ascii(brand), uint32(0x200), ascii(brand), ascii('mp41'));
  const mdat = box('mdat', Buffer.alloc(options.mediaBytes ?? 64, 0x2a));
  return Buffer.concat([ftyp, box('moov', movieHeader()), mdat]);
}

/** An EBML element with a one-byte id or a multi-byte one, and an 8-byte size. */
const element = (id: number[], ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(id), size, body]);
};
const uintElement = (id: number[], value: number) => element(id, Buffer.from([value]));

/** EBML header naming the DocType, then a Segment with an Info element: a WebM or a Matroska file. */
export function ebmlVideo(docType: 'webm' | 'matroska', options: { unknownSegmentSize?: boolean } = {}): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    uintElement([0x42, 0x86], 1), // EBMLVersion
    uintElement([0x42, 0xf7], 1), // EBMLReadVersion
    uintElement([0x42, 0xf2], 4), // EBMLMaxIDLength
    uintElement([0x42, 0xf3], 8), // EBMLMaxSizeLength
    element([0x42, 0x82], ascii(docType)),
    uintElement([0x42, 0x87], 4), // DocTypeVersion
    uintElement([0x42, 0x85], 2), // DocTypeReadVersion
  );
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], uint32(1_000_000)), element([0x4d, 0x80], ascii('awards-tests')));
  const segment = element([0x18, 0x53, 0x80, 0x67], info);
  if (options.unknownSegmentSize) segment.fill(0xff, 5, 12).writeUInt8(0x01, 4);
  return Buffer.concat([header, segment]);
}
