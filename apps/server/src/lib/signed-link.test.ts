import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clipSignatureAudience, signedClipUrl } from '../modules/entries/clip-signature';
import { isSignedExportLink, signedExportLink } from '../modules/exports/link-signature';
import { isLinkSignature, linkSignature } from './signed-link';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const NOW = Date.parse('2027-01-20T12:00:00Z');
const EXPIRES = NOW / 1000 + 60;
const hmacOf = (text: string) => createHmac('sha256', SECRET).update(text).digest('base64url');
const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('a signed link', () => {
  it('signs its purpose, its subject and its expiry, as the clip and export links always have, so a link handed out before still opens', () => {
    const staffClip = queryOf(signedClipUrl(SECRET, 7, NOW));
    const publicClip = queryOf(signedClipUrl(SECRET, 7, NOW, 'public'));
    const clipExpires = staffClip.get('expires');
    expect(staffClip.get('signature')).toBe(hmacOf(`clip:7:${clipExpires}`));
    expect(publicClip.get('signature')).toBe(hmacOf(`clip:public:7:${clipExpires}`));

    const allRounds = queryOf(signedExportLink(SECRET, { kind: 'votes', staffId: 3 }, NOW).url);
    const oneRound = queryOf(signedExportLink(SECRET, { kind: 'votes', staffId: 3, roundId: 2 }, NOW).url);
    expect(allRounds.get('signature')).toBe(hmacOf(`export:votes:3::${allRounds.get('expires')}`));
    expect(oneRound.get('signature')).toBe(hmacOf(`export:votes:3:2:${oneRound.get('expires')}`));
  });

  it('opens until it expires, and not from that second on', () => {
    const grant = { purpose: 'export', subject: 'entries:3:' };
    const signature = linkSignature(SECRET, grant, EXPIRES);
    expect(isLinkSignature(SECRET, grant, EXPIRES, signature, EXPIRES * 1000 - 1)).toBe(true);
    expect(isLinkSignature(SECRET, grant, EXPIRES, signature, EXPIRES * 1000)).toBe(false);
  });

  it('refuses a signature made for another purpose, another subject, another expiry or with another key, and one cut short', () => {
    const grant = { purpose: 'clip', subject: '7' };
    const signature = linkSignature(SECRET, grant, EXPIRES);
    expect(isLinkSignature(SECRET, { purpose: 'clip:public', subject: '7' }, EXPIRES, signature, NOW)).toBe(false);
    expect(isLinkSignature(SECRET, { purpose: 'clip', subject: '8' }, EXPIRES, signature, NOW)).toBe(false);
    expect(isLinkSignature(SECRET, grant, EXPIRES + 1, signature, NOW)).toBe(false);
    expect(isLinkSignature(`${SECRET}!`, grant, EXPIRES, signature, NOW)).toBe(false);
    expect(isLinkSignature(SECRET, grant, EXPIRES, signature.slice(0, -1), NOW)).toBe(false);
  });

  it('tells a staff clip link from a public one, and an export link from a clip link', () => {
    const staff = queryOf(signedClipUrl(SECRET, 7, NOW));
    const viewer = queryOf(signedClipUrl(SECRET, 7, NOW, 'public'));
    expect(clipSignatureAudience(SECRET, 7, Number(staff.get('expires')), staff.get('signature')!, NOW)).toBe('staff');
    expect(clipSignatureAudience(SECRET, 7, Number(viewer.get('expires')), viewer.get('signature')!, NOW)).toBe('public');
    const exported = queryOf(signedExportLink(SECRET, { kind: 'entries', staffId: 7 }, NOW).url);
    expect(isSignedExportLink(SECRET, { kind: 'entries', staffId: 7 }, Number(exported.get('expires')), exported.get('signature')!, NOW)).toBe(true);
    expect(clipSignatureAudience(SECRET, 7, Number(exported.get('expires')), exported.get('signature')!, NOW)).toBeNull();
  });
});
