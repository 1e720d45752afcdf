/**
 * The demo's static server: serves an example site directory over HTTP with
 * correct content types, the site's own 404.html, and two demo conveniences:
 * - `%ORIGIN%` in text files is replaced by the server's origin, so canonical,
 *   og:url and sitemap URLs are absolute whatever port the server got;
 * - paths listed in the site's `.slow` file ("path [ms]", default 800 ms) are
 *   answered late, to show a performance regression.
 */
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ServeExampleOptions {
  port?: number;
}

export interface ExampleServer {
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const TEXT_EXTENSIONS = new Set(['.html', '.css', '.js', '.json', '.txt', '.xml', '.svg']);
export const DEFAULT_SLOW_MS = 800;

/** Parses a `.slow` file: one "path [ms]" per line, `#` comments. */
export function parseSlowFile(text: string): Map<string, number> {
  const delays = new Map<string, number>();
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const [urlPath, ms] = line.split(/\s+/);
    delays.set(urlPath, ms === undefined ? DEFAULT_SLOW_MS : Number(ms));
  }
  return delays;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function isDirectory(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isDirectory();
  } catch {
    return false;
  }
}

export async function serveExample(dir: string, options: ServeExampleOptions = {}): Promise<ExampleServer> {
  const root = path.resolve(dir);
  if (!(await isDirectory(root))) throw new Error(`example site directory ${root} does not exist; pass e.g. examples/site-v1`);
  const slowText = await readFile(path.join(root, '.slow'), 'utf8').catch(() => '');
  const delays = parseSlowFile(slowText);
  let origin = '';

  const respond = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      urlPath = '/';
    }
    const delay = delays.get(urlPath);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));

    const target = path.resolve(root, `.${urlPath}`);
    // Dotfiles (.slow) and anything outside the site directory are not served.
    const inside = target === root || target.startsWith(root + path.sep);
    const hidden = urlPath.split('/').some((segment) => segment.startsWith('.'));
    let file: string | undefined;
    let status = 200;
    if (inside && !hidden) {
      if (urlPath.endsWith('/') && (await isFile(path.join(target, 'index.html')))) file = path.join(target, 'index.html');
      else if (!urlPath.endsWith('/') && (await isFile(target))) file = target;
      else if (!urlPath.endsWith('/') && (await isFile(path.join(target, 'index.html')))) {
        // As static hosts do: a directory without its trailing slash redirects to it.
        res.writeHead(301, { location: `${urlPath}/` });
        res.end();
        return;
      }
    }
    if (!file) {
      status = 404;
      file = (await isFile(path.join(root, '404.html'))) ? path.join(root, '404.html') : undefined;
    }
    const ext = file ? path.extname(file).toLowerCase() : '.txt';
    let body: Buffer = file ? await readFile(file) : Buffer.from('Not found\n');
    const headers: http.OutgoingHttpHeaders = {
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'cache-control': ext === '.html' || ext === '.xml' || ext === '.txt' ? 'no-cache' : 'public, max-age=3600',
    };
    if (TEXT_EXTENSIONS.has(ext)) {
      body = Buffer.from(body.toString('utf8').replaceAll('%ORIGIN%', origin));
      // Compress text as any static host does, so the demo's v1 is judged like a real site.
      headers.vary = 'accept-encoding';
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = http.createServer((req, res) => {
    respond(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`example server error: ${(err as Error).message}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
