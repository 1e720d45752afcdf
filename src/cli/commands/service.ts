import { parseArgs } from 'node:util';
import { untilStopped, type CliIo } from '../io.js';
import { EXIT, UsageError } from '../exit-codes.js';
import { parsePositiveInt, parseTimeout } from '../../runner/targets.js';

export const SERVICE_USAGE = `Usage: seo-audit service [options]

Runs the reference audit service (the HTTP API in docs/service-contract.md),
backed by the embedded engine. API keys come from $SEO_AUDIT_API_KEYS as
comma-separated account:key pairs (a bare key belongs to account "default").

Options:
  --port N               port to listen on (default 8787; 0 picks a free one)
  --host HOST            address to bind (default 127.0.0.1)
  --db FILE              SQLite file that keeps state across restarts (default: in memory)
  --rate-limit N/WINDOW  requests per key per window, e.g. 120/60s (default 120/60s)
  --concurrency N        audits run at once (default 2)
  --auditor NAME         engine (default) or canned (deterministic fake reports, for tests)`;

export async function serviceCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      db: { type: 'string' },
      'rate-limit': { type: 'string', default: '120/60s' },
      concurrency: { type: 'string', default: '2' },
      auditor: { type: 'string', default: 'engine' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(SERVICE_USAGE + '\n');
    return EXIT.passed;
  }
  const keys = io.env.SEO_AUDIT_API_KEYS;
  if (!keys?.trim()) {
    throw new UsageError('set SEO_AUDIT_API_KEYS to the keys the service accepts, e.g. SEO_AUDIT_API_KEYS="team-a:key1,team-b:key2"');
  }
  const port = values.port === '0' ? 0 : parsePositiveInt('--port', values.port, 8787, 65535);
  const rate = /^(\d+)\/(.+)$/.exec(values['rate-limit']);
  if (!rate) throw new UsageError(`--rate-limit must look like 120/60s, got "${values['rate-limit']}"`);
  const rateLimit = { limit: parsePositiveInt('--rate-limit', rate[1], 120), windowMs: parseTimeout('--rate-limit', rate[2]) };
  if (values.auditor !== 'engine' && values.auditor !== 'canned') {
    throw new UsageError(`--auditor must be engine or canned, got "${values.auditor}"`);
  }

  const { startService, parseApiKeys, createCannedAuditor } = await import('../../service/index.js');
  const { createEngineAuditor } = await import('../../service/engine-auditor.js');
  const apiKeys = parseApiKeys(keys);
  const service = await startService({
    port,
    host: values.host,
    db: values.db,
    apiKeys,
    rateLimit,
    concurrency: parsePositiveInt('--concurrency', values.concurrency, 2, 64),
    auditor: values.auditor === 'canned' ? createCannedAuditor() : createEngineAuditor(),
    log: (line) => io.stderr(line + '\n'),
  });
  io.stderr(`seo-audit service listening on ${service.url} (${values.db ? `state in ${values.db}` : 'state in memory'})\n`);

  await untilStopped(io);
  io.stderr('shutting down\n');
  await service.close();
  return EXIT.passed;
}
