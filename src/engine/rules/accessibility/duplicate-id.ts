import type { PageRule } from '../../types.js';
import { isInTemplate } from '../shared/hidden-elements.js';

/**
 * axe duplicate-id-aria (Lighthouse duplicate-id-aria): an id used by more than
 * one element fails only when something refers to it for its accessible name
 * or relations (a <label for> or an ARIA id-reference attribute), because then
 * assistive technology may follow the reference to the wrong element. axe
 * deprecated the general duplicate-id and duplicate-id-active rules and
 * Lighthouse dropped them, so unreferenced duplicates pass here too: reporting
 * them would make this verdict disagree with Lighthouse's for no user-facing
 * harm. Template contents live in their own fragment and are ignored.
 * axe 4.x files these duplicates under "needs review" and Lighthouse shows the
 * audit as informative (listed, not scored), so the weight is low even though a
 * label pointing at the wrong field is a real, high-severity defect.
 */
const ID_REF_ATTRS = [
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
];

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'duplicateId',
    category: 'accessibility',
    severity: 'high',
    tier: 'manual',
    weight: 3,
    title: 'ARIA-referenced id is used more than once',
    help: 'Make every id that a <label for> or an aria-labelledby/aria-describedby/aria-controls attribute points to unique on the page.',
    lighthouse: 'duplicate-id-aria',
  },
  check({ dom }) {
    const count = new Map<string, number>();
    const refs = new Map<string, string>();
    for (const el of dom!.elements) {
      const a = el.attribs;
      if (a.id !== undefined && a.id !== '' && !isInTemplate(el)) count.set(a.id, (count.get(a.id) ?? 0) + 1);
      if (el.name === 'label' && a.for) refs.set(a.for, refs.get(a.for) ?? '<label for>');
      for (const attr of ID_REF_ATTRS) {
        const v = a[attr];
        if (!v) continue;
        for (const id of v.trim().split(/\s+/)) if (id && !refs.has(id)) refs.set(id, attr);
      }
    }
    if (refs.size === 0) return { applicable: false, findings: [] };
    const findings = [];
    for (const [id, via] of refs) {
      const n = count.get(id) ?? 0;
      if (n > 1) findings.push({ message: `id "${id}" is used by ${n} elements and referenced by ${via}; assistive technology may pick the wrong one.`, selector: `[id="${id.replace(/"/g, '\\"')}"]` });
    }
    return { applicable: true, findings };
  },
};

export default rule;
