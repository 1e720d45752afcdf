import { getOctokit } from '@actions/github';

/** What a delivery tells the workflow it re-runs. */
export interface TriggerFacts {
  auditId: string;
  domain: string;
  url?: string;
  reason: string;
}

export interface TriggerTarget {
  token: string;
  apiUrl: string;
  owner: string;
  repo: string;
  /** Workflow file name (seo.yml) or id. */
  workflow: string;
  ref: string;
  /**
   * `dispatch` starts a new run with workflow_dispatch; `rerun` re-runs the
   * latest run of the workflow on `ref`, which also refreshes the status check
   * on the commit that run belongs to.
   */
  mode: 'dispatch' | 'rerun';
  /** Pass audit facts as workflow_dispatch inputs; the workflow must declare them. */
  withInputs: boolean;
}

export async function triggerWorkflow(t: TriggerTarget, facts: TriggerFacts): Promise<string> {
  const octokit = getOctokit(t.token, { baseUrl: t.apiUrl });
  if (t.mode === 'dispatch') {
    await octokit.rest.actions.createWorkflowDispatch({
      owner: t.owner,
      repo: t.repo,
      workflow_id: t.workflow,
      ref: t.ref,
      // GitHub rejects inputs a workflow does not declare, so they are opt-in.
      ...(t.withInputs ? { inputs: { audit_id: facts.auditId, domain: facts.domain, url: facts.url ?? `https://${facts.domain}/`, reason: facts.reason.slice(0, 1000) } } : {}),
    });
    return `dispatched ${t.workflow} on ${t.ref}`;
  }
  const { data } = await octokit.rest.actions.listWorkflowRuns({ owner: t.owner, repo: t.repo, workflow_id: t.workflow, branch: t.ref, per_page: 1 });
  const run = data.workflow_runs[0];
  if (!run) throw new Error(`no run of ${t.workflow} on ${t.ref} to re-run; use --mode dispatch or run the workflow once`);
  await octokit.rest.actions.reRunWorkflow({ owner: t.owner, repo: t.repo, run_id: run.id });
  return `re-ran run ${run.id} of ${t.workflow}`;
}
