import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Route {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}
export type Routes = Record<string, Route | string>;

export interface TestSite {
  /** Origin with a trailing slash, e.g. http://127.0.0.1:40123/ */
  url: string;
  origin: string;
  /** Paths requested so far, in order (query included). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A tiny site on 127.0.0.1 from a map of path → response. A string is an HTML
 * 200; unknown paths (robots.txt and sitemap.xml included) answer 404.
 */
export async function serveSite(routes: Routes | ((origin: string) => Routes)): Promise<TestSite> {
  let table: Routes = {};
  const requests: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const route = table[path] ?? table[path.split('?')[0]];
    if (route === undefined) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="en"><head><title>Not found</title></head><body><h1>Not found</h1></body></html>');
      return;
    }
    const r: Route = typeof route === 'string' ? { body: route } : route;
    const body = r.body ?? '';
    res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), ...r.headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  table = typeof routes === 'function' ? routes(origin) : routes;
  return {
    url: `${origin}/`,
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A closed port: connecting fails at once, as for a site that is down. */
export async function deadUrl(): Promise<string> {
  const site = await serveSite({});
  await site.close();
  return site.url;
}

/** A minimal valid page. */
export function page(opts: { title?: string; body?: string; head?: string; lang?: string } = {}): string {
  const title = opts.title === undefined ? '' : `<title>${opts.title}</title>`;
  return `<!doctype html><html lang="${opts.lang ?? 'en'}"><head><meta charset="utf-8">${title}${opts.head ?? ''}</head><body>${opts.body ?? ''}</body></html>`;
}
