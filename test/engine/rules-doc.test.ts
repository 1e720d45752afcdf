import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentRulesDoc, docRulesFrom, renderRulesDoc, RULES_DOC_PATH } from '../../scripts/gen-rules-doc.js';
import { httpStatus, meta, needsTitle } from './sites/tiny-rules.js';

describe('docs/rules.md', () => {
  it('is up to date with the rule metadata (regenerate: node --import ./scripts/ts-hooks.mjs scripts/gen-rules-doc.ts)', async () => {
    expect(readFileSync(RULES_DOC_PATH, 'utf8')).toBe(await currentRulesDoc());
  });

  it('lists every key with its category, severity, tier, weight, Lighthouse audit and fix', () => {
    const doc = renderRulesDoc(docRulesFrom([needsTitle, httpStatus], [meta({ key: 'axeThing', category: 'accessibility', lighthouse: 'image-alt', help: 'Use a | pipe.' })]));
    expect(doc).toContain('## SEO (2)');
    expect(doc).toContain('| `tinyMissingTitle` | high | auto | 3 | page | – | tinyMissingTitle | Fix it. |');
    expect(doc).toContain('| `tinyHttpError` | high | auto | 2 | page, any response |');
    expect(doc).toContain('| `axeThing` | medium | auto | 1 | axe-core | `image-alt` | axeThing | Use a \\| pipe. |');
  });
});
