import type { IncomingMessage } from 'node:http';
import type { AuditRunner } from '../audit-runner.js';
import type { Reply } from '../http.js';
import type { Store } from '../store.js';

/** What every handler may use; built once per service. */
export interface ServiceDeps {
  store: Store;
  runner: AuditRunner;
  /** Retry-After (seconds) answered while an audit is not done. */
  retryAfterSeconds: number;
}

export interface RequestContext {
  req: IncomingMessage;
  url: URL;
  /** Path parameters captured by the route pattern. */
  params: Record<string, string>;
  /** The caller's account; empty only on public routes. */
  account: string;
  deps: ServiceDeps;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  method: string;
  /** Path with `{name}` placeholders, e.g. `/sites/{id}/fixes`. */
  path: string;
  handler: Handler;
  /** Answered without an API key. */
  public?: boolean;
}
