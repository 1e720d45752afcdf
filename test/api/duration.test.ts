import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from '../../src/api/duration.js';

describe('parseDuration', () => {
  it.each([
    ['15m', 900_000],
    ['90s', 90_000],
    ['1h30m', 5_400_000],
    ['500ms', 500],
    ['120', 120_000],
    ['1h', 3_600_000],
    ['2m5s', 125_000],
    ['1h2m3s4ms', 3_723_004],
    ['1.5m', 90_000],
    [' 10S ', 10_000],
    ['1h 30m', 5_400_000],
    ['0', 0],
  ])('%s → %d ms', (input, expected) => {
    expect(parseDuration(input)).toBe(expected);
  });

  it.each(['', 'abc', '-5s', '30m1h', '5m5m', '10x', 'm', '1.5.2s', '15 minutes'])(
    'rejects %j with a one-line message naming the value and the accepted forms',
    (input) => {
      expect(() => parseDuration(input)).toThrow(
        `invalid duration ${JSON.stringify(input)}: use a number of seconds (120) or h/m/s/ms units such as 90s, 15m, 1h30m, 500ms`,
      );
    },
  );
});

describe('formatDuration', () => {
  it.each([
    [500, '500ms'],
    [30_000, '30s'],
    [900_000, '15m'],
    [5_400_000, '1h30m'],
    [125_000, '2m5s'],
    [1_499, '1s'],
  ])('%d ms → %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });

  it('reads back what it writes', () => {
    for (const ms of [500, 1000, 61_000, 3_723_000]) expect(parseDuration(formatDuration(ms))).toBe(ms);
  });
});
