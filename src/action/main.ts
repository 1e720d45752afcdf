import * as core from '@actions/core';
import { tmpdir } from 'node:os';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readConfig, type ActionConfig } from './inputs.js';
import { readEvent } from './event.js';
import { urlsFromEvent } from './event-urls.js';
import { auditUrls, type AuditBackend, type AuditRun } from '../runner/audit-urls.js';
import { readBaselineFile } from '../runner/baseline-file.js';
import { pairWithBaselines, renderDiffMarkdown } from '../report/render-diff.js';
import { postComment } from './pr-comment/post.js';
import { createProgressLines } from '../runner/progress-lines.js';
import type { AuditProgress } from '../engine/audit-options.js';
import { parseTargetUrls } from '../runner/targets.js';
import { splitOutcomes, writeResultFile, type AuditResult } from '../runner/result-file.js';
import { describeFailure, describeGate, gateReports } from '../report/gate.js';
import { renderMarkdownSummary } from '../report/render-markdown.js';
import type { AuditReport, Scores } from '../report/schema.js';
import { CATEGORIES } from '../report/schema.js';

/** The action's entry point; src/index.ts only calls it. Never throws. */
export async function run(): Promise<void> {
  try {
    await runAction();
  } catch (error) {
    // One line that says what to fix; a stack trace helps nobody reading a PR check.
    core.setFailed((error as Error).message);
  }
}

async function runAction(): Promise<void> {
  const config = readConfig((name) => core.getInput(name), {
    reportPath: join(process.env.RUNNER_TEMP || tmpdir(), 'seo-audit', 'report.json'),
  });
  if (config.apiKey) core.setSecret(config.apiKey);

  const urls = config.urls.length ? config.urls : urlsFromTriggeringEvent();
  if (urls === 'skip') return;
  if (!config.apiUrl && config.apiKey) core.warning('api-key is set but api-url is not: auditing with the embedded engine and ignoring the key.');

  const backend: AuditBackend = config.apiUrl
    ? { kind: 'service', apiUrl: config.apiUrl, apiKey: config.apiKey }
    : { kind: 'engine', maxPages: config.maxPages, concurrency: config.concurrency, preview: config.preview, checkExternal: config.checkExternal };

  const common = { backend, timeoutMs: config.timeoutMs, log: (line: string) => core.info(line), onProgress: progressLogger() };
  const [outcomes, baselines] = await Promise.all([auditUrls({ ...common, urls }), loadBaselines(config, common)]);
  const { reports, errors } = splitOutcomes(outcomes);
  const pairs = baselines.length && reports.length ? pairWithBaselines(reports, baselines) : undefined;
  if (config.failOnNew !== 'none' && !pairs?.some((p) => p.base)) {
    core.warning(`fail-on-new is ${config.failOnNew} but there is no baseline to compare with; set baseline-url or baseline-path.`);
  }
  const gate = gateReports(reports, config.thresholds, pairs, config.failOnNew);
  const result: AuditResult = { reports, gate, thresholds: config.thresholds, errors };

  await writeResultFile(config.reportPath, result);
  setOutputs(config, reports, gate.passed && errors.length === 0);
  // Outside a runner (act, local runs) there is no summary file to write to.
  if (process.env.GITHUB_STEP_SUMMARY) {
    const diff = pairs ? `### Compared with the baseline\n\n${renderDiffMarkdown(pairs)}\n` : '';
    // Appended directly: core.summary caches the file path of its first use in the process.
    await appendFile(process.env.GITHUB_STEP_SUMMARY, renderMarkdownSummary(reports, gate, config.thresholds) + diff + '\n');
  }
  const commentId = await postComment(
    { token: config.githubToken, mode: config.comment, tag: config.commentTag, event: readEvent(), env: process.env },
    { reports, pairs, gate, thresholds: config.thresholds, errors },
  );
  if (commentId !== undefined) core.setOutput('comment-id', String(commentId));

  for (const f of gate.failures) core.error(describeFailure(f), { title: `SEO ${f.target} below threshold` });
  for (const i of gate.newIssues ?? []) core.error(`${i.key} (${i.severity}) on ${i.evidence} of ${i.url}`, { title: 'New SEO issue' });
  for (const e of errors) core.error(`${e.url}: ${e.message}`, { title: 'SEO audit failed' });

  const problems = [
    ...(errors.length && config.failOnError ? errors.map((e) => e.message) : []),
    ...(gate.passed ? [] : [describeGate(gate)]),
  ];
  if (errors.length && !config.failOnError) core.warning(`${errors.length} audit(s) failed; fail-on-error is false, so the check is not failed for it.`);
  if (problems.length) core.setFailed(problems.join('; '));
  else core.info(`SEO audit passed: ${describeGate(gate)}.`);
}

/**
 * Baselines come from a saved result, or are audited now with the same backend
 * (usually production). A baseline that cannot be had is a warning: the head
 * audit and its gate still stand on their own.
 */
async function loadBaselines(config: ActionConfig, common: Omit<AuditRun, 'urls'>): Promise<AuditReport[]> {
  const out: AuditReport[] = [];
  if (config.baselinePath) {
    try {
      out.push(...(await readBaselineFile(config.baselinePath)));
    } catch (e) {
      core.warning(`baseline-path: ${(e as Error).message}`);
    }
  }
  if (config.baselineUrls.length) {
    const outcomes = await auditUrls({ ...common, urls: config.baselineUrls, log: (line) => core.info(`baseline: ${line}`), onProgress: undefined });
    for (const o of outcomes) {
      if (o.report && !o.error) out.push(o.report);
      else core.warning(`baseline ${o.url} could not be audited: ${o.error?.message}`);
    }
  }
  return out;
}

function urlsFromTriggeringEvent(): URL[] | 'skip' {
  const event = readEvent();
  const found = urlsFromEvent(event.name, event.payload);
  if (found.kind === 'skip') {
    core.notice(`SEO audit skipped: ${found.reason}.`);
    core.setOutput('passed', 'true');
    core.setOutput('skipped', 'true');
    return 'skip';
  }
  if (found.kind === 'none') {
    throw new Error('no URL to audit: set the "url" input, or run the action on a deployment_status event');
  }
  return parseTargetUrls(found.urls);
}

/**
 * Outputs summarise every URL by its weakest figure, which is what a threshold
 * downstream would compare; per-URL detail is in the report file.
 */
function setOutputs(config: ActionConfig, reports: readonly AuditReport[], passed: boolean): void {
  const min = (values: Array<number | undefined>): number | undefined => {
    const nums = values.filter((v): v is number => typeof v === 'number');
    return nums.length ? Math.min(...nums) : undefined;
  };
  const scores: Scores = {};
  for (const c of CATEGORIES) {
    const v = min(reports.map((r) => r.scores?.[c]));
    if (v !== undefined) scores[c] = v;
  }
  const overall = min(reports.map((r) => r.overall));
  core.setOutput('audit-ids', reports.map((r) => r.auditId).join(','));
  core.setOutput('overall', overall === undefined ? '' : String(overall));
  core.setOutput('scores', JSON.stringify(scores));
  core.setOutput('passed', String(passed));
  core.setOutput('skipped', 'false');
  core.setOutput('report-path', config.reportPath);
}

/** Plain progress lines every 10% or so: a CI log is not a terminal. */
function progressLogger(): (url: string, p: AuditProgress) => void {
  const lines = createProgressLines();
  return (url, p) => {
    const line = lines(url, p);
    if (line) core.info(line);
  };
}
