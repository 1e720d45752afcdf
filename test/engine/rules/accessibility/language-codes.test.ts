import { describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { allLanguageCodes, isLanguageCode, primaryLanguage } from '../../../../src/engine/rules/shared/language-codes.js';

describe('language codes', () => {
  it('is exactly the set axe-core accepts, so verdicts match axe and Lighthouse', () => {
    const axeCodes = (axe as unknown as { utils: { validLangs(): string[] } }).utils.validLangs();
    expect(allLanguageCodes()).toEqual([...axeCodes].sort());
  });

  it('accepts 2- and 3-letter codes and rejects made-up ones', () => {
    for (const c of ['en', 'EN', 'pt', 'zh', 'fil', 'yue', 'haw']) expect(isLanguageCode(c)).toBe(true);
    for (const c of ['xx', 'us', 'english', 'e', '', 'en-us', 'e1']) expect(isLanguageCode(c)).toBe(false);
  });

  it('takes the primary subtag as axe does', () => {
    expect(primaryLanguage(' en-GB ')).toBe('en');
    expect(primaryLanguage('en_US')).toBe('en_us');
  });
});
