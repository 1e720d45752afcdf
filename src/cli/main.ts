import { EXIT, UsageError } from './exit-codes.js';
import { processIo, type CliIo } from './io.js';
import { auditCommand } from './commands/audit.js';
import { serviceCommand } from './commands/service.js';
import { receiverCommand } from './commands/receiver.js';
import { ConfigError } from '../runner/targets.js';
import { ThresholdError } from '../report/thresholds.js';
import pkg from '../../package.json' with { type: 'json' };

export const USAGE = `seo-audit ${pkg.version}: audit websites for SEO and gate CI on the scores

Usage:
  seo-audit audit <url...> [options]   audit sites (embedded engine, or --api-url service)
  seo-audit service [options]          run the reference audit service
  seo-audit receiver [options]         re-run a GitHub workflow on the service's webhooks
  seo-audit --version

Run "seo-audit <command> --help" for a command's options.`;

const COMMANDS: Record<string, (argv: string[], io: CliIo) => Promise<number>> = {
  audit: auditCommand,
  service: serviceCommand,
  receiver: receiverCommand,
};

function isUsageError(e: unknown): boolean {
  if (e instanceof UsageError || e instanceof ConfigError || e instanceof ThresholdError) return true;
  const code = (e as { code?: unknown })?.code;
  // node:util parseArgs reports unknown flags and missing values with these codes.
  if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) return true;
  return (e as Error)?.name === 'DurationError';
}

/** Runs one CLI invocation and returns its exit code; never throws. */
export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    io.stdout(USAGE + '\n');
    return command ? EXIT.passed : EXIT.usage;
  }
  if (command === '--version' || command === 'version') {
    io.stdout(pkg.version + '\n');
    return EXIT.passed;
  }
  const handler = COMMANDS[command];
  if (!handler) {
    io.stderr(`seo-audit: unknown command "${command}"\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  try {
    return await handler(rest, io);
  } catch (e) {
    const err = e as Error;
    if (isUsageError(e)) {
      io.stderr(`seo-audit ${command}: ${err.message}\nRun "seo-audit ${command} --help" for usage.\n`);
      return EXIT.usage;
    }
    io.stderr(`seo-audit ${command}: ${err.message}\n`);
    if (io.env.SEO_AUDIT_DEBUG) io.stderr(`${err.stack}\n`);
    return EXIT.auditFailed;
  }
}
