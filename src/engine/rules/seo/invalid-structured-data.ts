import type { Element, Finding, PageRule } from '../../types.js';

/**
 * Structured data that search engines cannot use: Google silently drops a JSON-LD
 * block that does not parse, a node without @type (nothing to match a rich
 * result against), a block without @context (the terms mean nothing), or one
 * whose context is not schema.org (Google only understands schema.org
 * vocabulary). Lighthouse's structured-data audit is manual (weight 0), so this
 * is a syntax check, not a rich-result eligibility test.
 *
 * Nodes inside @graph inherit the block's @context; each element of a
 * top-level array needs its own. A microdata itemscope that is not itself a
 * property of another item (no itemprop) must say what it is with itemtype.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'invalidStructuredData',
    category: 'seo',
    severity: 'low',
    tier: 'manual',
    weight: 0,
    title: 'Structured data is invalid',
    help: 'Fix the JSON-LD so it parses and every item has "@context": "https://schema.org" and an "@type"; give each top-level itemscope an itemtype.',
  },
  check(ctx) {
    const dom = ctx.dom!;
    const findings: Finding[] = [];
    let applicable = false;
    for (const script of dom.byTag('script')) {
      const type = (script.attribs.type ?? '').split(';')[0].trim().toLowerCase();
      if (type !== 'application/ld+json') continue;
      applicable = true;
      const problem = jsonLdProblem(rawText(script));
      if (problem) findings.push({ message: problem, selector: dom.selector(script) });
    }
    for (const el of dom.elements) {
      if (el.attribs.itemscope === undefined) continue;
      applicable = true;
      if (el.attribs.itemtype?.trim() || el.attribs.itemprop !== undefined) continue;
      findings.push({ message: 'Microdata itemscope has no itemtype, so search engines do not know what it describes.', selector: dom.selector(el) });
    }
    return { applicable, findings };
  },
};

function rawText(el: Element): string {
  let s = '';
  for (const c of el.children) if (c.type === 'text') s += c.data;
  return s;
}

/** The first problem of one JSON-LD block, in words, or undefined if usable. */
export function jsonLdProblem(source: string): string | undefined {
  if (!source.trim()) return 'JSON-LD block is empty.';
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (e) {
    return `JSON-LD does not parse: ${(e as Error).message}.`;
  }
  const roots = Array.isArray(data) ? data : [data];
  if (roots.length === 0) return 'JSON-LD block holds an empty array.';
  for (const root of roots) {
    if (!isObject(root)) return 'JSON-LD must hold an object (or an array of objects).';
    const context = root['@context'];
    if (context === undefined) return 'JSON-LD item has no @context; add "@context": "https://schema.org".';
    if (!isSchemaOrgContext(context)) return `JSON-LD @context ${JSON.stringify(context).slice(0, 80)} is not schema.org, which is the vocabulary search engines read.`;
    const graph = root['@graph'];
    const nodes = Array.isArray(graph) ? graph : [root];
    for (const node of nodes) {
      if (!isObject(node)) return 'JSON-LD @graph must hold objects.';
      if (node['@type'] === undefined || node['@type'] === '' || (Array.isArray(node['@type']) && node['@type'].length === 0)) {
        return 'JSON-LD item has no @type; add one such as "Article", "Product" or "Organization".';
      }
    }
  }
  return undefined;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const SCHEMA_ORG = /^https?:\/\/(www\.)?schema\.org(\/.*)?$/i;

function isSchemaOrgContext(context: unknown): boolean {
  if (typeof context === 'string') return SCHEMA_ORG.test(context.trim());
  if (Array.isArray(context)) return context.some(isSchemaOrgContext);
  if (isObject(context)) {
    const vocab = context['@vocab'];
    return typeof vocab === 'string' && SCHEMA_ORG.test(vocab.trim());
  }
  return false;
}

export default rule;
