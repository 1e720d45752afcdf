import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type AuditClient } from '../../src/api/client.js';
import { ApiError } from '../../src/api/errors.js';
import { API_KEY, running } from './fixtures.js';
import { recordingSleep, startServer, type Reply, type ScriptedServer } from './scripted-server.js';

let server: ScriptedServer | undefined;
let client: AuditClient | undefined;

afterEach(async () => {
  await client?.close();
  await server?.close();
  client = server = undefined;
});

async function failWith(reply: Reply): Promise<{ error: ApiError; origin: string }> {
  server = await startServer([reply]);
  client = createClient({ baseUrl: server.origin, apiKey: API_KEY, retries: 0 });
  const error = await client.getAudit('aud_1').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { error: error as ApiError, origin: server.origin };
}

describe('error messages', () => {
  it('401 names the URL and the fix, never the key', async () => {
    const { error, origin } = await failWith({
      status: 401,
      body: { error: { code: 'invalid_key', message: `key ${API_KEY} is revoked` } },
    });
    expect(error.message).toBe(
      `API key rejected (401) by ${origin}/audits/aud_1: key *** is revoked. Check the api-key input / SEO_AUDIT_API_KEY.`,
    );
    expect(error).toMatchObject({ status: 401, code: 'invalid_key', url: `${origin}/audits/aud_1` });
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(API_KEY);
  });

  it('uses the status text when the error body is not JSON', async () => {
    const { error, origin } = await failWith({ status: 502, body: '<html>Bad gateway</html>', headers: { 'content-type': 'text/html' } });
    expect(error.message).toBe(`service error (502) at ${origin}/audits/aud_1: Bad Gateway`);
    expect(error.code).toBe('http_502');
  });

  it('reads the nearest thing to {error:{message}} from a differing service', async () => {
    const { error } = await failWith({ status: 404, body: { message: 'no such audit' } });
    expect(error.message).toMatch(/^not found \(404\) at .+: no such audit$/);
  });

  it('403, 409 and 422 say what happened', async () => {
    expect((await failWith({ status: 403, body: { error: { code: 'forbidden', message: 'plan.' } } })).error.message).toMatch(
      /^access denied \(403\) by .+: plan\. The API key is valid but not allowed to do this\.$/,
    );
    await client?.close();
    await server?.close();
    expect((await failWith({ status: 409, body: { error: { code: 'conflict', message: 'already running' } } })).error.message).toMatch(
      /^conflict \(409\) at .+: already running$/,
    );
    await client?.close();
    await server?.close();
    expect((await failWith({ status: 422, body: { error: { code: 'invalid', message: 'bad domain' } } })).error.message).toMatch(
      /^request rejected \(422\) by .+: bad domain$/,
    );
  });

  it('429 says when to retry', async () => {
    const { error, origin } = await failWith({ status: 429, headers: { 'retry-after': '30', 'ratelimit-limit': '60', 'ratelimit-remaining': '0', 'ratelimit-reset': '30' } });
    expect(error.message).toBe(`rate limited (429) by ${origin}/audits/aud_1: retry after 30s`);
    expect(error).toMatchObject({ retryAfterMs: 30_000, rateLimit: { limit: 60, remaining: 0, resetMs: 30_000 } });
  });

  it('a network error names the URL and the cause', async () => {
    // Take a free port, then close it so the connection is refused.
    const probe = await startServer([{ status: 200 }]);
    const origin = probe.origin;
    await probe.close();
    client = createClient({ baseUrl: origin, apiKey: API_KEY, retries: 0 });
    const error = (await client.getAudit('aud_1').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('network_error');
    expect(error.status).toBe(0);
    expect(error.message).toMatch(new RegExp(`^could not reach ${origin}/audits/aud_1: .*ECONNREFUSED`));
    expect(error.message).not.toContain(API_KEY);
  });

  it('a request that gets no answer times out, and a GET is retried first', async () => {
    server = await startServer([{ status: 0, hang: true }]);
    const recorder = recordingSleep();
    client = createClient({ baseUrl: server.origin, apiKey: API_KEY, timeoutMs: 150, retries: 1, sleep: recorder.sleep });
    const error = (await client.getAudit('aud_1').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('timeout');
    expect(error.message).toBe(
      `could not reach ${server.origin}/audits/aud_1: no response within 150ms (raise timeoutMs if the service is slow)`,
    );
    expect(server.requests).toHaveLength(2);
  });

  it('strips credentials from a base URL before it reaches a message', async () => {
    server = await startServer([{ status: 401 }]);
    const withUser = server.origin.replace('http://', 'http://user:secretpass@');
    client = createClient({ baseUrl: withUser, fetch: async (url, init) => fetch(url.replace('user:secretpass@', ''), init), retries: 0 });
    const error = (await client.getAudit('aud_1').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toContain(`${server.origin}/audits/aud_1`);
    expect(error.message).not.toContain('secretpass');
  });

  it('rejects a base URL that is not absolute http(s)', () => {
    expect(() => createClient({ baseUrl: 'api.example.com' })).toThrow(
      'invalid baseUrl "api.example.com": give an absolute http(s) URL such as https://api.example.com/v1',
    );
    expect(() => createClient({ baseUrl: 'ftp://api.example.com' })).toThrow(/only http and https/);
  });

  it('works over an injected fetch as well as undici', async () => {
    server = await startServer([{ status: 200, body: running }]);
    client = createClient({ baseUrl: server.origin, apiKey: API_KEY, fetch: globalThis.fetch });
    await expect(client.getAudit('aud_1')).resolves.toMatchObject({ done: false });
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('uses a caller’s undici dispatcher and leaves it open on close', async () => {
    server = await startServer([{ status: 200, body: running }]);
    const agent = new Agent({ connections: 1 });
    try {
      client = createClient({ baseUrl: server.origin, dispatcher: agent });
      await client.getAudit('aud_1');
      await client.close();
      expect(agent.closed).toBe(false);
      await expect(createClient({ baseUrl: server.origin, dispatcher: agent }).getAudit('aud_1')).resolves.toMatchObject({ done: false });
    } finally {
      await agent.close();
    }
  });
});
