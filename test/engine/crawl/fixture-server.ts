import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FetchedPage, PageHandler } from '../../../src/engine/types.js';

export type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface FixtureServer {
  origin: string;
  /** `METHOD path` of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A loopback server answering from a route table; unknown paths get a small 404 page. */
export async function startServer(routes: Record<string, Route>): Promise<FixtureServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.on('error', () => undefined);
    const path = req.url ?? '/';
    const route = routes[path] ?? routes[path.split('?')[0]] ?? routes['*'];
    if (route) route(req, res);
    else html(res, '<title>Not found</title><h1>Not found</h1>', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function html(res: http.ServerResponse, body: string | Buffer, status = 200, type = 'text/html; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

export function page(links: string[], title = 'Page'): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${links
    .map((href) => `<a href="${href}">${href}</a>`)
    .join('\n')}</body></html>`;
}

export function redirect(to: string, status = 301): Route {
  return (_req, res) => {
    res.writeHead(status, { location: to });
    res.end();
  };
}

export function links(...hrefs: string[]): Route {
  return (_req, res) => html(res, page(hrefs));
}

/** A handler that extracts href attributes with a regex (enough for fixtures) and keeps what it saw. */
export function collectingHandler(): { handler: PageHandler; pages: FetchedPage[]; htmlByUrl: Map<string, string> } {
  const pages: FetchedPage[] = [];
  const htmlByUrl = new Map<string, string>();
  const handler: PageHandler = (fetched) => {
    pages.push(fetched);
    if (fetched.html !== undefined) htmlByUrl.set(fetched.url, fetched.html);
    const found = [...(fetched.html ?? '').matchAll(/href="([^"]*)"/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&'), fetched.url).href);
    return { links: found };
  };
  return { handler, pages, htmlByUrl };
}
