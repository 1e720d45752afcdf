import { startService, type ServiceOptions, type RunningService } from '../../src/service/index.js';

export const KEYS = 'acme:key_acme_0001,globex:key_globex_0001';
export const ACME = 'key_acme_0001';
export const GLOBEX = 'key_globex_0001';

export interface TestService extends RunningService {
  logs: string[];
  /** fetch against the service with a key (or none) and a JSON body. */
  call(method: string, path: string, opts?: { key?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> }): Promise<Response>;
  json<T = any>(method: string, path: string, opts?: Parameters<TestService['call']>[2]): Promise<{ status: number; body: T; res: Response }>;
  /** Polls GET /audits/{id} until it answers 200; returns the body. */
  waitFor(auditId: string, key?: string): Promise<any>;
}

export async function startTestService(overrides: Partial<ServiceOptions> = {}): Promise<TestService> {
  const logs: string[] = [];
  const svc = await startService({ apiKeys: KEYS, retryAfterSeconds: 0, log: (l) => logs.push(l), ...overrides });
  const call: TestService['call'] = (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    const key = opts.key === undefined ? ACME : opts.key;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(svc.url + path, { method, headers, body });
  };
  const json: TestService['json'] = async <T = any>(method: string, path: string, opts?: Parameters<TestService['call']>[2]) => {
    const res = await call(method, path, opts);
    return { status: res.status, body: (await res.json()) as T, res };
  };
  const waitFor: TestService['waitFor'] = async (auditId, key = ACME) => {
    for (let i = 0; i < 500; i++) {
      const r = await json('GET', `/audits/${auditId}`, { key });
      if (r.status === 200) return r.body;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`audit ${auditId} did not finish`);
  };
  return { ...svc, logs, call, json, waitFor };
}
