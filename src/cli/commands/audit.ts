import { parseArgs } from 'node:util';
import { writeFile } from 'node:fs/promises';
import type { CliIo } from '../io.js';
import { EXIT, UsageError } from '../exit-codes.js';
import { AUDIT_DEFAULTS } from '../../engine/audit-options.js';
import { createProgress } from '../progress.js';
import { parseThresholds } from '../../report/thresholds.js';
import { gateReports, parseFailOnNew } from '../../report/gate.js';
import { renderText } from '../../report/render-text.js';
import { renderMarkdownSummary } from '../../report/render-markdown.js';
import { auditUrls, type AuditBackend } from '../../runner/audit-urls.js';
import { parseBoolean, parsePositiveInt, parsePreview, parseTargetUrl, parseTargetUrls, parseTimeout, wrapConfig } from '../../runner/targets.js';
import { splitOutcomes, type AuditResult } from '../../runner/result-file.js';
import { readBaselineFile } from '../../runner/baseline-file.js';
import { pairWithBaselines, renderDiffMarkdown, renderDiffText } from '../../report/render-diff.js';

export const AUDIT_USAGE = `Usage: seo-audit audit <url...> [options]

Audits each URL and prints the scores. With --api-url the audit service runs it;
without, the embedded engine crawls the site itself (no account needed).

Options:
  --api-url URL          audit service base URL (default: embedded engine)
  --api-key KEY          service API key (default: $SEO_AUDIT_API_KEY)
  --threshold CAT=N      minimum score, repeatable or comma-separated
                         (CAT: overall, performance, seo, accessibility, bestPractices)
  --format FORMAT        text (default), json or markdown
  --output FILE          also write the JSON result to FILE
  --baseline FILE        compare with an earlier result (a file --output wrote)
  --fail-on-new LEVEL    with --baseline: fail when the change introduces issues of
                         this severity or worse (high, medium, low; default none)
  --timeout DURATION     give up after this long (default 15m)
  --max-pages N          engine: most pages per URL (default ${AUDIT_DEFAULTS.maxPages})
  --concurrency N        engine: requests in flight (default ${AUDIT_DEFAULTS.concurrency})
  --preview [BOOL]       engine: treat the URL as a deploy preview (default: auto-detect)
  --check-external       engine: also check external links

Exit codes: 0 passed, 1 a threshold failed, 2 usage or configuration error,
3 an audit or the service failed.`;

export async function auditCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'api-url': { type: 'string' },
      'api-key': { type: 'string' },
      threshold: { type: 'string', multiple: true },
      format: { type: 'string', default: 'text' },
      output: { type: 'string' },
      baseline: { type: 'string' },
      'fail-on-new': { type: 'string' },
      timeout: { type: 'string', default: '15m' },
      'max-pages': { type: 'string' },
      concurrency: { type: 'string' },
      preview: { type: 'string' },
      'check-external': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(AUDIT_USAGE + '\n');
    return EXIT.passed;
  }
  if (positionals.length === 0) throw new UsageError('give at least one URL to audit, e.g. seo-audit audit https://example.com/');
  const format = values.format;
  if (format !== 'text' && format !== 'json' && format !== 'markdown') {
    throw new UsageError(`--format must be text, json or markdown, got "${format}"`);
  }
  const urls = parseTargetUrls(positionals);
  const thresholds = parseThresholds(values.threshold ?? []);
  const timeoutMs = parseTimeout('--timeout', values.timeout);
  const apiUrl = values['api-url'];
  if (apiUrl) parseTargetUrl(apiUrl);
  const apiKey = values['api-key'] ?? io.env.SEO_AUDIT_API_KEY;
  const backend: AuditBackend = apiUrl
    ? { kind: 'service', apiUrl, apiKey: apiKey || undefined }
    : {
        kind: 'engine',
        maxPages: parsePositiveInt('--max-pages', values['max-pages'], AUDIT_DEFAULTS.maxPages, 100_000),
        concurrency: parsePositiveInt('--concurrency', values.concurrency, AUDIT_DEFAULTS.concurrency, 64),
        preview: parsePreview(values.preview),
        checkExternal: parseBoolean('--check-external', String(values['check-external']), false),
      };

  const failOnNew = wrapConfig(() => parseFailOnNew(values['fail-on-new']));
  if (failOnNew !== 'none' && !values.baseline) throw new UsageError('--fail-on-new needs --baseline: new issues are found by comparing with an earlier result');
  const baselines = values.baseline ? await readBaselineFile(values.baseline) : undefined;

  const progress = createProgress(io);
  const outcomes = await auditUrls({
    urls,
    backend,
    timeoutMs,
    signal: io.signal,
    log: (line) => {
      progress.end();
      io.stderr(line + '\n');
    },
    onProgress: progress.update,
  });
  progress.end();

  const { reports, errors } = splitOutcomes(outcomes);
  const pairs = baselines && reports.length ? pairWithBaselines(reports, baselines) : undefined;
  const gate = gateReports(reports, thresholds, pairs, failOnNew);
  const result: AuditResult = { reports, gate, thresholds, errors };
  if (values.output) await writeFile(values.output, JSON.stringify(result, null, 2) + '\n');

  if (format === 'json') io.stdout(JSON.stringify(result, null, 2) + '\n');
  else if (format === 'markdown') {
    io.stdout(renderMarkdownSummary(reports, gate, thresholds) + '\n');
    if (pairs) io.stdout('### Compared with the baseline\n\n' + renderDiffMarkdown(pairs) + '\n');
  } else if (reports.length) {
    if (pairs) io.stdout(renderDiffText(pairs) + '\n\n');
    io.stdout(renderText(reports, gate, thresholds) + '\n');
  }
  for (const e of errors) io.stderr(`error: ${e.message}\n`);

  if (errors.length) return EXIT.auditFailed;
  return gate.passed ? EXIT.passed : EXIT.thresholdFailed;
}
