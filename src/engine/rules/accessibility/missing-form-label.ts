import type { Element, PageIndex, PageRule } from '../../types.js';
import { isHiddenFromScreenReaders, isPresentational } from '../shared/hidden-elements.js';
import { labelText, nameWithoutContent } from './name-sources.js';

/**
 * axe label (input, textarea) and select-name (select), one key since the fix
 * is the same. Buttons-like inputs (submit, reset, button, image) and hidden
 * inputs are other rules' business. A control passes with a wrapping <label> or
 * a <label for> that has text, aria-label, aria-labelledby, title, or role
 * none/presentation on a disabled field; for input and textarea axe also accepts a placeholder
 * (select has none). The `type` is read as browsers do: unknown types are text.
 * A label hidden with display:none does not count (axe's hidden-explicit-label).
 */
const NOT_LABELLED_TYPES = new Set(['hidden', 'submit', 'reset', 'button', 'image']);

function labelTexts(dom: PageIndex): Map<string, string> {
  const byFor = new Map<string, string>();
  for (const label of dom.byTag('label')) {
    const f = dom.attr(label, 'for');
    if (f && !byFor.get(f)) byFor.set(f, labelText(dom, label));
  }
  return byFor;
}

function wrappingLabelText(dom: PageIndex, el: Element): string {
  for (let p = el.parent; p && p.type !== 'root'; p = p.parent) {
    if ((p as Element).name === 'label') return labelText(dom, p as Element, el);
  }
  return '';
}

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'missingFormLabel',
    category: 'accessibility',
    severity: 'high',
    tier: 'manual',
    weight: 10,
    title: 'Form field has no label',
    help: 'Associate a visible <label for="field-id"> with each input, select and textarea (or wrap the field in the label); use aria-label only when a visible label is impossible.',
    lighthouse: 'label',
  },
  check({ dom }) {
    const fields: Element[] = [];
    for (const tag of ['input', 'select', 'textarea']) {
      for (const el of dom!.byTag(tag)) {
        if (tag === 'input' && NOT_LABELLED_TYPES.has((dom!.attr(el, 'type') ?? 'text').trim().toLowerCase())) continue;
        if (!isHiddenFromScreenReaders(dom!, el)) fields.push(el);
      }
    }
    if (fields.length === 0) return { applicable: false, findings: [] };
    let labels: Map<string, string> | undefined;
    const findings = [];
    for (const el of fields) {
      // role=none/presentation is ignored on a focusable field, i.e. unless it is disabled.
      if ((isPresentational(el) && dom!.attr(el, 'disabled') !== undefined) || nameWithoutContent(dom!, el) !== '') continue;
      if (el.name !== 'select' && dom!.attr(el, 'placeholder')?.trim()) continue;
      const id = dom!.attr(el, 'id');
      labels ??= labelTexts(dom!);
      if (id && labels.get(id)) continue;
      if (wrappingLabelText(dom!, el)) continue;
      const type = el.name === 'input' ? ` type="${(dom!.attr(el, 'type') ?? 'text').toLowerCase()}"` : '';
      const name = dom!.attr(el, 'name');
      findings.push({
        message: `<${el.name}${type}${name ? ` name="${name}"` : ''}> has no label, aria-label or title${el.name === 'select' ? '' : ' (or placeholder)'}.`,
        selector: dom!.selector(el),
      });
    }
    return { applicable: true, findings };
  },
};

export default rule;
