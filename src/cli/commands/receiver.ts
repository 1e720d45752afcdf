import { parseArgs } from 'node:util';
import { untilStopped, type CliIo } from '../io.js';
import { EXIT, UsageError } from '../exit-codes.js';
import { parsePositiveInt, splitList } from '../../runner/targets.js';

export const RECEIVER_USAGE = `Usage: seo-audit receiver --repo OWNER/NAME --workflow FILE [options]

Receives the audit service's signed webhooks (Standard Webhooks) and re-runs a
GitHub workflow when scores change. Secrets come from the environment:
  SEO_AUDIT_WEBHOOK_SECRET   whsec_... secret(s), comma-separated while rotating
  GITHUB_TOKEN               token allowed to run workflows (actions: write)
  GITHUB_API_URL             GitHub API base (default https://api.github.com)

Options:
  --repo OWNER/NAME      repository whose workflow is run
  --workflow FILE        workflow file name (seo.yml) or id
  --ref REF              branch or tag to run on (default main)
  --mode MODE            dispatch (default: a new workflow_dispatch run) or
                         rerun (re-run the latest run of the workflow on REF)
  --with-inputs          pass audit_id, domain, url and reason as dispatch inputs
                         (the workflow must declare them)
  --events LIST          events that trigger a run (default score.changed)
  --domain LIST          only act for these domains (default: all)
  --port N               port to listen on (default 8788)
  --host HOST            address to bind (default 127.0.0.1)
  --path PATH            path deliveries are posted to (default /webhooks)`;

export async function receiverCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      repo: { type: 'string' },
      workflow: { type: 'string' },
      ref: { type: 'string', default: 'main' },
      mode: { type: 'string', default: 'dispatch' },
      'with-inputs': { type: 'boolean', default: false },
      events: { type: 'string', default: 'score.changed' },
      domain: { type: 'string', multiple: true },
      port: { type: 'string', default: '8788' },
      host: { type: 'string', default: '127.0.0.1' },
      path: { type: 'string', default: '/webhooks' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(RECEIVER_USAGE + '\n');
    return EXIT.passed;
  }
  const [owner, repo, extra] = (values.repo ?? '').split('/');
  if (!owner || !repo || extra !== undefined) throw new UsageError('--repo must be OWNER/NAME, e.g. --repo acme/website');
  if (!values.workflow) throw new UsageError('--workflow is required, e.g. --workflow seo.yml');
  if (values.mode !== 'dispatch' && values.mode !== 'rerun') throw new UsageError(`--mode must be dispatch or rerun, got "${values.mode}"`);
  const secrets = splitList(io.env.SEO_AUDIT_WEBHOOK_SECRET ?? '');
  if (!secrets.length) throw new UsageError('set SEO_AUDIT_WEBHOOK_SECRET to the whsec_... secret the service gave when the webhook was registered');
  if (secrets.some((s) => !/^whsec_[A-Za-z0-9+/=]+$/.test(s))) throw new UsageError('SEO_AUDIT_WEBHOOK_SECRET must hold whsec_ followed by base64, comma-separated');
  const token = io.env.GITHUB_TOKEN;
  if (!token) throw new UsageError('set GITHUB_TOKEN to a token that may run workflows in the repository (actions: write)');

  const { startReceiver, triggerWorkflow } = await import('../../receiver/index.js');
  const mode = values.mode;
  const workflow = values.workflow;
  const receiver = await startReceiver({
    port: values.port === '0' ? 0 : parsePositiveInt('--port', values.port, 8788, 65535),
    host: values.host,
    path: values.path,
    secrets,
    policy: { events: splitList(values.events), domains: values.domain ? splitList(values.domain) : [] },
    trigger: (facts) =>
      triggerWorkflow(
        { token, apiUrl: io.env.GITHUB_API_URL || 'https://api.github.com', owner, repo, workflow, ref: values.ref, mode, withInputs: values['with-inputs'] },
        facts,
      ),
    log: (line) => io.stderr(line + '\n'),
  });
  io.stderr(`seo-audit receiver listening on ${receiver.url}${values.path} -> ${owner}/${repo} ${workflow} (${mode} on ${values.ref})\n`);
  await untilStopped(io);
  await receiver.close();
  return EXIT.passed;
}
