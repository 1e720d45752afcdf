import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { bearerKey, hashKey, unauthorized } from './auth.js';
import { ApiError, errorBody } from './errors.js';
import { sendJson, type Reply } from './http.js';
import type { RateLimiter } from './rate-limit.js';
import { auditRoutes } from './routes/audits.js';
import type { Route, ServiceDeps } from './routes/context.js';
import { fixRoutes } from './routes/fixes.js';
import { healthRoutes } from './routes/health.js';
import { siteRoutes } from './routes/sites.js';
import { webhookRoutes } from './routes/webhooks.js';

export const ROUTES: Route[] = [...healthRoutes, ...auditRoutes, ...siteRoutes, ...fixRoutes, ...webhookRoutes];

interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]);
      return '([^/]+)';
    })
    .join('/');
  return { ...route, pattern: new RegExp(`^${source}/?$`), names };
}

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrongMethod'; allow: string[] }
  | { kind: 'none' };

/** Finds the route for a method and path (pure). */
export function matchRoute(routes: CompiledRoute[], method: string, path: string): RouteMatch {
  const allow: string[] = [];
  for (const route of routes) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    if (route.method !== method) {
      allow.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      params[name] = safeDecode(m[i + 1]);
    });
    return { kind: 'found', route, params };
  }
  return allow.length > 0 ? { kind: 'wrongMethod', allow } : { kind: 'none' };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export interface ServerOptions {
  deps: ServiceDeps;
  limiter: RateLimiter;
  log: (line: string) => void;
  /** True once close() began: new requests get 503. */
  isClosing: () => boolean;
}

/**
 * The HTTP front: authentication, rate limiting, routing, error shaping and
 * one log line per request. Handlers only see authenticated, allowed requests.
 */
export function createApiServer(opts: ServerOptions): Server {
  const routes = ROUTES.map(compile);

  async function handle(req: IncomingMessage, res: ServerResponse, state: { account?: string }): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://service.invalid');
    const method = req.method ?? 'GET';
    const match = matchRoute(routes, method, url.pathname);
    const isPublic = match.kind === 'found' && match.route.public === true;

    // Authenticate before counting, so a key's quota is its own; callers
    // without a valid key share a quota per address.
    let authError: ApiError | undefined;
    let bucket = `ip:${req.socket.remoteAddress ?? 'unknown'}`;
    if (!isPublic) {
      try {
        const key = bearerKey(req.headers.authorization);
        const account = opts.deps.store.accountForKey(key);
        if (account === undefined) throw unauthorized('unknown API key: check the key you send as "Authorization: Bearer <key>"');
        state.account = account;
        bucket = `key:${hashKey(key)}`;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        authError = err;
      }
    }

    const verdict = opts.limiter.take(bucket);
    res.setHeader('RateLimit-Limit', String(verdict.limit));
    res.setHeader('RateLimit-Remaining', String(verdict.remaining));
    res.setHeader('RateLimit-Reset', String(verdict.resetSeconds));
    if (!verdict.allowed) {
      throw new ApiError(429, 'rate_limited', `rate limit of ${verdict.limit} requests exceeded; retry in ${verdict.resetSeconds} s`, {
        'Retry-After': String(verdict.resetSeconds),
      });
    }
    if (opts.isClosing()) {
      throw new ApiError(503, 'unavailable', 'service is shutting down; retry shortly', { connection: 'close', 'Retry-After': '1' });
    }
    if (authError) throw authError;
    if (match.kind === 'none') throw new ApiError(404, 'not_found', `no such endpoint: ${url.pathname}`);
    if (match.kind === 'wrongMethod') {
      throw new ApiError(405, 'method_not_allowed', `${method} is not allowed on ${url.pathname}; use ${match.allow.join(', ')}`, {
        Allow: match.allow.join(', '),
      });
    }
    return match.route.handler({ req, url, params: match.params, account: state.account ?? '', deps: opts.deps });
  }

  return createServer((req, res) => {
    const started = performance.now();
    const state: { account?: string } = {};
    // 'close' rather than 'finish', so a request whose client went away is logged too.
    res.on('close', () => {
      const ms = (performance.now() - started).toFixed(1);
      // The path only: query strings may carry cursors, and the key is never logged.
      const path = (req.url ?? '/').split('?')[0];
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      opts.log(`${req.method} ${path} ${status} ${ms}ms ${state.account ?? '-'}`);
    });
    handle(req, res, state)
      .then((reply) => sendJson(res, reply.status, reply.body, reply.headers))
      .catch((err: unknown) => {
        // A handler may fail before reading the body; drain it so the connection stays usable.
        req.resume();
        if (err instanceof ApiError) {
          sendJson(res, err.status, errorBody(err.code, err.message), err.headers);
        } else {
          opts.log(`internal error on ${req.method} ${(req.url ?? '/').split('?')[0]}: ${err instanceof Error ? err.message : String(err)}`);
          if (!res.headersSent) sendJson(res, 500, errorBody('internal_error', 'internal error; see the service log'));
          else res.destroy();
        }
      });
  });
}
