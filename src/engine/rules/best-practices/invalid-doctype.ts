import type { PageRule } from '../../types.js';
import { compatMode, parseDoctype } from './doctype-mode.js';

/**
 * Lighthouse doctype: passes only when the browser renders in no-quirks
 * (standards) mode. So `<!DOCTYPE html>` passes, and so do old strict doctypes
 * such as XHTML 1.0 Strict (Lighthouse's compat-mode check comes before its
 * public/system id checks); a missing doctype, a name other than html, a
 * pre-standards public id (quirks) or an XHTML 1.0 / HTML 4.01 Transitional
 * one (limited quirks) fails. A doctype after an element or text is ignored by
 * browsers, so it counts as missing.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'invalidDoctype',
    category: 'bestPractices',
    severity: 'low',
    tier: 'manual',
    weight: 1,
    title: 'Page lacks the HTML5 doctype',
    help: 'Start the document with <!DOCTYPE html> so browsers render it in standards mode instead of quirks mode.',
    lighthouse: 'doctype',
  },
  check({ dom }) {
    let raw: string | undefined;
    for (const n of dom!.doc.children) {
      if (n.type === 'comment' || (n.type === 'text' && n.data.trim() === '')) continue;
      if (n.type === 'directive' && n.data.startsWith('?')) continue; // <?xml ...?> is a bogus comment to an HTML parser
      if (n.type === 'directive' && /^!doctype/i.test(n.data)) raw = n.data;
      break;
    }
    if (raw === undefined) return { applicable: true, findings: [{ message: 'The document has no doctype, so browsers render it in quirks mode.' }] };
    const parsed = parseDoctype(raw);
    const mode = compatMode(parsed);
    if (mode === 'no-quirks') return { applicable: true, findings: [] };
    const shown = `<${raw.trim()}>`;
    const message =
      parsed.name !== 'html' || parsed.malformed
        ? `${shown} is not a valid HTML doctype (the name must be "html"); browsers render the page in quirks mode.`
        : `${shown} puts browsers in ${mode} mode.`;
    return { applicable: true, findings: [{ message }] };
  },
};

export default rule;
