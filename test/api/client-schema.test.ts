import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type AuditClient } from '../../src/api/client.js';
import { ApiError } from '../../src/api/errors.js';
import { API_KEY, doneReport, running } from './fixtures.js';
import { recordingSleep, startServer, type Reply, type ScriptedServer } from './scripted-server.js';

let server: ScriptedServer | undefined;
let client: AuditClient | undefined;

afterEach(async () => {
  await client?.close();
  await server?.close();
  client = server = undefined;
});

async function setup(replies: Reply[], baseSuffix = '') {
  server = await startServer(replies);
  client = createClient({ baseUrl: server.origin + baseSuffix, apiKey: API_KEY, sleep: recordingSleep().sleep, retries: 0 });
  return { server, client };
}

describe('tolerance of what the real service may do differently', () => {
  it('keeps unknown fields and accepts unknown severity and tier values', async () => {
    const body = {
      ...doneReport,
      crawlBudget: 50,
      scores: { ...doneReport.scores, coreWebVitals: 70 },
      issues: [{ key: 'brokenHreflang', severity: 'critical', tier: 'assisted', evidence: '/', fixUrl: 'https://x' }],
    };
    const { client } = await setup([{ status: 200, body }]);
    const poll = await client.getAudit('aud_1');
    expect(poll.done).toBe(true);
    expect(poll.report).toMatchObject({ crawlBudget: 50, scores: { coreWebVitals: 70 } });
    expect(poll.report?.issues[0]).toMatchObject({ severity: 'critical', tier: 'assisted', fixUrl: 'https://x' });
  });

  it('treats an unknown status as still running', async () => {
    const { client } = await setup([{ status: 202, body: { ...running, status: 'crawling' }, headers: { 'retry-after': '4' } }]);
    const poll = await client.getAudit('aud_1');
    expect(poll).toMatchObject({ done: false, accepted: { status: 'crawling' }, retryAfterMs: 4000 });
    expect(poll.report).toBeUndefined();
  });

  it('accepts 200 instead of 202 while running, and a missing Retry-After', async () => {
    const { client } = await setup([{ status: 200, body: running }]);
    const poll = await client.getAudit('aud_1');
    expect(poll).toEqual({ done: false, accepted: running });
  });

  it('reports a failed audit as done without a report, filling in the id it asked for', async () => {
    const { client } = await setup([{ status: 200, body: { status: 'failed', error: { code: 'unreachable', message: 'DNS lookup failed' } } }]);
    const poll = await client.getAudit('aud_9');
    expect(poll.done).toBe(true);
    expect(poll.report).toBeUndefined();
    expect(poll.accepted).toMatchObject({ auditId: 'aud_9', status: 'failed', error: { code: 'unreachable' } });
  });

  it.each(['overall', 'scores'] as const)('rejects a done report without %s as an unexpected response', async (field) => {
    const body: Record<string, unknown> = { ...doneReport };
    delete body[field];
    const { client, server } = await setup([{ status: 200, body }]);
    const error = await client.getAudit('aud_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      `unexpected response from ${server.origin}/audits/aud_1: audit is done but has no ${field}`,
    );
  });

  it('describes a payload of the wrong shape in one line', async () => {
    const { client, server } = await setup([{ status: 200, body: { ...doneReport, overall: 'high', issues: [{ key: 5 }] } }]);
    const error = (await client.getAudit('aud_1').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('unexpected_response');
    expect(error.message).toMatch(new RegExp(`^unexpected response from ${server.origin}/audits/aud_1: overall: .+; issues\\.0\\.key: `));
    expect(error.message).not.toContain('\n');
  });

  it('rejects a 2xx body that is not JSON', async () => {
    const { client, server } = await setup([{ status: 200, body: '<html>maintenance</html>', headers: { 'content-type': 'text/html' } }]);
    await expect(client.listSites()).rejects.toThrow(
      `unexpected response from ${server.origin}/sites: body is not JSON (text/html): <html>maintenance</html>`,
    );
  });
});

describe('requests', () => {
  it('works under a base path prefix with or without a trailing slash', async () => {
    for (const suffix of ['/v1', '/v1/']) {
      const { client, server } = await setup([{ status: 200, body: running }], suffix);
      await client.getAudit('aud_1');
      expect(server.requests[0].url).toBe('/v1/audits/aud_1');
      await client.close();
      await server.close();
    }
    client = server = undefined;
  });

  it('sends the key as a bearer token and a JSON body', async () => {
    const { client, server } = await setup([{ status: 202, body: { auditId: 'aud_2', domain: 'example.com', status: 'queued', eta: 30 } }]);
    const accepted = await client.startAudit({ domain: 'example.com' });
    expect(accepted).toEqual({ auditId: 'aud_2', domain: 'example.com', status: 'queued', eta: 30 });
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/audits');
    expect(req.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({ domain: 'example.com' });
  });

  it('refuses an audit request with neither domain nor url before sending anything', async () => {
    const { client, server } = await setup([{ status: 202, body: running }]);
    await expect(client.startAudit({})).rejects.toThrow('invalid audit request: give "domain" or "url"');
    expect(server.requests).toHaveLength(0);
  });

  it('escapes ids in paths', async () => {
    const { client, server } = await setup([{ status: 200, body: running }]);
    await client.getAudit('aud_1/../x?y');
    expect(server.requests[0].url).toBe('/audits/aud_1%2F..%2Fx%3Fy');
  });

  it('lists sites with limit and cursor, and pages through all of them', async () => {
    const { client, server } = await setup([
      { status: 200, body: { sites: [{ id: 's1', domain: 'a.com' }, { id: 's2', domain: 'b.com', plan: 'agency' }], nextCursor: 'c2' } },
      { status: 200, body: { sites: [{ id: 's3', domain: 'c.com' }], nextCursor: null } },
    ]);
    const ids: string[] = [];
    for await (const site of client.allSites({ pageSize: 2 })) ids.push(site.id);
    expect(ids).toEqual(['s1', 's2', 's3']);
    expect(server.requests.map((r) => r.url)).toEqual(['/sites?limit=2', '/sites?limit=2&cursor=c2']);
  });

  it('stops paging when the service repeats a cursor', async () => {
    const { client } = await setup([{ status: 200, body: { sites: [{ id: 's1', domain: 'a.com' }], nextCursor: 'same' } }]);
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const site of client.allSites()) seen.push(site.id);
      })(),
    ).rejects.toThrow(/nextCursor "same" was already returned/);
    expect(seen).toEqual(['s1', 's1']);
  });

  it('applies fixes and keeps unknown result fields', async () => {
    const result = {
      fixId: 'fix_1',
      applied: [{ key: 'missingMetaDescription', evidence: '/blog' }],
      skipped: [{ key: 'slowTtfb', evidence: '/', reason: 'manual tier' }],
      pullRequest: 'https://github.com/o/r/pull/1',
    };
    const { client, server } = await setup([{ status: 200, body: result }]);
    const issues = [{ key: 'missingMetaDescription', evidence: '/blog' }, { key: 'slowTtfb', evidence: '/' }];
    await expect(client.applyFixes('site 1', { issues })).resolves.toEqual(result);
    expect(server.requests[0].url).toBe('/sites/site%201/fixes');
    expect(JSON.parse(server.requests[0].body)).toEqual({ issues });
    // The contract promises de-duplication only for POST /audits.
    expect(server.requests[0].headers['idempotency-key']).toBeUndefined();
  });
});
