import type { PageRule } from '../../types.js';
import type { Element } from '../../types.js';
import { explicitRole, isHiddenFromScreenReaders, isPresentational } from '../shared/hidden-elements.js';
import { nameWithoutContent } from './name-sources.js';

// ARIA roles that require an accessible name (as axe lists them). An <img>
// given any other explicit role, and not focusable, is out of image-alt's scope.
const NAME_REQUIRED_ROLES = new Set(
  'alertdialog application button checkbox combobox dialog image img link listbox menuitem menuitemcheckbox menuitemradio meter option progressbar radio searchbox slider spinbutton switch textbox toolbar treeitem graphics-document graphics-symbol'.split(' '),
);

const focusable = (el: Element) => el.attribs.tabindex !== undefined;

function inScope(el: Element): boolean {
  const role = explicitRole(el);
  return !role || role === 'none' || role === 'presentation' || NAME_REQUIRED_ROLES.has(role) || focusable(el);
}

/**
 * axe image-alt, which Lighthouse reports under both accessibility and SEO.
 * An alt attribute passes whatever its value, even empty (that is how authors
 * mark decorative images), except a value of only whitespace, which axe fails
 * even when another name source exists. Without alt, aria-label, a non-empty
 * aria-labelledby target or a title also pass; role none/presentation passes
 * outright (whatever the alt) unless the image is focusable, where ARIA ignores
 * that role.
 * Images hidden from assistive technology are skipped, as axe skips them, and
 * so are images given an explicit role that needs no name (e.g. role="list").
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
    const imgs = dom!.byTag('img').filter((el) => inScope(el) && !isHiddenFromScreenReaders(dom!, el));
    if (imgs.length === 0) return { applicable: false, findings: [] };
    const findings = [];
    for (const img of imgs) {
      const alt = dom!.attr(img, 'alt');
      const src = dom!.attr(img, 'src');
      const what = src ? `Image ${src.length > 80 ? src.slice(0, 77) + '...' : src}` : 'Image';
      // A presentational image is out of the name question altogether, even with alt=" ".
      if (isPresentational(img) && !focusable(img)) continue;
      if (alt !== undefined && alt !== '' && /^\s+$/.test(alt)) {
        findings.push({ message: `${what} has alt text of only spaces; describe the image or use alt="" if it is decorative.`, selector: dom!.selector(img) });
        continue;
      }
            if (alt !== undefined || nameWithoutContent(dom!, img) !== '') continue;
      findings.push({ message: `${what} has no alt attribute.`, selector: dom!.selector(img) });
    }
    return { applicable: true, findings };
  },
};

export default rule;
