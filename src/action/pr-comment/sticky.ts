import type { getOctokit } from '@actions/github';

type Octokit = ReturnType<typeof getOctokit>;

export interface Repo {
  owner: string;
  repo: string;
}

/**
 * One comment per pull request and tag: find ours by its hidden marker and
 * edit it, so a PR that deploys twenty times has one up-to-date comment, not twenty.
 */
export async function upsertStickyComment(
  octokit: Octokit,
  where: Repo & { issueNumber: number },
  marker: string,
  body: string,
): Promise<{ id: number; action: 'created' | 'updated' }> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: where.owner,
    repo: where.repo,
    issue_number: where.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    const mine = page.data.find((c) => c.body?.includes(marker));
    if (mine) {
      await octokit.rest.issues.updateComment({ owner: where.owner, repo: where.repo, comment_id: mine.id, body });
      return { id: mine.id, action: 'updated' };
    }
  }
  const created = await octokit.rest.issues.createComment({ owner: where.owner, repo: where.repo, issue_number: where.issueNumber, body });
  return { id: created.data.id, action: 'created' };
}

/** The pull request a run belongs to: from the event, or by the deployed commit. */
export async function findPullRequest(octokit: Octokit, repo: Repo, event: { name: string; payload: unknown }, sha?: string): Promise<number | undefined> {
  const payload = (event.payload ?? {}) as { pull_request?: { number?: number }; issue?: { number?: number; pull_request?: unknown }; deployment?: { sha?: string } };
  if (payload.pull_request?.number) return payload.pull_request.number;
  const commit = payload.deployment?.sha ?? sha;
  if (!commit) return undefined;
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...repo, commit_sha: commit });
  return data.find((pr) => pr.state === 'open')?.number;
}
