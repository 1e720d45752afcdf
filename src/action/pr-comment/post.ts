import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { findPullRequest, upsertStickyComment } from './sticky.js';
import { commentMarker, renderPrComment, type CommentContext } from './render.js';

export interface CommentTarget {
  token?: string;
  mode: boolean | 'auto';
  tag: string;
  event: { name: string; payload: unknown };
  env: NodeJS.ProcessEnv;
}

/**
 * Posts or updates the sticky comment. A comment that cannot be written is a
 * warning, never the check's failure: the gate's verdict must not depend on
 * whether the token may write to pull requests.
 */
export async function postComment(target: CommentTarget, content: Omit<CommentContext, 'marker' | 'sha' | 'runUrl'>): Promise<number | undefined> {
  if (target.mode === false) return undefined;
  const [owner, repo] = (target.env.GITHUB_REPOSITORY ?? '').split('/');
  if (!target.token || !owner || !repo) {
    if (target.mode === true) core.warning('comment is true but there is no github-token or GITHUB_REPOSITORY; skipping the PR comment.');
    return undefined;
  }
  const env = target.env;
  try {
    const octokit = getOctokit(target.token, { baseUrl: env.GITHUB_API_URL || 'https://api.github.com' });
    const sha = env.GITHUB_SHA;
    const issueNumber = await findPullRequest(octokit, { owner, repo }, target.event, sha);
    if (!issueNumber) {
      if (target.mode === true) core.warning('comment is true but this run belongs to no open pull request; skipping the PR comment.');
      return undefined;
    }
    const runUrl = env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL || 'https://github.com'}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
    const marker = commentMarker(target.tag);
    const body = renderPrComment({ ...content, marker, sha, runUrl });
    const { id, action } = await upsertStickyComment(octokit, { owner, repo, issueNumber }, marker, body);
    core.info(`${action} the SEO audit comment on #${issueNumber}`);
    return id;
  } catch (e) {
    const status = (e as { status?: number }).status;
    const hint = status === 403 || status === 404 ? ' (give the job `permissions: pull-requests: write`)' : '';
    core.warning(`could not post the PR comment: ${(e as Error).message}${hint}`);
    return undefined;
  }
}
