import type { PageRule } from '../../types.js';
import { isHiddenFromScreenReaders, isPresentational } from '../shared/hidden-elements.js';

/**
 * axe image-alt, which Lighthouse reports under both accessibility and SEO.
 * An alt attribute passes whatever its value, even empty (that is how authors
 * mark decorative images), except a value of only whitespace, which axe fails
 * even when another name source exists. Without alt, aria-label, a non-empty
 * aria-labelledby target, a title, or role none/presentation also pass.
 * Images hidden from assistive technology are skipped, as axe skips them.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'imageMissingAlt',
    category: 'accessibility',
    severity: 'high',
    tier: 'auto',
    weight: 10,
    title: 'Image has no alt text',
    help: 'Give every <img> an alt attribute describing it, or alt="" if it is purely decorative.',
    lighthouse: 'image-alt',
  },
  check({ dom }) {
    const imgs = dom!.byTag('img').filter((el) => !isHiddenFromScreenReaders(dom!, el));
    if (imgs.length === 0) return { applicable: false, findings: [] };
    const findings = [];
    for (const img of imgs) {
      const alt = dom!.attr(img, 'alt');
      const src = dom!.attr(img, 'src');
      const what = src ? `Image ${src.length > 80 ? src.slice(0, 77) + '...' : src}` : 'Image';
      if (alt !== undefined && alt !== '' && /^\s+$/.test(alt)) {
        findings.push({ message: `${what} has alt text of only spaces; describe the image or use alt="" if it is decorative.`, selector: dom!.selector(img) });
        continue;
      }
      if (alt !== undefined || isPresentational(img) || dom!.accessibleName(img) !== '') continue;
      findings.push({ message: `${what} has no alt attribute.`, selector: dom!.selector(img) });
    }
    return { applicable: true, findings };
  },
};

export default rule;
