import type { Rule } from '../../types.js';
import missingTitle from './missing-title.js';
import titleTooLong from './title-too-long.js';
import titleTooShort from './title-too-short.js';
import missingMetaDescription from './missing-meta-description.js';
import metaDescriptionTooLong from './meta-description-too-long.js';
import metaDescriptionTooShort from './meta-description-too-short.js';
import missingH1 from './missing-h1.js';
import multipleH1 from './multiple-h1.js';
import noindex from './noindex.js';
import missingCanonical from './missing-canonical.js';
import invalidCanonical from './invalid-canonical.js';
import canonicalConflict from './canonical-conflict.js';
import invalidHreflang from './invalid-hreflang.js';
import httpError from './http-error.js';
import redirectChain from './redirect-chain.js';
import redirectLoop from './redirect-loop.js';
import genericLinkText from './generic-link-text.js';
import uncrawlableLink from './uncrawlable-link.js';
import thinContent from './thin-content.js';
import invalidStructuredData from './invalid-structured-data.js';
import missingOpenGraph from './missing-open-graph.js';
import blockedByRobotsTxt from './blocked-by-robots-txt.js';
import duplicateTitle from './duplicate-title.js';
import duplicateMetaDescription from './duplicate-meta-description.js';
import brokenInternalLink from './broken-internal-link.js';
import orphanPage from './orphan-page.js';
import missingSitemap from './missing-sitemap.js';
import missingRobotsTxt from './missing-robots-txt.js';

/** Every SEO rule: page rules first, then the rules that need the whole crawl. */
export const seoRules: Rule[] = [
  missingTitle,
  titleTooLong,
  titleTooShort,
  missingMetaDescription,
  metaDescriptionTooLong,
  metaDescriptionTooShort,
  missingH1,
  multipleH1,
  noindex,
  missingCanonical,
  invalidCanonical,
  canonicalConflict,
  invalidHreflang,
  httpError,
  redirectChain,
  redirectLoop,
  genericLinkText,
  uncrawlableLink,
  thinContent,
  invalidStructuredData,
  missingOpenGraph,
  blockedByRobotsTxt,
  duplicateTitle,
  duplicateMetaDescription,
  brokenInternalLink,
  orphanPage,
  missingSitemap,
  missingRobotsTxt,
];
