import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/action/inputs.js';

const reader = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';
const defaults = { reportPath: '/tmp/r.json' };

describe('readConfig', () => {
  it('reads every input with its default', () => {
    const config = readConfig(reader({ url: 'https://a.example.com/\nhttps://b.example.com/ , https://a.example.com/#x' }), defaults);
    expect(config.urls.map((u) => u.href)).toEqual(['https://a.example.com/', 'https://b.example.com/']);
    expect(config).toMatchObject({
      apiUrl: undefined,
      thresholds: {},
      timeoutMs: 15 * 60_000,
      maxPages: 500,
      concurrency: 8,
      preview: 'auto',
      checkExternal: false,
      reportPath: '/tmp/r.json',
      failOnError: true,
    });
  });

  it('names the input that is wrong', () => {
    expect(() => readConfig(reader({ thresholds: 'seo=ninety' }), defaults)).toThrow(/^input "thresholds": threshold "seo=ninety"/);
    expect(() => readConfig(reader({ url: 'preview.example.com' }), defaults)).toThrow(/^input "url": invalid url "preview.example.com": give an absolute http\(s\) URL/);
    expect(() => readConfig(reader({ 'max-pages': '0' }), defaults)).toThrow(/^max-pages must be a whole number from 1 to 100000/);
    expect(() => readConfig(reader({ preview: 'maybe' }), defaults)).toThrow(/^preview must be true or false, got "maybe"/);
    expect(() => readConfig(reader({ timeout: 'soon' }), defaults)).toThrow(/^input "timeout": /);
    expect(() => readConfig(reader({ 'api-url': 'ftp://x' }), defaults)).toThrow(/^input "api-url": invalid url "ftp:\/\/x"/);
  });

  it('refuses URLs with credentials without echoing them', () => {
    let message = '';
    try {
      readConfig(reader({ url: 'https://user:hunter2@example.com/' }), defaults);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/carries credentials/);
    expect(message).not.toContain('hunter2');
  });
});
