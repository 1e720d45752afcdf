import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkRequest } from './openapi-validator.js';

export interface RecordedRequest {
  method: string;
  path: string;
  operationId?: string;
  body?: unknown;
  authorization?: string;
}

interface Comment {
  id: number;
  body: string;
  user: { login: string; type: string };
  created_at: string;
  updated_at: string;
}

/**
 * A fake GitHub REST API on 127.0.0.1 with just the state our code touches.
 * Every request is checked against GitHub's OpenAPI description; a request the
 * real API would reject is answered 422 and kept in `violations`, which tests
 * assert to be empty.
 */
export async function startFakeGitHub() {
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  const comments = new Map<number, Comment[]>(); // issue number -> comments
  const pullsByCommit = new Map<string, number[]>();
  const reruns: Array<{ runId: string }> = [];
  const workflowRuns = new Map<string, Array<{ id: number; head_branch: string }>>();
  let failNext = 0;
  const dispatches: Array<{ workflowId: string; ref: string; inputs?: unknown }> = [];
  let nextId = 1000;

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    let body: unknown;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        violations.push(`${method} ${url.pathname}: body is not JSON`);
        return send(res, 400, { message: 'Problems parsing JSON' });
      }
    }
    const { operation, problems } = checkRequest(method, url, body);
    if (failNext > 0) {
      failNext--;
      requests.push({ method, path: url.pathname + url.search, operationId: operation?.operationId, body, authorization: req.headers.authorization });
      return send(res, 500, { message: 'Server Error' });
    }
    requests.push({ method, path: url.pathname + url.search, operationId: operation?.operationId, body, authorization: req.headers.authorization });
    if (!req.headers.authorization) problems.push('no Authorization header');
    if (problems.length) {
      violations.push(`${method} ${url.pathname}: ${problems.join('; ')}`);
      return send(res, operation ? 422 : 404, { message: problems.join('; ') });
    }
    const p = operation!.params;
    const now = new Date().toISOString();
    switch (operation!.operationId) {
      case 'issues/list-comments': {
        const all = comments.get(Number(p.issue_number)) ?? [];
        const perPage = Number(url.searchParams.get('per_page') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        const slice = all.slice((page - 1) * perPage, page * perPage);
        if (page * perPage < all.length) {
          const next = new URL(url.href);
          next.searchParams.set('page', String(page + 1));
          res.setHeader('link', `<http://${req.headers.host}${next.pathname}${next.search}>; rel="next"`);
        }
        return send(res, 200, slice);
      }
      case 'issues/create-comment': {
        const c: Comment = { id: nextId++, body: (body as { body: string }).body, user: { login: 'github-actions[bot]', type: 'Bot' }, created_at: now, updated_at: now };
        const list = comments.get(Number(p.issue_number)) ?? [];
        list.push(c);
        comments.set(Number(p.issue_number), list);
        return send(res, 201, c);
      }
      case 'issues/update-comment': {
        for (const list of comments.values()) {
          const c = list.find((x) => x.id === Number(p.comment_id));
          if (c) {
            c.body = (body as { body: string }).body;
            c.updated_at = now;
            return send(res, 200, c);
          }
        }
        return send(res, 404, { message: 'Not Found' });
      }
      case 'repos/list-pull-requests-associated-with-commit':
        return send(res, 200, (pullsByCommit.get(p.commit_sha) ?? []).map((n) => ({ number: n, state: 'open' })));
      case 'actions/list-workflow-runs': {
        const runs = (workflowRuns.get(p.workflow_id) ?? []).filter((r) => !url.searchParams.get('branch') || r.head_branch === url.searchParams.get('branch'));
        return send(res, 200, { total_count: runs.length, workflow_runs: runs.slice(0, Number(url.searchParams.get('per_page') ?? 30)) });
      }
      case 'actions/re-run-workflow':
        reruns.push({ runId: p.run_id });
        return send(res, 201, {});
      case 'actions/create-workflow-dispatch':
        dispatches.push({ workflowId: p.workflow_id, ...(body as { ref: string; inputs?: unknown }) });
        return send(res, 204);
      default:
        violations.push(`${method} ${url.pathname}: ${operation!.operationId} is valid but not implemented by the fake`);
        return send(res, 501, { message: 'not implemented by the fake' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    violations,
    comments,
    pullsByCommit,
    reruns,
    dispatches,
    workflowRuns,
    /** The next n requests answer 500, as GitHub sometimes does. */
    failRequests(n: number) {
      failNext = n;
    },
    addComment(issue: number, text: string, login = 'someone') {
      const list = comments.get(issue) ?? [];
      const c = { id: nextId++, body: text, user: { login, type: 'User' }, created_at: '', updated_at: '' };
      list.push(c);
      comments.set(issue, list);
      return c;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
