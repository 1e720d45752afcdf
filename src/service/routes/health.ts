import type { Route } from './context.js';

export const healthRoutes: Route[] = [{ method: 'GET', path: '/healthz', public: true, handler: () => ({ status: 200, body: { ok: true } }) }];
