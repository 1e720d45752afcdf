import type { PageContext, PageRule, RuleResult, SiteFacts, SiteRule, SiteRuleResult } from '../../../../src/engine/types.js';
import { pageContext } from '../../page-context.js';

type Over = Parameters<typeof pageContext>[1];

/** Runs a page rule on a snippet of HTML. */
export function runPage(rule: PageRule, html: string | undefined, over: Over = {}): RuleResult {
  return rule.check(pageContext(html, over));
}

/** Wraps body markup in a minimal page with a title, so tests state only what they test. */
export function page(body: string, head = '<title>A page about testing things</title>'): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

/** Collects facts from each page as the engine does (keyed by path), then checks once. */
export function runSite<F>(rule: SiteRule<F>, contexts: PageContext[], site: SiteFacts): SiteRuleResult {
  const facts = new Map<string, F>();
  for (const ctx of contexts) {
    const f = rule.collect?.(ctx);
    if (f !== undefined) facts.set(ctx.page.path, f);
  }
  return rule.check(facts, site);
}

/** A page context at `path` on https://example.com. */
export function at(path: string, html: string | undefined, over: Over = {}): PageContext {
  return pageContext(html, { ...over, page: { url: `https://example.com${path}`, ...over.page } });
}
