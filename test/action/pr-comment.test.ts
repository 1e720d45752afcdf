import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startService, createCannedAuditor } from '../../src/service/index.js';
import { startFakeGitHub } from '../fakes/github-server.js';
import { runAction } from './harness.js';

describe('sticky PR comment through a fake GitHub checked against the OpenAPI description', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  let github: Awaited<ReturnType<typeof startFakeGitHub>>;
  beforeAll(async () => {
    service = await startService({ port: 0, host: '127.0.0.1', apiKeys: 'comment-key-1', auditor: createCannedAuditor(), retryAfterSeconds: 0 });
    github = await startFakeGitHub();
  });
  afterAll(async () => {
    await service?.close();
    await github?.close();
  });
  beforeEach(() => {
    github.comments.clear();
    github.requests.length = 0;
  });

  const env = () => ({ GITHUB_API_URL: github.url, GITHUB_REPOSITORY: 'acme/site', GITHUB_SHA: 'abc1234def', GITHUB_RUN_ID: '42', GITHUB_SERVER_URL: 'https://github.com' });
  const inputs = (over: Record<string, string> = {}) => ({
    'api-url': service.url,
    'api-key': 'comment-key-1',
    'github-token': 'ghs_faketoken123',
    thresholds: 'overall=85',
    ...over,
  });
  const pr = (n: number) => ({ name: 'pull_request', payload: { pull_request: { number: n } } });

  it('creates one comment, then edits it in place on the next run', async () => {
    github.addComment(7, 'Looks good to me');
    const first = await runAction(inputs({ url: 'https://pr-7.example.com/?score=90' }), pr(7), env());
    expect(first.exitCode).toBe(0);
    const second = await runAction(inputs({ url: 'https://pr-7.example.com/?score=80' }), pr(7), env());
    expect(second.exitCode).toBe(1);
    expect(github.violations).toEqual([]);
    const comments = github.comments.get(7)!;
    expect(comments).toHaveLength(2);
    const ours = comments[1];
    expect(second.outputs['comment-id']).toBe(String(ours.id));
    expect(first.outputs['comment-id']).toBe(String(ours.id));
    expect(ours.body).toMatch(/^<!-- seo-audit-action:seo-audit -->\n### SEO audit ❌ failed/);
    expect(ours.body).toContain('overall 80 is below 85');
    expect(ours.body).toContain('[workflow run](https://github.com/acme/site/actions/runs/42)');
    expect(ours.body).not.toContain('comment-key-1');
    expect(github.requests.map((r) => r.operationId)).toEqual([
      'issues/list-comments',
      'issues/create-comment',
      'issues/list-comments',
      'issues/update-comment',
    ]);
    expect(github.requests.every((r) => r.authorization === 'token ghs_faketoken123')).toBe(true);
  });

  it('shows the score change against a baseline URL', async () => {
    const r = await runAction(
      inputs({ url: 'https://pr-8.example.com/?score=80', 'baseline-url': 'https://www.example.com/?score=95', thresholds: '' }),
      pr(8),
      env(),
    );
    expect(r.exitCode).toBe(0);
    const body = github.comments.get(8)![0].body;
    expect(body).toContain('95 → **80** (−15)');
    expect(body).toContain('No thresholds set');
  });

  it('finds the pull request of a deployment by its commit', async () => {
    github.pullsByCommit.set('deadbeef', [12]);
    const r = await runAction(inputs({ url: '' }), {
      name: 'deployment_status',
      payload: { deployment_status: { state: 'success', environment_url: 'https://pr-12.example.com/?score=99' }, deployment: { sha: 'deadbeef' } },
    }, env());
    expect(r.exitCode).toBe(0);
    expect(github.comments.get(12)).toHaveLength(1);
    expect(github.violations).toEqual([]);
  });

  it('keeps separate comments per comment-tag', async () => {
    await runAction(inputs({ url: 'https://a.example.com/?score=90', 'comment-tag': 'desktop' }), pr(9), env());
    await runAction(inputs({ url: 'https://a.example.com/?score=90', 'comment-tag': 'mobile' }), pr(9), env());
    await runAction(inputs({ url: 'https://a.example.com/?score=91', 'comment-tag': 'mobile' }), pr(9), env());
    expect(github.comments.get(9)).toHaveLength(2);
  });

  it('does not comment when comment is false, and a GitHub failure only warns', async () => {
    const off = await runAction(inputs({ url: 'https://a.example.com/?score=90', comment: 'false' }), pr(10), env());
    expect(off.exitCode).toBe(0);
    expect(github.comments.get(10)).toBeUndefined();
    const broken = await runAction(inputs({ url: 'https://a.example.com/?score=90' }), pr(11), { ...env(), GITHUB_API_URL: 'http://127.0.0.1:9' });
    expect(broken.exitCode).toBe(0);
    expect(broken.log).toMatch(/::warning::could not post the PR comment: /);
  });
});
