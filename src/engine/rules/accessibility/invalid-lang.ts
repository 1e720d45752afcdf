import type { Element, PageRule } from '../../types.js';
import { isLanguageCode, primaryLanguage } from '../shared/language-codes.js';
import { attributeIndex } from '../shared/attribute-index.js';
import { isHiddenFromScreenReaders } from '../shared/hidden-elements.js';

/**
 * axe html-lang-valid (on <html>) and valid-lang (on other elements), one key
 * since both have the same fix. As in axe, only the primary subtag is judged
 * (the part before the first '-', so `en_US` is invalid while `en-XX` is not),
 * against ISO 639-1/639-3, and a blank-but-present value fails. valid-lang only
 * looks at elements whose language applies to some text (an empty
 * <span lang="xx"> changes nothing for a screen reader) and skips hidden ones.
 */
function invalidValue(value: string): boolean {
  const base = primaryLanguage(value);
  if (base === '') return value !== '';
  return !isLanguageCode(base);
}

// axe's valid-lang only judges an element whose language applies to some text:
// text below it that no nearer lang attribute claims.
function hasLangText(el: Element): boolean {
  for (const c of el.children) {
    if (c.type === 'text' && c.data.trim() !== '') return true;
    if (c.type === 'tag' && c.attribs.lang === undefined && c.attribs['xml:lang'] === undefined && c.name !== 'script' && c.name !== 'style' && hasLangText(c)) return true;
  }
  return false;
}

const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'invalidLang',
    category: 'accessibility',
    severity: 'medium',
    tier: 'auto',
    weight: 7,
    title: 'lang attribute is not a valid language code',
    help: 'Use a BCP 47 tag whose first part is an ISO 639 code, e.g. lang="en", "en-GB" or "pt-BR" (not "english" or "en_US").',
    lighthouse: 'html-lang-valid',
  },
  check({ dom }) {
    const findings = [];
    let applicable = false;
    for (const el of attributeIndex(dom!).withLang) {
      const a = el.attribs;
      const isRoot = el.name === 'html';
      for (const name of ['lang', 'xml:lang'] as const) {
        const v = a[name];
        if (v === undefined || (isRoot && v === '')) continue;
        if (!isRoot && (!hasLangText(el) || isHiddenFromScreenReaders(dom!, el))) continue;
        applicable = true;
        if (invalidValue(v)) {
          const base = primaryLanguage(v);
          findings.push({
            message: base
              ? `${isRoot ? '<html>' : `<${el.name}>`} has ${name}="${v}"; "${base}" is not an ISO 639 language code.`
              : `${isRoot ? '<html>' : `<${el.name}>`} has a blank ${name}; set it to the content's language code.`,
            selector: isRoot ? 'html' : dom!.selector(el),
          });
        }
      }
    }
    return { applicable, findings };
  },
};

export default rule;
