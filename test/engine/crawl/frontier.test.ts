import { describe, expect, it } from 'vitest';
import { Frontier, type FrontierLimits } from '../../../src/engine/crawl/frontier.js';

const limits: FrontierLimits = { maxDepth: 3, maxUrlLength: 60, maxQueryVariants: 2, maxPerPattern: 3 };
const o = 'https://example.com';

function drain(frontier: Frontier): string[] {
  const out: string[] = [];
  for (let next = frontier.next(); next; next = frontier.next()) out.push(`${next.depth}:${next.url.slice(o.length)}`);
  return out;
}

describe('Frontier', () => {
  it('hands out the shallowest URLs first, oldest first within a depth', () => {
    const frontier = new Frontier(limits);
    frontier.offer(`${o}/deep`, 2);
    frontier.offer(`${o}/a`, 1);
    frontier.offer(`${o}/b`, 1);
    expect(frontier.size).toBe(3);
    expect(frontier.next()).toEqual({ url: `${o}/a`, depth: 1 });
    frontier.offer(`${o}/c`, 1);
    expect(drain(frontier)).toEqual(['1:/b', '1:/c', '2:/deep']);
    expect(frontier.size).toBe(0);
  });

  it('refuses duplicates and URLs beyond the bounds', () => {
    const frontier = new Frontier(limits);
    expect(frontier.offer(`${o}/a`, 1)).toBe('queued');
    expect(frontier.offer(`${o}/a`, 2)).toBe('seen');
    expect(frontier.offer(`${o}/too-deep`, 4)).toBe('tooDeep');
    expect(frontier.offer(`${o}/${'x'.repeat(60)}`, 1)).toBe('tooLong');
    expect(frontier.offer(`${o}/s?q=1`, 1)).toBe('queued');
    expect(frontier.offer(`${o}/s?q=2`, 1)).toBe('queued');
    expect(frontier.offer(`${o}/s?q=3`, 1)).toBe('tooManyQueryVariants');
    expect(frontier.offer(`${o}/s`, 1)).toBe('queued');
    expect(frontier.offer(`${o}/t?q=1`, 1)).toBe('queued');
  });

  it('caps URLs per numeric path pattern but not plain paths', () => {
    const frontier = new Frontier(limits);
    expect([1, 2, 3, 4].map((m) => frontier.offer(`${o}/cal/2026/${m}/`, 1))).toEqual(['queued', 'queued', 'queued', 'tooManyForPattern']);
    expect(['a', 'b', 'c', 'd'].map((p) => frontier.offer(`${o}/post/${p}`, 1))).toEqual(['queued', 'queued', 'queued', 'queued']);
  });

  it('markSeen keeps a URL out without queueing it', () => {
    const frontier = new Frontier(limits);
    expect(frontier.markSeen(`${o}/`)).toBe(true);
    expect(frontier.markSeen(`${o}/`)).toBe(false);
    expect(frontier.offer(`${o}/`, 1)).toBe('seen');
    expect(frontier.size).toBe(0);
  });
});

describe('default cap per path pattern', () => {
  it('is half the page budget, never under 200', async () => {
    const { defaultMaxPerPattern, resolveCrawlOptions } = await import('../../../src/engine/crawl/options.js');
    expect(defaultMaxPerPattern(100)).toBe(200);
    expect(defaultMaxPerPattern(500)).toBe(250);
    expect(defaultMaxPerPattern(10_000)).toBe(5000);
    expect(resolveCrawlOptions({ startUrl: 'http://x/', maxPages: 2000 } as never).maxPerPattern).toBe(1000);
    expect(resolveCrawlOptions({ startUrl: 'http://x/', maxPages: 2000, maxPerPattern: 7 } as never).maxPerPattern).toBe(7);
  });
});
