/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110, 14.2): `bytes=0-499`,
 * `bytes=500-` or the last 500, `bytes=-500`; an end past the file is cut to its last byte. Null
 * when the whole file should be sent: no header, another unit, several ranges (a video element asks
 * for one) or a malformed one, which a server may ignore. `unsatisfiable` when it starts past the end.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] === '' ? undefined : Number(match[1]), match[2] === '' ? undefined : Number(match[2])];
  if (first === undefined) {
    // A suffix: the last `last` bytes.
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last!), end: size - 1 };
  }
  if (last !== undefined && last < first) return null;
  if (first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}
