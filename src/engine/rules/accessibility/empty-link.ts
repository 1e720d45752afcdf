import type { PageRule } from '../../types.js';
import { isHiddenFromScreenReaders } from '../shared/hidden-elements.js';
import { accessibleNameFromContent } from './name-sources.js';

/**
 * axe link-name (Lighthouse link-name): every <a href> needs an accessible name
 * from its content (text, including visually-hidden text and image alt),
 * aria-label, aria-labelledby or title. Links without href are not links to
 * assistive technology and are not judged. A link wrapping only an image with
 * alt="" is the classic failure: the image is decorative, so the link is nameless.
 * Text hidden with display:none or aria-hidden does not name the link.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'emptyLink',
    category: 'accessibility',
    severity: 'medium',
    tier: 'manual',
    weight: 7,
    title: 'Link has no accessible name',
    help: 'Give each link text that says where it goes; for icon or image links add alt text to the image or an aria-label on the link.',
    lighthouse: 'link-name',
  },
  check({ dom }) {
    const links = dom!.byTag('a').filter((a) => dom!.attr(a, 'href') !== undefined && !isHiddenFromScreenReaders(dom!, a));
    if (links.length === 0) return { applicable: false, findings: [] };
    const findings = [];
    for (const a of links) {
      if (accessibleNameFromContent(dom!, a) !== '') continue;
      const href = dom!.attr(a, 'href')!;
      findings.push({ message: `Link to ${href || '(empty href)'} has no text, aria-label or title.`, selector: dom!.selector(a), target: href });
    }
    return { applicable: true, findings };
  },
};

export default rule;
