/**
 * A link's rule: an http(s) link to a public host. The WHATWG URL parser has already
 * normalised every IPv4 spelling (`0x7f.1`, `2130706433`, `0177.0.0.1`) to dotted decimal and
 * IPv6 to its compressed form, so the checks below only see canonical addresses.
 */
export function isPublicHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host) return false;
  if (host.startsWith('[')) return isPublicIpv6(host.slice(1, -1));
  const ipv4 = parseIpv4(host);
  if (ipv4) return isPublicIpv4(ipv4);
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  // A public name has a dot and a top-level label that is not all digits.
  return host.includes('.') && !/^\d+$/.test(host.split('.').pop()!);
}

function parseIpv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

function isPublicIpv4([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === 0 || a === 10 || a === 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  return a < 224; // multicast and reserved
}

function parseIpv6(text: string): number[] | null {
  let head = text;
  let tail4: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const dotted = parseIpv4(text.slice(lastColon + 1));
  if (dotted) {
    head = text.slice(0, lastColon + 1) + '0:0';
    tail4 = [(dotted[0]! << 8) | dotted[1]!, (dotted[2]! << 8) | dotted[3]!];
  }
  const [left = '', right, extra] = head.split('::');
  if (extra !== undefined) return null;
  const toGroups = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const l = toGroups(left);
  const r = right === undefined ? [] : toGroups(right);
  const missing = 8 - l.length - r.length;
  if (missing < 0 || (right === undefined && missing !== 0)) return null;
  const groups = [...l, ...Array<number>(missing).fill(0), ...r];
  if (groups.some((g) => Number.isNaN(g) || g < 0 || g > 0xffff)) return null;
  if (tail4.length) groups.splice(6, 2, ...tail4);
  return groups;
}

function isPublicIpv6(text: string): boolean {
  const g = parseIpv6(text);
  if (!g) return false;
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = g;
  const allZeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (allZeroTo(8)) return false; // ::
  if (allZeroTo(7) && g7 === 1) return false; // ::1
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) carry an IPv4 address.
  if (allZeroTo(5) && (g5 === 0xffff || g5 === 0)) {
    return isPublicIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  }
  if ((g0 & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return false; // fe80::/10 link local
  if ((g0 & 0xffc0) === 0xfec0) return false; // deprecated site local
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  return true;
}
