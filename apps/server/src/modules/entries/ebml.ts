const EBML_HEADER_ID = [0x1a, 0x45, 0xdf, 0xa3];
const SEGMENT_ID = [0x18, 0x53, 0x80, 0x67];

interface ElementSize {
  /** Bytes the size field itself takes. */
  length: number;
  /** The declared size of the element's data; null for EBML's "unknown size" (all value bits set). */
  value: number | null;
}

/** An EBML variable-length size at `at`: the count of leading zero bits gives its length (1 to 8 bytes). */
function readSize(bytes: Uint8Array, at: number): ElementSize | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i]!;
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { length, value: unknown ? null : value };
}

const startsWith = (bytes: Uint8Array, at: number, id: number[]) => id.every((byte, i) => bytes[at + i] === byte);

/**
 * Whether a Matroska or WebM file begins as a whole one: the EBML header, then the Segment, whose
 * declared size fits in the file (a live recording may leave it unknown). `head` holds the first
 * bytes of the file, enough for both element headers.
 */
export function ebmlSegmentFits(head: Uint8Array, fileSize: number): boolean {
  if (!startsWith(head, 0, EBML_HEADER_ID)) return false;
  const header = readSize(head, EBML_HEADER_ID.length);
  if (!header || header.value === null) return false;
  const segmentAt = EBML_HEADER_ID.length + header.length + header.value;
  if (!startsWith(head, segmentAt, SEGMENT_ID)) return false;
  const segment = readSize(head, segmentAt + SEGMENT_ID.length);
  if (!segment) return false;
  const dataStart = segmentAt + SEGMENT_ID.length + segment.length;
  return segment.value === null ? dataStart <= fileSize : dataStart + segment.value <= fileSize;
}
