import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createMemoryGovernor, memoryReleaser } from '../../src/engine/heap-tuning.js';

describe('createMemoryGovernor', () => {
  it('releases only once RSS has grown by the budget since the last release', () => {
    let rss = 100 * 2 ** 20;
    const released: number[] = [];
    const checkpoint = createMemoryGovernor(() => {
      released.push(rss / 2 ** 20);
      rss -= 40 * 2 ** 20;
    }, () => rss);
    checkpoint(16); // sets the baseline: 100 MB
    rss += 10 * 2 ** 20;
    checkpoint(16);
    expect(released).toEqual([]);
    rss += 10 * 2 ** 20;
    checkpoint(16);
    expect(released).toEqual([120]);
    // The baseline is what the release left (80 MB), not where it started.
    rss += 20 * 2 ** 20;
    checkpoint(64);
    expect(released).toEqual([120]);
    checkpoint(16);
    expect(released).toEqual([120, 100]);
  });
});

describe('memoryReleaser', () => {
  it('gives a working release without leaving a gc global on later contexts', () => {
    const release = memoryReleaser();
    expect(release).toBeTypeOf('function');
    expect(() => release!()).not.toThrow();
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});
