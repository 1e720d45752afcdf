import { describe, expect, it } from 'vitest';
import { seoRules } from '../../../../src/engine/rules/seo/index.js';
import { KNOWN_SEVERITIES, KNOWN_TIERS } from '../../../../src/report/schema.js';

const KEYS = [
  'missingTitle', 'titleTooLong', 'titleTooShort', 'missingMetaDescription', 'metaDescriptionTooLong', 'metaDescriptionTooShort',
  'missingH1', 'multipleH1', 'noindex', 'missingCanonical', 'invalidCanonical', 'canonicalConflict', 'invalidHreflang', 'httpError',
  'redirectChain', 'redirectLoop', 'genericLinkText', 'uncrawlableLink', 'thinContent', 'invalidStructuredData', 'missingOpenGraph',
  'blockedByRobotsTxt', 'duplicateTitle', 'duplicateMetaDescription', 'brokenInternalLink', 'orphanPage', 'missingSitemap', 'missingRobotsTxt',
];

describe('seoRules', () => {
  it('holds every SEO issue key exactly once', () => {
    expect(seoRules.map((r) => r.meta.key).sort()).toEqual([...KEYS].sort());
  });
  it('has complete metadata in the seo category', () => {
    for (const { meta } of seoRules) {
      expect(meta.category, meta.key).toBe('seo');
      expect(KNOWN_SEVERITIES, meta.key).toContain(meta.severity);
      expect(KNOWN_TIERS, meta.key).toContain(meta.tier);
      expect(meta.weight, meta.key).toBeGreaterThanOrEqual(0);
      expect(meta.title.length, meta.key).toBeGreaterThan(5);
      expect(meta.help.length, meta.key).toBeGreaterThan(20);
    }
  });
  it('gives the rules that mirror a Lighthouse SEO audit weight 1, as Lighthouse does', () => {
    const mirrored = seoRules.filter((r) => r.meta.lighthouse);
    expect(mirrored.map((r) => r.meta.lighthouse).sort()).toEqual(
      ['canonical', 'crawlable-anchors', 'document-title', 'hreflang', 'http-status-code', 'is-crawlable', 'link-text', 'meta-description'],
    );
    for (const r of mirrored) expect(r.meta.weight, r.meta.key).toBe(1);
  });
});
