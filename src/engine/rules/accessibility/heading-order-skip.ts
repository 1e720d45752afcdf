import type { Element, PageRule } from '../../types.js';
import { attributeIndex } from '../shared/attribute-index.js';
import { explicitRole, isHiddenFromScreenReaders } from '../shared/hidden-elements.js';

/**
 * axe heading-order (Lighthouse heading-order). Headings are h1-h6 and
 * role="heading" elements visible to screen readers, in document order; the
 * first may be any level, and each later one fails when its level is more than
 * one deeper than the heading before it (going back up any amount is fine).
 * Levels follow axe: aria-level wins when it is a positive integer, else the
 * tag's number, else 2 for a role="heading" without one. An h* given another
 * role is not a heading.
 */
function level(el: Element): number {
  const role = explicitRole(el);
  const tagLevel = /^h[1-6]$/.test(el.name) ? Number(el.name[1]) : 0;
  if (role ? role !== 'heading' : tagLevel === 0) return 0;
  const aria = parseInt(el.attribs['aria-level'] ?? '', 10);
  if (el.attribs['aria-level'] !== undefined && aria >= 1) return aria;
  return tagLevel || 2;
}

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'headingOrderSkip',
    category: 'accessibility',
    severity: 'low',
    tier: 'manual',
    weight: 3,
    title: 'Heading levels skip a level',
    help: 'Nest headings without gaps (an h2 section uses h3 for its subsections, not h4); style them with CSS instead of picking a level for its size.',
    lighthouse: 'heading-order',
  },
  check({ dom }) {
    const headings: Array<{ el: Element; level: number }> = [];
    for (const el of attributeIndex(dom!).headingCandidates) {
      const l = level(el);
      if (l > 0 && !isHiddenFromScreenReaders(dom!, el)) headings.push({ el, level: l });
    }
    if (headings.length < 2) return { applicable: headings.length > 0, findings: [] };
    const findings = [];
    for (let i = 1; i < headings.length; i++) {
      const prev = headings[i - 1].level;
      const cur = headings[i].level;
      if (cur - prev > 1) {
        const text = dom!.text(headings[i].el);
        findings.push({
          message: `Heading level ${cur}${text ? ` ("${text.length > 60 ? text.slice(0, 57) + '...' : text}")` : ''} follows a level-${prev} heading; use level ${prev + 1}.`,
          selector: dom!.selector(headings[i].el),
        });
      }
    }
    return { applicable: true, findings };
  },
};

export default rule;
