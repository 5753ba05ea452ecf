import { describe, expect, it } from 'vitest';
import { isPublicHttpUrl } from './public-url';

describe('the URL rule', () => {
  it.each([
    'https://twitch.tv/somestreamer',
    'http://www.youtube.com/watch?v=abc',
    'https://kick.com/user',
    'https://clips.twitch.tv/FunnyClip-123',
    'https://8.8.8.8/video',
    'https://[2001:4860:4860::8888]/',
    'https://172.32.0.1/',
    'https://example.com./trailing-dot',
  ])('accepts the public link %s', (url) => {
    expect(isPublicHttpUrl(url)).toBe(true);
  });

  it.each([
    'http://localhost/',
    'http://LOCALHOST:8080/x',
    'http://localhost./',
    'http://api.localhost/',
    'http://127.0.0.1/',
    'http://127.1/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://10.0.0.5/',
    'http://10.255.255.255/',
    'http://172.16.0.1/',
    'http://172.31.255.254/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://0.0.0.0/',
    'http://0/',
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:192.168.0.1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456:789a::1]/',
    'http://[fe80::1]/',
    'http://[febf::1]/',
  ])('rejects the private or loopback address %s', (url) => {
    expect(isPublicHttpUrl(url)).toBe(false);
  });

  it.each(['not a url', 'ftp://example.com/file', 'javascript:alert(1)', 'mailto:a@b.com', 'https://', 'https://nodots', 'file:///etc/passwd', ''])(
    'rejects %j, which is not an http(s) link to a named host',
    (url) => {
      expect(isPublicHttpUrl(url)).toBe(false);
    },
  );
});
