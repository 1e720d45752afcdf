import { afterEach, describe, expect, it } from 'vitest';
import { FixResultSchema, SiteListSchema } from '../../src/report/schema.js';
import { cannedReport } from '../../src/service/index.js';
import { GLOBEX, startTestService, type TestService } from './helpers.js';

let svc: TestService;
afterEach(async () => {
  await svc?.close();
});

describe('GET /sites', () => {
  it('pages through the account\'s own sites in a stable order', async () => {
    svc = await startTestService();
    const domains = Array.from({ length: 5 }, (_, i) => `site${i}.example.com`);
    for (const domain of domains) await svc.json('POST', '/audits', { body: { domain } });
    await svc.json('POST', '/audits', { body: { domain: 'site0.example.com' } }); // same site again
    await svc.json('POST', '/audits', { body: { domain: 'globex.example.com' }, key: GLOBEX });

    const seen: string[] = [];
    let cursor: string | null | undefined = undefined;
    let pages = 0;
    do {
      const q: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const page = await svc.json('GET', `/sites${q}`);
      expect(page.status).toBe(200);
      const list = SiteListSchema.parse(page.body);
      expect(list.sites.length).toBeLessThanOrEqual(2);
      for (const site of list.sites) {
        expect(site.id).toMatch(/^site_/);
        seen.push(site.domain);
      }
      cursor = list.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(domains);

    const globex = SiteListSchema.parse((await svc.json('GET', '/sites', { key: GLOBEX })).body);
    expect(globex.sites.map((s) => s.domain)).toEqual(['globex.example.com']);
    expect(globex.nextCursor).toBeNull();
  });

  it('reports the last audit and the overall of the latest done audit', async () => {
    svc = await startTestService();
    const start = await svc.json('POST', '/audits', { body: { domain: 'example.com', url: 'https://example.com/?score=77' } });
    await svc.waitFor(start.body.auditId);
    const { body } = await svc.json('GET', '/sites');
    expect(body.sites).toEqual([
      {
        id: start.body.siteId,
        domain: 'example.com',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastAuditId: start.body.auditId,
        overall: 77,
      },
    ]);
  });

  it('rejects a bad limit or cursor with 400 naming the parameter', async () => {
    svc = await startTestService();
    for (const q of ['limit=0', 'limit=101', 'limit=abc']) {
      const r = await svc.json('GET', `/sites?${q}`);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toMatch(/"limit"/);
    }
    const r = await svc.json('GET', '/sites?cursor=garbage');
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/"cursor"/);
  });
});

describe('POST /sites/{id}/fixes', () => {
  it('applies auto-tier issues of the latest done audit and skips the rest with a reason', async () => {
    svc = await startTestService();
    const url = 'https://example.com/';
    const start = await svc.json('POST', '/audits', { body: { url } });
    const siteId = start.body.siteId as string;

    const report = await svc.waitFor(start.body.auditId);
    const expected = cannedReport(url);
    expect(report.issues).toEqual(expected.issues);
    const auto = report.issues.find((i: any) => i.tier === 'auto');
    const manual = report.issues.find((i: any) => i.tier === 'manual');
    expect(manual).toBeDefined();
    const targets = [
      { key: auto.key, evidence: auto.evidence },
      { key: manual.key, evidence: manual.evidence },
      { key: 'noSuchIssue', evidence: '/' },
      { key: auto.key, evidence: '/not-there' },
    ];
    const res = await svc.json('POST', `/sites/${siteId}/fixes`, { body: { issues: targets } });
    expect(res.status).toBe(200);
    const fix = FixResultSchema.parse(res.body);
    expect(fix.fixId).toMatch(/^fix_/);
    expect(fix.applied).toEqual([{ key: auto.key, evidence: auto.evidence }]);
    expect(fix.skipped).toEqual([
      { key: manual.key, evidence: manual.evidence, reason: 'manual_tier' },
      { key: 'noSuchIssue', evidence: '/', reason: 'not_found' },
      { key: auto.key, evidence: '/not-there', reason: 'not_found' },
    ]);
  });

  it('answers 404 for another account\'s site and for unknown sites, 409 without a done audit, 400 for a bad body', async () => {
    svc = await startTestService();
    const start = await svc.json('POST', '/audits', { body: { domain: 'example.com' } });
    await svc.waitFor(start.body.auditId);
    const body = { issues: [{ key: 'missingMetaDescription', evidence: '/' }] };
    const foreign = await svc.json('POST', `/sites/${start.body.siteId}/fixes`, { body, key: GLOBEX });
    const unknown = await svc.json('POST', '/sites/site_unknown/fixes', { body, key: GLOBEX });
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    // Same answer shape either way, so the site's existence does not leak.
    expect(foreign.body.error.message.replace(start.body.siteId, 'X')).toBe(unknown.body.error.message.replace('site_unknown', 'X'));

    const failed = await svc.json('POST', '/audits', { body: { url: 'https://fail.example.org/' } });
    await svc.waitFor(failed.body.auditId);
    const none = await svc.json('POST', `/sites/${failed.body.siteId}/fixes`, { body });
    expect(none).toMatchObject({ status: 409, body: { error: { code: 'no_done_audit' } } });
    const slow = await svc.json('POST', '/audits', { body: { url: 'https://slow.example.org/' } });
    const pending = await svc.json('POST', `/sites/${slow.body.siteId}/fixes`, { body });
    expect(pending).toMatchObject({ status: 409, body: { error: { code: 'no_done_audit' } } });

    const bad = await svc.json('POST', `/sites/${start.body.siteId}/fixes`, { body: { issues: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/"issues"/);
  });
});
