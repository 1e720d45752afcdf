import type { PageRule } from '../../types.js';
import { isHiddenFromScreenReaders, isPresentational } from '../shared/hidden-elements.js';
import { accessibleNameFromContent, labelText } from './name-sources.js';

/**
 * axe button-name (Lighthouse button-name): <button> elements need an accessible
 * name from their content (text or an image's alt), aria-label,
 * aria-labelledby, title or a <label>. An icon-only button whose <svg> is
 * aria-hidden has no name, which is the usual failure. Inputs of type
 * button/submit/reset are axe's input-button-name and are left to the sampler.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'emptyButton',
    category: 'accessibility',
    severity: 'high',
    tier: 'manual',
    weight: 10,
    title: 'Button has no accessible name',
    help: 'Give each button visible text, or an aria-label describing its action when it only shows an icon (e.g. aria-label="Close").',
    lighthouse: 'button-name',
  },
  check({ dom }) {
    const buttons = dom!.byTag('button').filter((b) => !isHiddenFromScreenReaders(dom!, b));
    if (buttons.length === 0) return { applicable: false, findings: [] };
    const findings = [];
    let labelled: Set<string> | undefined;
    for (const b of buttons) {
      // role=none/presentation is ignored on a focusable element, and a button is focusable unless disabled.
      if ((isPresentational(b) && dom!.attr(b, 'disabled') !== undefined) || accessibleNameFromContent(dom!, b) !== '') continue;
      const id = dom!.attr(b, 'id');
      if (id) {
        labelled ??= new Set(dom!.byTag('label').filter((l) => labelText(dom!, l) !== '').map((l) => dom!.attr(l, 'for') ?? ''));
        if (labelled.has(id)) continue;
      }
      let parent = b.parent;
      while (parent && parent.type !== 'root' && (parent as typeof b).name !== 'label') parent = parent.parent;
      if (parent && parent.type !== 'root' && labelText(dom!, parent as typeof b, b) !== '') continue;
      findings.push({ message: 'Button has no text, aria-label or title, so screen readers announce only "button".', selector: dom!.selector(b) });
    }
    return { applicable: true, findings };
  },
};

export default rule;
