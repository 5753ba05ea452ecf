/** A box header: 4-byte size and 4-byte type, then an 8-byte size when the first one is 1. */
const SHORT_HEADER = 8;
const LONG_HEADER = 16;

/**
 * Follows the top-level boxes of an ISO base media file (MP4, MOV) as its bytes stream past,
 * reading only the box headers. A whole file is a chain of boxes whose sizes add up exactly to the
 * file's size; a file cut off in transfer or export ends inside its last box.
 */
export class TopLevelBoxes {
  readonly types: string[] = [];
  /** Bytes seen so far. */
  private position = 0;
  /** Where the next box header starts. */
  private nextBox = 0;
  /** The part of a header that arrived at the end of a chunk. */
  private header = Buffer.alloc(0);
  /** A box of size 0 runs to the end of the file: nothing after it is a box. */
  private runsToEnd = false;
  private broken = false;

  push(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length && !this.broken && !this.runsToEnd) {
      const here = this.position + at;
      if (here < this.nextBox) {
        at += Math.min(chunk.length - at, this.nextBox - here);
        continue;
      }
      const wanted = this.headerLength() - this.header.length;
      this.header = Buffer.concat([this.header, chunk.subarray(at, at + wanted)]);
      at += Math.min(wanted, chunk.length - at);
      if (this.header.length === this.headerLength()) this.readHeader();
    }
    this.position += chunk.length;
  }

  /** Whether the boxes seen make a whole file of `size` bytes with a movie header (`moov`). */
  isWhole(size: number): boolean {
    const chainEnds = this.runsToEnd || (this.header.length === 0 && this.nextBox === size);
    return !this.broken && chainEnds && this.types.includes('moov');
  }

  private headerLength(): number {
    return this.header.length >= SHORT_HEADER && this.header.readUInt32BE(0) === 1 ? LONG_HEADER : SHORT_HEADER;
  }

  private readHeader(): void {
    const length = this.header.length;
    const declared = this.header.readUInt32BE(0);
    const size = length === LONG_HEADER ? Number(this.header.readBigUInt64BE(8)) : declared;
    this.types.push(this.header.toString('latin1', 4, 8));
    this.header = Buffer.alloc(0);
    if (declared === 0) {
      this.runsToEnd = true;
      return;
    }
    if (size < length) {
      this.broken = true;
      return;
    }
    this.nextBox += size;
  }
}
