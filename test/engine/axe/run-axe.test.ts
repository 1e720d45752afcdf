import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISABLED_AXE_RULES, axeRuleCatalog, createAxeSession, runAxe, runAxeDetailed } from '../../../src/engine/axe/index.js';

const page = (body: string, head = '<title>Test</title>') =>
  `<!doctype html><html lang="en"><head>${head}</head><body><main>${body}</main></body></html>`;

describe('runAxe', () => {
  it('reports known violations with key, impact, help and node selectors', async () => {
    const findings = await runAxe(page('<div aria-checked="true">x</div><ul><div>not a list item</div></ul>'), 'https://example.com/');
    const byId = new Map(findings.map((f) => [f.ruleId, f]));
    const attr = byId.get('aria-allowed-attr');
    expect(attr).toMatchObject({ key: 'axeAriaAllowedAttr', impact: 'critical' });
    expect(attr!.helpUrl).toMatch(/^https:\/\/dequeuniversity\.com\/rules\/axe\//);
    expect(attr!.nodes[0].message).toMatch(/aria-checked/);
    expect(byId.get('list')).toMatchObject({ key: 'axeList', impact: 'serious' });
    expect(byId.get('list')!.nodes[0].selector).toMatch(/ul/);
  }, 30_000);

  it('also lists the rules that ran and passed, with their declared impact', async () => {
    const run = await runAxeDetailed(page('<ul><li>a</li></ul><div aria-checked="true">x</div>'), 'https://example.com/');
    const passed = new Map(run.passed.map((p) => [p.ruleId, p]));
    expect(passed.get('list')).toEqual({ ruleId: 'list', key: 'axeList', impact: 'serious' });
    expect(passed.has('aria-allowed-attr')).toBe(false);
    expect(run.findings.map((f) => f.ruleId)).toContain('aria-allowed-attr');
    for (const id of DISABLED_AXE_RULES) expect(passed.has(id)).toBe(false);
  }, 30_000);

  it('catalogues the reportable rules without disabled, deprecated or experimental ones', async () => {
    const catalog = await axeRuleCatalog();
    const keys = catalog.map((m) => m.key);
    expect(keys).toContain('axeAriaAllowedAttr');
    expect(keys).toContain('axeRegion');
    expect(keys).not.toContain('axeColorContrast');
    expect(keys).not.toContain('axeImageAlt');
    expect(keys).not.toContain('axeDuplicateId');
    expect(keys).not.toContain('axePAsHeading');
    expect(catalog.find((m) => m.key === 'axeList')).toMatchObject({ weight: 7, severity: 'medium', lighthouse: 'list' });
  });

  it('finds nothing on a clean page', async () => {
    expect(await runAxe(page('<h1>Hello</h1><p>Text</p>'), 'https://example.com/')).toEqual([]);
  }, 30_000);

  it('does not report rules the cheap rules or missing rendering cover', async () => {
    const findings = await runAxe(
      '<html><head></head><body><img src=a.png><input><button></button><a href="/x"></a><h1>a</h1><h4>b</h4><p style="color:#777;background:#888">low</p></body></html>',
      'https://example.com/',
    );
    for (const f of findings) expect(DISABLED_AXE_RULES).not.toContain(f.ruleId);
    expect(findings.map((f) => f.ruleId)).not.toContain('color-contrast');
  }, 30_000);

  it('disables only rule ids axe-core really has', async () => {
    const axe = (await import('axe-core')).default;
    const ids = new Set(axe.getRules().map((r) => r.ruleId));
    for (const id of DISABLED_AXE_RULES) expect(ids.has(id), id).toBe(true);
  });

  it('never runs the page\'s own scripts', async () => {
    // If the script ran it would fix the violation before axe looked.
    const findings = await runAxe(
      page('<div id="bad" role="bogus">x</div><script>document.getElementById("bad").removeAttribute("role"); globalThis.__pageScriptRan = true;</script>'),
      'https://example.com/',
    );
    expect(findings.map((f) => f.ruleId)).toContain('aria-roles');
    expect((globalThis as Record<string, unknown>).__pageScriptRan).toBeUndefined();
  }, 30_000);

  describe('makes no requests', () => {
    let server: Server;
    let base = '';
    const hits: string[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        hits.push(req.url ?? '');
        res.end('');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('for scripts, stylesheets, images, frames or inline fetches', async () => {
      const html = page(
        `<img src="${base}/img.png" alt=""><iframe src="${base}/frame" title="f"></iframe><script src="${base}/app.js"></script><script>fetch("${base}/fetch")</script>`,
        `<title>t</title><link rel="stylesheet" href="${base}/style.css">`,
      );
      await runAxe(html, `${base}/page`);
      await new Promise((r) => setTimeout(r, 100));
      expect(hits).toEqual([]);
    }, 30_000);
  });

  it('rejects with a clear message when it runs out of time', async () => {
    const big = page('<ul>' + '<li><div role="bogus" aria-checked="x">item</div></li>'.repeat(1500) + '</ul>');
    await expect(runAxe(big, 'https://example.com/', { timeoutMs: 1 })).rejects.toThrow(/did not finish on https:\/\/example\.com\/ within 1 ms/);
  }, 30_000);
});

describe('createAxeSession (one window for many pages)', () => {
  // Pages chosen so that whatever one leaves behind would change the next one's
  // verdicts: a stylesheet hiding content, a lang, a <base>, ids, a quirks-mode page.
  const pages: Array<[string, string]> = [
    ['https://example.com/styled', page('<p class="x"><a href="#"></a></p><div id="dup"></div>', '<title>S</title><style>.x { display: none }</style>')],
    ['https://example.com/plain', page('<p class="x"><a href="#"></a></p><div id="dup"></div><span id="dup"></span>')],
    ['https://example.com/fr/', '<!doctype html><html lang="fr"><head><title>Fr</title><base href="/autre/"></head><body><main><a href="page">Lien</a><img src="x.png"></main></body></html>'],
    ['https://example.com/quirks', '<html><head><title>Q</title></head><body><ul><div>not a list item</div></ul><button></button></body></html>'],
    ['https://example.com/last', page('<h1>Clean</h1><p>Text</p>')],
  ];

  it('judges each page exactly as a fresh window would, whatever came before', async () => {
    const session = createAxeSession();
    try {
      for (const [url, html] of pages) expect(await session.run(html, url), url).toEqual(await runAxeDetailed(html, url));
    } finally {
      session.close();
    }
  }, 60_000);

  it('drops a window that ran out of time: the next page gets a clean one, not a run still in progress', async () => {
    const session = createAxeSession({ timeoutMs: 1 });
    const big = page('<ul>' + '<li><div role="bogus" aria-checked="x">item</div></li>'.repeat(1500) + '</ul>');
    try {
      await expect(session.run(big, 'https://example.com/big')).rejects.toThrow(/did not finish on https:\/\/example\.com\/big/);
      await expect(session.run(big, 'https://example.com/again')).rejects.toThrow(/did not finish on https:\/\/example\.com\/again/);
    } finally {
      session.close();
    }
  }, 60_000);
});
