import { describe, expect, it } from 'vitest';
import { normalizeUrl } from '../../../src/engine/crawl/index.js';
import { pathPattern } from '../../../src/engine/crawl/normalize-url.js';

describe('normalizeUrl', () => {
  it.each([
    ['HTTP://Example.COM:80/a/./b/../c#frag', 'http://example.com/a/c'],
    ['https://example.com:443/', 'https://example.com/'],
    ['https://example.com:8443/x', 'https://example.com:8443/x'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com/p?', 'https://example.com/p'],
    ['https://example.com/p?#x', 'https://example.com/p'],
    ['https://example.com/%7euser/%41%2f%e2%82%ac', 'https://example.com/~user/A%2F%E2%82%AC'],
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['https://example.com/search?q=%7e%3d', 'https://example.com/search?q=~%3D'],
    ['  https://example.com/trim  ', 'https://example.com/trim'],
    ['https://user:pw@example.com/x', 'https://example.com/x'],
  ])('%s → %s', (href, expected) => {
    expect(normalizeUrl(href)).toBe(expected);
  });

  it('resolves relative links against a base', () => {
    expect(normalizeUrl('../c?x=1#y', 'https://example.com/a/b/')).toBe('https://example.com/a/c?x=1');
    expect(normalizeUrl('//cdn.example.com/x', 'https://example.com/')).toBe('https://cdn.example.com/x');
    expect(normalizeUrl('#only-a-fragment', 'https://example.com/page')).toBe('https://example.com/page');
  });

  it.each(['javascript:void(0)', 'mailto:a@example.com', 'tel:+1234', 'data:text/html,hi', 'ftp://example.com/f', 'http://', 'http://[bad', 'not a url'])(
    'rejects %s',
    (href) => {
      expect(normalizeUrl(href)).toBeUndefined();
    },
  );

  it('rejects non-web schemes even with a base', () => {
    expect(normalizeUrl('javascript:alert(1)', 'https://example.com/')).toBeUndefined();
  });
});

describe('pathPattern', () => {
  it('abstracts numbers so calendars share one pattern', () => {
    expect(pathPattern('/cal/2026/12/')).toBe('/cal/#/#/');
    expect(pathPattern('/about')).toBe('/about');
  });
});
