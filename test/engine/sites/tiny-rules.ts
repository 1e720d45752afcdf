import type { Finding, PageRule, RuleMeta, SiteRule } from '../../../src/engine/types.js';

/** Small rules of our own, so engine tests do not depend on the real rule set's details. */
export function meta(over: Partial<RuleMeta> & Pick<RuleMeta, 'key'>): RuleMeta {
  return { category: 'seo', severity: 'medium', tier: 'auto', weight: 1, title: over.key, help: 'Fix it.', ...over };
}

/** Fails pages without a <title>. */
export const needsTitle: PageRule = {
  scope: 'page',
  meta: meta({ key: 'tinyMissingTitle', severity: 'high', weight: 3 }),
  check(ctx) {
    const title = ctx.dom!.byTag('title')[0];
    return { applicable: true, findings: title && ctx.dom!.text(title) ? [] : [{ message: 'The page has no <title>.' }] };
  },
};

/** One finding per <img> without alt; not applicable without images. */
export const imgAlt: PageRule = {
  scope: 'page',
  meta: meta({ key: 'tinyImageAlt', category: 'accessibility', weight: 2 }),
  check(ctx) {
    const imgs = ctx.dom!.byTag('img');
    const findings: Finding[] = imgs.filter((i) => i.attribs.alt === undefined).map((i) => ({ message: 'Image without alt text.', selector: ctx.dom!.selector(i) }));
    return { applicable: imgs.length > 0, findings };
  },
};

/** Judges the response: any status >= 400 fails. Runs on error pages too. */
export const httpStatus: PageRule = {
  scope: 'page',
  htmlOnly: false,
  meta: meta({ key: 'tinyHttpError', severity: 'high', weight: 2 }),
  check(ctx) {
    const s = ctx.page.status;
    return { applicable: true, findings: s >= 400 ? [{ message: `HTTP ${s}`, target: ctx.page.url }] : [] };
  },
};

/** Flags pages sharing a title: a site rule over collected titles. */
export const duplicateTitle: SiteRule<string> = {
  scope: 'site',
  meta: meta({ key: 'tinyDuplicateTitle', severity: 'low' }),
  collect(ctx) {
    const t = ctx.dom?.byTag('title')[0];
    return t ? ctx.dom!.text(t) : undefined;
  },
  check(facts) {
    const byTitle = new Map<string, string[]>();
    for (const [path, title] of facts) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    const findings = [...byTitle.values()].filter((p) => p.length > 1).flatMap((paths) => paths.map((path) => ({ path, message: `Title shared with ${paths.length - 1} other page(s).` })));
    return { applicable: [...facts.keys()], findings };
  },
};

/** Best-practices rule that throws on /boom, to prove a crashing rule does not sink the audit. */
export const crashy: PageRule = {
  scope: 'page',
  meta: meta({ key: 'tinyCrashy', category: 'bestPractices' }),
  check(ctx) {
    if (ctx.page.path === '/boom') throw new Error('kaboom');
    return { applicable: true, findings: [] };
  },
};

export const tinyRules = [needsTitle, imgAlt, httpStatus, duplicateTitle, crashy];
