import type { PageRule } from '../../types.js';
import { attributeIndex } from '../shared/attribute-index.js';
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
    const attrs = attributeIndex(dom!);
    const refs = new Map<string, string>();
    for (const label of dom!.byTag('label')) {
      const f = label.attribs.for;
      if (f && !refs.has(f)) refs.set(f, '<label for>');
    }
    for (const { attr, value } of attrs.idRefs) {
      for (const id of value.trim().split(/\s+/)) if (id && !refs.has(id)) refs.set(id, attr);
    }
    if (refs.size === 0) return { applicable: false, findings: [] };
    const count = new Map<string, number>();
    for (const el of attrs.withId) {
      const id = el.attribs.id;
      if (refs.has(id) && !isInTemplate(dom!, el)) count.set(id, (count.get(id) ?? 0) + 1);
    }
    const findings = [];
    for (const [id, via] of refs) {
      const n = count.get(id) ?? 0;
      if (n > 1) findings.push({ message: `id "${id}" is used by ${n} elements and referenced by ${via}; assistive technology may pick the wrong one.`, selector: `[id="${id.replace(/"/g, '\\"')}"]` });
    }
    return { applicable: true, findings };
  },
};

export default rule;
