export const id = 806;
export const ids = [806];
export const modules = {

/***/ 87806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(96421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(91327);
;// CONCATENATED MODULE: ./src/report/thresholds.ts


/** What a threshold can name: the overall score or one category. */
const GATE_TARGETS = ['overall', ...schema/* CATEGORIES */.R6];
const GateTargetSchema = schemas/* enum */.k5n(GATE_TARGETS);
const ThresholdsSchema = schemas/* partialRecord */.jgl(GateTargetSchema, schemas/* number */.aig().int().min(0).max(100));
// People write categories the way their other tools do (Lighthouse CI uses
// "best-practices"); accept the common spellings rather than fail a build on one.
const ALIASES = {
    overall: 'overall',
    total: 'overall',
    performance: 'performance',
    perf: 'performance',
    seo: 'seo',
    accessibility: 'accessibility',
    a11y: 'accessibility',
    bestpractices: 'bestPractices',
    'best-practices': 'bestPractices',
    best_practices: 'bestPractices',
};
class ThresholdError extends Error {
    name = 'ThresholdError';
}
const FORM = 'expected <category>=<0-100>, e.g. "overall=80, seo=90" (categories: overall, performance, seo, accessibility, bestPractices)';
/**
 * Parses `overall=80, seo=90` (commas or newlines; `:` accepted for `=`), the
 * form of the action's `thresholds` input and the CLI's repeated --threshold.
 */
function parseThresholds(input) {
    const entries = (typeof input === 'string' ? [input] : input)
        .flatMap((s) => s.split(/[,\n]/))
        .map((s) => s.trim())
        .filter((s) => s !== '' && !s.startsWith('#'));
    const out = {};
    for (const entry of entries) {
        const m = /^([A-Za-z][A-Za-z0-9_-]*)\s*[=:]\s*(\S+)$/.exec(entry);
        if (!m)
            throw new ThresholdError(`invalid threshold "${entry}": ${FORM}`);
        const target = ALIASES[m[1].toLowerCase()];
        if (!target)
            throw new ThresholdError(`unknown category "${m[1]}" in threshold "${entry}": ${FORM}`);
        const value = Number(m[2]);
        if (!Number.isInteger(value) || value < 0 || value > 100) {
            throw new ThresholdError(`threshold "${entry}" must be a whole number from 0 to 100`);
        }
        if (out[target] !== undefined && out[target] !== value) {
            throw new ThresholdError(`threshold for ${target} is given twice (${out[target]} and ${value}); keep one`);
        }
        out[target] = value;
    }
    return out;
}
function formatThresholds(t) {
    return GATE_TARGETS.filter((k) => t[k] !== undefined).map((k) => `${k}=${t[k]}`).join(', ');
}

// EXTERNAL MODULE: ./src/engine/audit-options.ts
var audit_options = __webpack_require__(3842);
;// CONCATENATED MODULE: ./src/report/gate.ts


const GateFailureSchema = schemas/* object */.Ikc({
    auditId: schemas/* string */.YjP(),
    url: schemas/* string */.YjP(),
    target: GateTargetSchema,
    /** null when the report carries no score for the target. */
    score: schemas/* number */.aig().nullable(),
    threshold: schemas/* number */.aig(),
});
const NewIssueFailureSchema = schemas/* object */.Ikc({
    url: schemas/* string */.YjP(),
    key: schemas/* string */.YjP(),
    severity: schemas/* string */.YjP(),
    evidence: schemas/* string */.YjP(),
});
const GateResultSchema = schemas/* object */.Ikc({
    passed: schemas/* boolean */.zMY(),
    failures: schemas/* array */.YOg(GateFailureSchema),
    /** Issues the change introduced at or above the `fail-on-new` severity; present only when asked. */
    newIssues: schemas/* array */.YOg(NewIssueFailureSchema).optional(),
});
function scoreOf(report, target) {
    return target === 'overall' ? report.overall : report.scores?.[target];
}
function gate_reportLabel(report) {
    return report.url ?? report.domain ?? report.auditId;
}
/**
 * Every report is held to every threshold. A score the report does not carry
 * fails the gate: a required check that passes on missing data is worse than
 * one that asks for a threshold to be dropped.
 */
function evaluateGate(reports, thresholds) {
    const failures = [];
    for (const report of reports) {
        for (const target of GATE_TARGETS) {
            const threshold = thresholds[target];
            if (threshold === undefined)
                continue;
            const score = scoreOf(report, target);
            if (score === undefined || score < threshold) {
                failures.push({ auditId: report.auditId, url: gate_reportLabel(report), target, score: score ?? null, threshold });
            }
        }
    }
    return { passed: failures.length === 0, failures };
}
function describeFailure(f) {
    return f.score === null
        ? `${f.target} has no score in the report for ${f.url} (threshold ${f.threshold})`
        : `${f.target} ${f.score} is below ${f.threshold} on ${f.url}`;
}
const FAIL_ON_NEW_LEVELS = ['none', 'high', 'medium', 'low'];
const SEVERITY_ORDER = { high: 3, medium: 2, low: 1 };
function parseFailOnNew(raw) {
    const v = (raw ?? '').trim().toLowerCase() || 'none';
    if (!FAIL_ON_NEW_LEVELS.includes(v)) {
        throw new Error(`fail-on-new must be one of ${FAIL_ON_NEW_LEVELS.join(', ')}, got "${raw}"`);
    }
    return v;
}
/**
 * Gates on regressions rather than levels: a pull request that introduces a
 * broken link fails even on a site whose scores still clear every threshold.
 * An unknown severity from a newer service counts as high, failing closed.
 */
function gateNewIssues(gate, introduced, level) {
    if (level === 'none')
        return gate;
    const floor = SEVERITY_ORDER[level];
    const newIssues = introduced.flatMap(({ url, issues }) => issues
        .filter((i) => (SEVERITY_ORDER[i.severity] ?? SEVERITY_ORDER.high) >= floor)
        .map((i) => ({ url, key: i.key, severity: i.severity, evidence: i.evidence })));
    return { passed: gate.passed && newIssues.length === 0, failures: gate.failures, newIssues };
}
/** One line per reason the gate failed: the thresholds missed, then the new issues. */
function gateReasons(result) {
    return [
        ...result.failures.map(describeFailure),
        ...(result.newIssues ?? []).map((i) => `new ${i.key} (${i.severity}) on ${i.evidence} of ${i.url}`),
    ];
}
/**
 * The whole verdict the action and the CLI give: thresholds on every report,
 * then, with `fail-on-new`, the issues each report introduced against its
 * baseline (a report without one introduced nothing it can be blamed for).
 */
function gateReports(reports, thresholds, pairs, level) {
    const introduced = (pairs ?? []).map((p) => ({ url: gate_reportLabel(p.head), issues: p.diff.introduced }));
    return gateNewIssues(evaluateGate(reports, thresholds), introduced, level);
}
function describeGate(result) {
    if (result.passed)
        return result.newIssues ? 'all scores meet their thresholds and no new issues were introduced' : 'all scores meet their thresholds';
    const parts = [];
    if (result.failures.length) {
        parts.push(`${result.failures.length === 1 ? 'a score is' : `${result.failures.length} scores are`} below threshold: ${result.failures.map(describeFailure).join('; ')}`);
    }
    if (result.newIssues?.length) {
        const shown = result.newIssues.slice(0, 5).map((i) => `${i.key} (${i.severity}) on ${i.evidence}`);
        const more = result.newIssues.length > 5 ? ` and ${result.newIssues.length - 5} more` : '';
        parts.push(`the change introduced ${result.newIssues.length} issue(s): ${shown.join(', ')}${more}`);
    }
    return parts.join('; ');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./src/api/duration.ts
/**
 * Human durations for the action's `timeout` input and for error messages.
 * Pure: no clock, no I/O.
 */
const ACCEPTED_FORMS = 'a number of seconds (120) or h/m/s/ms units such as 90s, 15m, 1h30m, 500ms';
// Units must come largest first and at most once each, so "30m1h" or "5m5m" are
// rejected rather than silently summed; `m(?!s)` keeps "500ms" from reading as 500m + s.
const UNIT_PATTERN = /^(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m(?!s))?(?:(\d+(?:\.\d+)?)s)?(?:(\d+(?:\.\d+)?)ms)?$/;
const PLAIN_SECONDS = /^\d+(?:\.\d+)?$/;
/** Parses "15m", "90s", "1h30m", "500ms" or bare seconds ("120") into milliseconds. */
function duration_parseDuration(input) {
    const text = String(input).trim().toLowerCase().replace(/\s+/g, '');
    const fail = () => {
        throw new Error(`invalid duration ${JSON.stringify(String(input))}: use ${ACCEPTED_FORMS}`);
    };
    if (text === '')
        return fail();
    if (PLAIN_SECONDS.test(text))
        return toMs(Number(text) * 1000, fail);
    const match = UNIT_PATTERN.exec(text);
    if (!match || match.slice(1).every((part) => part === undefined))
        return fail();
    const [, h, m, s, ms] = match;
    const total = Number(h ?? 0) * 3_600_000 + Number(m ?? 0) * 60_000 + Number(s ?? 0) * 1000 + Number(ms ?? 0);
    return toMs(total, fail);
}
function toMs(value, fail) {
    if (!Number.isFinite(value) || value > Number.MAX_SAFE_INTEGER)
        return fail();
    return Math.round(value);
}
/** Formats milliseconds the way parseDuration reads them: 500ms, 30s, 15m, 1h30m, 2m5s. */
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return `${ms}ms`;
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    const totalSeconds = Math.round(ms / 1000);
    const h = Math.floor(totalSeconds / 3600);
    const m = Math.floor((totalSeconds % 3600) / 60);
    const s = totalSeconds % 60;
    const parts = [h ? `${h}h` : '', m ? `${m}m` : '', s ? `${s}s` : ''].join('');
    return parts || '0s';
}

;// CONCATENATED MODULE: ./src/api/errors.ts

class ApiError extends Error {
    name = 'ApiError';
    status;
    code;
    url;
    retryAfterMs;
    rateLimit;
    serviceMessage;
    constructor(init) {
        super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
        this.status = init.status;
        this.code = init.code;
        this.url = init.url;
        if (init.retryAfterMs !== undefined)
            this.retryAfterMs = init.retryAfterMs;
        if (init.rateLimit !== undefined)
            this.rateLimit = init.rateLimit;
        if (init.serviceMessage !== undefined)
            this.serviceMessage = init.serviceMessage;
    }
}
/** The audit ended in a failed (or otherwise unsuccessful terminal) state. */
class AuditFailedError extends Error {
    name = 'AuditFailedError';
    auditId;
    status;
    code;
    constructor(auditId, status, detail) {
        const reason = oneLine(detail?.message ?? '') || `the service gave no reason (status: ${status})`;
        super(`audit ${auditId} failed: ${reason}`);
        this.auditId = auditId;
        this.status = status;
        if (detail?.code !== undefined)
            this.code = detail.code;
    }
}
class PollTimeoutError extends Error {
    name = 'PollTimeoutError';
    auditId;
    timeoutMs;
    lastStatus;
    constructor(auditId, timeoutMs, lastStatus) {
        super(`gave up after ${formatDuration(timeoutMs)} waiting for ${auditId} (last status: ${lastStatus})`);
        this.auditId = auditId;
        this.timeoutMs = timeoutMs;
        this.lastStatus = lastStatus;
    }
}
/** Cancellation through an AbortSignal; `name` matches the platform's AbortError. */
class AbortedError extends Error {
    name = 'AbortError';
    code = 'ABORT_ERR';
    constructor(message, reason) {
        super(message, reason === undefined ? undefined : { cause: reason });
    }
}
function isAbortError(error) {
    return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
/** An error status from the service, described by what the user should do about it. */
function httpError(ctx, failure) {
    const url = displayUrl(ctx.url);
    const { status } = failure;
    const said = scrub(oneLine(failure.detail?.message ?? ''), ctx.secret) || failure.statusText || `HTTP ${status}`;
    // The advice below starts a new sentence; avoid "..".
    const sentence = said.replace(/[.\s]+$/, '');
    let message;
    if (status === 401) {
        message = `API key rejected (401) by ${url}: ${sentence}. Check the api-key input / SEO_AUDIT_API_KEY.`;
    }
    else if (status === 403) {
        message = `access denied (403) by ${url}: ${sentence}. The API key is valid but not allowed to do this.`;
    }
    else if (status === 404) {
        message = `not found (404) at ${url}: ${said}`;
    }
    else if (status === 429) {
        message =
            failure.retryAfterMs !== undefined
                ? `rate limited (429) by ${url}: retry after ${formatDuration(failure.retryAfterMs)}`
                : `rate limited (429) by ${url}: ${said}`;
    }
    else if (status === 409) {
        message = `conflict (409) at ${url}: ${said}`;
    }
    else if (status === 400 || status === 422) {
        message = `request rejected (${status}) by ${url}: ${said}`;
    }
    else if (status >= 500) {
        message = `service error (${status}) at ${url}: ${said}`;
    }
    else {
        message = `request failed (${status}) at ${url}: ${said}`;
    }
    return new ApiError({
        status,
        code: failure.detail?.code || `http_${status}`,
        message,
        url,
        ...(failure.retryAfterMs !== undefined && { retryAfterMs: failure.retryAfterMs }),
        ...(failure.rateLimit !== undefined && { rateLimit: failure.rateLimit }),
        ...(said && failure.detail?.message !== undefined && { serviceMessage: said }),
    });
}
function networkError(ctx, cause) {
    const url = displayUrl(ctx.url);
    return new ApiError({
        status: 0,
        code: 'network_error',
        message: `could not reach ${url}: ${scrub(describeCause(cause), ctx.secret)}`,
        url,
        cause,
    });
}
function timeoutError(ctx, timeoutMs) {
    const url = displayUrl(ctx.url);
    return new ApiError({
        status: 0,
        code: 'timeout',
        message: `could not reach ${url}: no response within ${formatDuration(timeoutMs)} (raise timeoutMs if the service is slow)`,
        url,
    });
}
/** A 2xx answer the client cannot use: not JSON, or not the shape the contract promises. */
function unexpectedResponse(ctx, status, what) {
    const url = displayUrl(ctx.url);
    return new ApiError({
        status,
        code: 'unexpected_response',
        message: `unexpected response from ${url}: ${scrub(oneLine(what), ctx.secret)}`,
        url,
    });
}
/** A zod failure as one line: the first few issues, each as `path: message`. */
function describeZodError(error) {
    const shown = error.issues.slice(0, 3).map((issue) => {
        const path = issue.path.map(String).join('.');
        return path ? `${path}: ${issue.message}` : issue.message;
    });
    const more = error.issues.length > shown.length ? ` (+${error.issues.length - shown.length} more)` : '';
    return shown.join('; ') + more;
}
function cancelledError(what, signal) {
    return new AbortedError(`${what} was cancelled`, signal?.reason);
}
/** The URL without user:password, which may hold credentials. */
function displayUrl(raw) {
    try {
        const url = new URL(raw);
        url.username = '';
        url.password = '';
        return url.toString();
    }
    catch {
        return raw;
    }
}
function describeCause(cause) {
    // Connection failures arrive wrapped (fetch's "fetch failed" → cause) or as an
    // AggregateError with an empty message (one error per address tried).
    let current = cause;
    for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
        if (current instanceof AggregateError && current.errors.length > 0) {
            const inner = [...new Set(current.errors.map((e) => describeCause(e)))];
            return inner.join('; ');
        }
        const code = current.code;
        const message = oneLine(current.message);
        const generic = message === '' || message === 'fetch failed' || message === 'terminated';
        if (generic && current.cause instanceof Error) {
            current = current.cause;
            continue;
        }
        if (message)
            return message;
        if (typeof code === 'string')
            return code;
        return current.name;
    }
    return oneLine(String(current)) || 'unknown error';
}
function oneLine(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 300 ? `${flat.slice(0, 297)}...` : flat;
}
function scrub(text, secret) {
    // Short "keys" would blank out ordinary words; real keys are long.
    if (!secret || secret.length < 4)
        return text;
    return text.split(secret).join('***');
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
;// CONCATENATED MODULE: ./src/api/transport.ts


function undiciTransport(dispatcher) {
    return async (req) => {
        const res = await (0,undici.request)(req.url, {
            method: req.method,
            headers: req.headers,
            body: req.body ?? null,
            signal: req.signal,
            ...(dispatcher && { dispatcher }),
        });
        // Always drain the body: an unread body pins the pooled connection.
        const text = await res.body.text();
        return {
            status: res.statusCode,
            statusText: res.statusText || external_node_http_.STATUS_CODES[res.statusCode] || '',
            header: (name) => {
                const value = res.headers[name.toLowerCase()];
                return Array.isArray(value) ? value.join(', ') : value;
            },
            text,
        };
    };
}
function fetchTransport(fetchFn) {
    return async (req) => {
        const res = await fetchFn(req.url, {
            method: req.method,
            headers: req.headers,
            ...(req.body !== undefined && { body: req.body }),
            signal: req.signal,
        });
        const text = await res.text();
        return {
            status: res.status,
            statusText: res.statusText || external_node_http_.STATUS_CODES[res.status] || '',
            header: (name) => res.headers.get(name) ?? undefined,
            text,
        };
    };
}

;// CONCATENATED MODULE: ./src/api/retry.ts
/**
 * Retry policy as pure functions: which outcomes are worth another attempt, how
 * long to wait, and how to read the service's own hints (Retry-After,
 * RateLimit-*). The client does the waiting; these only decide.
 */
const DEFAULT_BACKOFF = { baseMs: 500, capMs: 20_000 };
/**
 * "Full jitter" exponential backoff: a uniform wait in [0, min(cap, base·2^n)),
 * which spreads many clients retrying after one outage better than a fixed ladder.
 * `retry` counts from 0 for the first retry.
 */
function backoffDelay(retry, random, options = DEFAULT_BACKOFF) {
    const ceiling = Math.min(options.capMs, options.baseMs * 2 ** retry);
    const r = Math.min(Math.max(random(), 0), 1);
    return Math.floor(r * ceiling);
}
/** Statuses a repeat may cure. 501 and 505 are answers about the request itself. */
function isRetryableStatus(status) {
    if (status === 408 || status === 429)
        return true;
    return status >= 500 && status !== 501 && status !== 505;
}
/**
 * A request may be repeated only if repeating cannot do the work twice: GET/HEAD
 * always, a POST only when it carries an Idempotency-Key the service de-duplicates on.
 */
function isReplaySafe(method, hasIdempotencyKey) {
    const m = method.toUpperCase();
    return m === 'GET' || m === 'HEAD' || m === 'OPTIONS' || hasIdempotencyKey;
}
/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date. Undefined when absent or unreadable. */
function parseRetryAfter(value, nowMs) {
    if (value === undefined || value === null)
        return undefined;
    const text = value.trim();
    if (text === '')
        return undefined;
    if (/^\d+(?:\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}
/** `RateLimit-Limit/Remaining/Reset` (draft IETF headers; Reset in delta-seconds). */
function parseRateLimit(headers) {
    const num = (name) => {
        const raw = headers(name);
        if (raw === undefined)
            return undefined;
        // Structured-field variants ("100, 100;w=60") carry the number first.
        const n = Number.parseFloat(raw);
        return Number.isFinite(n) && n >= 0 ? n : undefined;
    };
    const limit = num('ratelimit-limit');
    const remaining = num('ratelimit-remaining');
    const reset = num('ratelimit-reset');
    if (limit === undefined && remaining === undefined && reset === undefined)
        return undefined;
    return {
        ...(limit !== undefined && { limit }),
        ...(remaining !== undefined && { remaining }),
        ...(reset !== undefined && { resetMs: Math.round(reset * 1000) }),
    };
}

;// CONCATENATED MODULE: ./src/api/client.ts







const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRIES = 3;
const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;
const DEFAULT_USER_AGENT = 'seo-audit-action (+https://github.com/marketplace/actions/seo-audit)';
function createClient(options) {
    const base = parseBaseUrl(options.baseUrl);
    const timeoutMs = positiveOr(options.timeoutMs, DEFAULT_TIMEOUT_MS, 'timeoutMs');
    const retries = Math.max(0, Math.floor(options.retries ?? DEFAULT_RETRIES));
    const sleep = options.sleep ?? ((ms, signal) => (0,external_node_timers_promises_.setTimeout)(ms, undefined, signal ? { signal } : undefined));
    const random = options.random ?? Math.random;
    const now = options.now ?? Date.now;
    const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
    const apiKey = options.apiKey?.trim() || undefined;
    let ownedAgent;
    let transport;
    if (options.fetch) {
        transport = fetchTransport(options.fetch);
    }
    else if (options.dispatcher) {
        transport = undiciTransport(options.dispatcher);
    }
    else {
        // One pool per client: audits poll the same host for minutes, so reusing the
        // TLS connection matters more than anything else here.
        ownedAgent = new undici.Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 });
        transport = undiciTransport(ownedAgent);
    }
    const baseHeaders = {
        accept: 'application/json',
        'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
    };
    if (apiKey)
        baseHeaders.authorization = `Bearer ${apiKey}`;
    async function call(spec) {
        const url = buildUrl(base, spec.path, spec.query);
        const ctx = { url, ...(apiKey && { secret: apiKey }) };
        const what = `${spec.method} ${displayUrl(url)}`;
        const headers = { ...baseHeaders };
        let body;
        if (spec.body !== undefined) {
            body = JSON.stringify(spec.body);
            headers['content-type'] = 'application/json';
        }
        // The same key on every attempt is what makes the retries safe.
        if (spec.idempotencyKey)
            headers['idempotency-key'] = spec.idempotencyKey;
        const replaySafe = isReplaySafe(spec.method, Boolean(spec.idempotencyKey));
        for (let attempt = 0;; attempt++) {
            if (spec.signal?.aborted)
                throw cancelledError(what, spec.signal);
            const timeout = AbortSignal.timeout(timeoutMs);
            const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout;
            let failure;
            try {
                const response = await transport({ method: spec.method, url, headers, body, signal });
                if (response.status >= 200 && response.status < 300) {
                    return { status: response.status, body: parseJsonBody(ctx, response), response, ctx };
                }
                failure = client_describeFailure(ctx, response, now());
            }
            catch (error) {
                if (error instanceof ApiError)
                    throw error;
                if (spec.signal?.aborted)
                    throw cancelledError(what, spec.signal);
                failure = timeout.aborted || isAbortError(error) ? timeoutError(ctx, timeoutMs) : networkError(ctx, error);
            }
            const canRetry = attempt < retries && replaySafe && (failure.status === 0 || isRetryableStatus(failure.status));
            if (!canRetry)
                throw failure;
            if (failure.retryAfterMs !== undefined && failure.retryAfterMs > maxRetryAfterMs)
                throw failure;
            const wait = failure.retryAfterMs ?? backoffDelay(attempt, random);
            try {
                await sleep(wait, spec.signal);
            }
            catch (error) {
                if (spec.signal?.aborted)
                    throw cancelledError(what, spec.signal);
                throw error;
            }
        }
    }
    function validate(schema, res) {
        const parsed = schema.safeParse(res.body);
        if (!parsed.success)
            throw unexpectedResponse(res.ctx, res.status, describeZodError(parsed.error));
        return parsed.data;
    }
    const client = {
        async startAudit(req, opts = {}) {
            const checked = schema/* StartAuditRequestSchema */.uy.safeParse(req);
            if (!checked.success)
                throw new TypeError(`invalid audit request: ${describeZodError(checked.error)}`);
            const res = await call({
                method: 'POST',
                path: 'audits',
                body: checked.data,
                idempotencyKey: opts.idempotencyKey || (0,external_node_crypto_.randomUUID)(),
                ...(opts.signal && { signal: opts.signal }),
            });
            return validate(schema/* AuditAcceptedSchema */.yn, res);
        },
        async getAudit(id, opts = {}) {
            if (!id)
                throw new TypeError('getAudit needs an audit id such as aud_123');
            const res = await call({
                method: 'GET',
                path: `audits/${encodeURIComponent(id)}`,
                ...(opts.signal && { signal: opts.signal }),
            });
            // A failed audit may answer without its id; we know which one we asked for.
            if (isRecord(res.body) && res.body.auditId === undefined)
                res.body = { ...res.body, auditId: id };
            const accepted = validate(schema/* AuditAcceptedSchema */.yn, res);
            const retryAfterMs = parseRetryAfter(res.response.header('retry-after'), now());
            if (accepted.status === 'done') {
                const report = validate(schema/* AuditReportSchema */.h4, res);
                const missing = ['overall', 'scores'].filter((field) => report[field] === undefined);
                if (missing.length > 0) {
                    throw unexpectedResponse(res.ctx, res.status, `audit is done but has no ${missing.join(' or ')}`);
                }
                return { done: true, report, accepted };
            }
            return {
                done: (0,schema/* isTerminalStatus */.TQ)(accepted.status),
                accepted,
                ...(retryAfterMs !== undefined && { retryAfterMs }),
            };
        },
        async listSites(opts = {}) {
            const res = await call({
                method: 'GET',
                path: 'sites',
                query: { limit: opts.limit, cursor: opts.cursor },
                ...(opts.signal && { signal: opts.signal }),
            });
            return validate(schema/* SiteListSchema */.rD, res);
        },
        async *allSites(opts = {}) {
            const seen = new Set();
            let cursor;
            for (;;) {
                const page = await client.listSites({
                    ...(opts.pageSize !== undefined && { limit: opts.pageSize }),
                    ...(cursor !== undefined && { cursor }),
                    ...(opts.signal && { signal: opts.signal }),
                });
                yield* page.sites;
                const next = page.nextCursor;
                if (next === undefined || next === null || next === '')
                    return;
                // A cursor that comes back again would page forever.
                if (seen.has(next)) {
                    const url = buildUrl(base, 'sites', { cursor: next });
                    throw unexpectedResponse({ url }, 200, `nextCursor "${next}" was already returned; stopping to avoid a loop`);
                }
                seen.add(next);
                cursor = next;
            }
        },
        async applyFixes(siteId, fixes, opts = {}) {
            if (!siteId)
                throw new TypeError('applyFixes needs a site id');
            const checked = schema/* FixRequestSchema */.UW.safeParse(fixes);
            if (!checked.success)
                throw new TypeError(`invalid fix request: ${describeZodError(checked.error)}`);
            // No key is invented here: the contract promises de-duplication only for
            // POST /audits, so a fix POST is retried only when the caller vouches for it.
            const res = await call({
                method: 'POST',
                path: `sites/${encodeURIComponent(siteId)}/fixes`,
                body: checked.data,
                ...(opts.idempotencyKey && { idempotencyKey: opts.idempotencyKey }),
                ...(opts.signal && { signal: opts.signal }),
            });
            return validate(schema/* FixResultSchema */.uJ, res);
        },
        async close() {
            await ownedAgent?.close();
        },
    };
    return client;
}
function client_describeFailure(ctx, response, nowMs) {
    const rateLimit = parseRateLimit(response.header);
    let retryAfterMs = parseRetryAfter(response.header('retry-after'), nowMs);
    // Without Retry-After, the rate-limit window's reset is the next best hint.
    if (retryAfterMs === undefined && response.status === 429 && rateLimit?.resetMs !== undefined) {
        retryAfterMs = rateLimit.resetMs;
    }
    return httpError(ctx, {
        status: response.status,
        statusText: response.statusText,
        ...errorDetail(response.text),
        ...(retryAfterMs !== undefined && { retryAfterMs }),
        ...(rateLimit !== undefined && { rateLimit }),
    });
}
/** The service's `{error:{code,message}}`, or the nearest thing a differing service sends. */
function errorDetail(text) {
    let body;
    try {
        body = JSON.parse(text);
    }
    catch {
        return {};
    }
    const parsed = schema/* ErrorBodySchema */.i1.safeParse(body);
    if (parsed.success)
        return { detail: parsed.data.error };
    if (!isRecord(body))
        return {};
    if (typeof body.error === 'string')
        return { detail: { message: body.error } };
    if (isRecord(body.error) && typeof body.error.message === 'string') {
        return { detail: { message: body.error.message, ...(typeof body.error.code === 'string' && { code: body.error.code }) } };
    }
    if (typeof body.message === 'string')
        return { detail: { message: body.message } };
    return {};
}
function parseJsonBody(ctx, response) {
    const type = response.header('content-type') ?? 'no content-type';
    if (response.text.trim() === '')
        throw unexpectedResponse(ctx, response.status, `empty body (${type})`);
    try {
        return JSON.parse(response.text);
    }
    catch {
        throw unexpectedResponse(ctx, response.status, `body is not JSON (${type}): ${response.text.slice(0, 60)}`);
    }
}
function parseBaseUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new TypeError(`invalid baseUrl ${JSON.stringify(raw)}: give an absolute http(s) URL such as https://api.example.com/v1`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new TypeError(`invalid baseUrl ${JSON.stringify(displayUrl(raw))}: only http and https are supported`);
    }
    url.search = '';
    url.hash = '';
    // A prefix like /v1 survives relative resolution only with a trailing slash.
    if (!url.pathname.endsWith('/'))
        url.pathname += '/';
    return url;
}
function buildUrl(base, path, query) {
    const url = new URL(path.replace(/^\/+/, ''), base);
    for (const [name, value] of Object.entries(query ?? {})) {
        if (value !== undefined && value !== '')
            url.searchParams.set(name, String(value));
    }
    return url.toString();
}
function positiveOr(value, fallback, name) {
    if (value === undefined)
        return fallback;
    if (!Number.isFinite(value) || value <= 0)
        throw new TypeError(`invalid ${name} ${value}: give a positive number of milliseconds`);
    return value;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/api/poller.ts


const realClock = {
    now: () => performance.now(),
    sleep: (ms, signal) => (0,external_node_timers_promises_.setTimeout)(ms, undefined, signal ? { signal } : undefined),
};
const GROWTH = 1.5;
// A service answering `Retry-After: 0` on every poll would otherwise get a busy loop.
const MIN_WAIT_MS = 100;
/**
 * Polls GET /audits/{id} until the audit ends. Resolves the done report; rejects
 * AuditFailedError for a failed audit, PollTimeoutError once `timeoutMs` has
 * passed (or when `signal` fires with a TimeoutError reason), an AbortError
 * when `signal` is aborted otherwise, or the client's ApiError (a 429 the
 * client gave up on is waited out here instead, within the deadline).
 *
 * The wait starts at minIntervalMs and grows ×1.5 to maxIntervalMs (short audits
 * finish quickly, long ones should not be hammered), but the service's
 * Retry-After wins. Every wait is cut to the time left, so the last poll lands
 * on the deadline instead of overshooting it.
 */
async function pollAudit(client, auditId, options) {
    const clock = options.clock ?? realClock;
    const { signal } = options;
    const minInterval = Math.max(1, options.minIntervalMs ?? 1000);
    const maxInterval = Math.max(minInterval, options.maxIntervalMs ?? 15_000);
    const what = `polling ${auditId}`;
    const start = clock.now();
    let interval = minInterval;
    let lastStatus = 'unknown';
    // A caller's AbortSignal.timeout() is a deadline, not a cancellation: say so
    // the same way our own deadline does. That timer usually started a moment
    // before polling (it covers starting the audit too), so whole seconds rounded
    // up name the figure the user configured.
    const stopped = () => isTimeoutReason(signal?.reason)
        ? new PollTimeoutError(auditId, Math.ceil((clock.now() - start) / 1000) * 1000, lastStatus)
        : cancelledError(what, signal);
    for (;;) {
        if (signal?.aborted)
            throw stopped();
        let poll;
        let retryAfterMs;
        try {
            poll = await client.getAudit(auditId, signal ? { signal } : {});
            retryAfterMs = poll.retryAfterMs;
        }
        catch (error) {
            if (signal?.aborted)
                throw stopped();
            // The client already retried short rate limits; a long one should cost
            // this audit some waiting, not the whole run (the deadline still holds).
            if (!(error instanceof ApiError && error.status === 429))
                throw error;
            retryAfterMs = error.retryAfterMs;
        }
        const elapsed = clock.now() - start;
        if (poll) {
            lastStatus = poll.accepted.status;
            options.onStatus?.(lastStatus, elapsed);
            if (poll.done) {
                if (poll.report)
                    return poll.report;
                throw new AuditFailedError(auditId, lastStatus, poll.accepted.error);
            }
        }
        const remaining = options.timeoutMs - elapsed;
        if (remaining <= 0)
            throw new PollTimeoutError(auditId, options.timeoutMs, lastStatus);
        const wanted = retryAfterMs !== undefined ? Math.max(retryAfterMs, MIN_WAIT_MS) : interval;
        try {
            await clock.sleep(Math.min(wanted, remaining), signal);
        }
        catch (error) {
            if (signal?.aborted)
                throw stopped();
            throw error;
        }
        interval = Math.min(interval * GROWTH, maxInterval);
    }
}
function isTimeoutReason(reason) {
    return reason instanceof Error && reason.name === 'TimeoutError';
}

;// CONCATENATED MODULE: ./src/api/index.ts






;// CONCATENATED MODULE: ./src/runner/targets.ts

/** Turning what a user typed into audit targets, with errors that say how to fix it. */
class ConfigError extends Error {
    name = 'ConfigError';
}
/** Splits a multi-URL input: newlines, commas or spaces, as people paste them. */
function splitList(value) {
    return (typeof value === 'string' ? [value] : value)
        .flatMap((v) => v.split(/[\s,]+/))
        .map((v) => v.trim())
        .filter(Boolean);
}
function parseTargetUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new ConfigError(`invalid url "${raw}": give an absolute http(s) URL such as https://preview.example.com/`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new ConfigError(`invalid url "${raw}": only http and https URLs can be audited`);
    }
    if (url.username || url.password) {
        // Credentials in a URL end up in logs, comments and reports.
        throw new ConfigError(`url "${url.host}" carries credentials; remove them from the URL`);
    }
    url.hash = '';
    return url;
}
function parseTargetUrls(value) {
    const urls = splitList(value).map(parseTargetUrl);
    const seen = new Set();
    return urls.filter((u) => (seen.has(u.href) ? false : (seen.add(u.href), true)));
}
function parsePositiveInt(name, raw, fallback, max = Number.MAX_SAFE_INTEGER) {
    if (raw === undefined || raw.trim() === '')
        return fallback;
    const n = Number(raw.trim());
    if (!Number.isInteger(n) || n < 1 || n > max) {
        throw new ConfigError(`${name} must be a whole number from 1 to ${max === Number.MAX_SAFE_INTEGER ? 'up' : max}, got "${raw}"`);
    }
    return n;
}
function parseBoolean(name, raw, fallback) {
    if (raw === undefined || raw.trim() === '')
        return fallback;
    const v = raw.trim().toLowerCase();
    if (['true', 'yes', '1', 'on'].includes(v))
        return true;
    if (['false', 'no', '0', 'off'].includes(v))
        return false;
    throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}
/** `auto` lets the engine decide from the host (Vercel, Netlify... previews). */
function parsePreview(raw) {
    if (raw === undefined || raw.trim() === '' || raw.trim().toLowerCase() === 'auto')
        return 'auto';
    return parseBoolean('preview', raw, false);
}
/** Runs a parser whose plain Errors are configuration mistakes (exit 2, no stack). */
function wrapConfig(parse) {
    try {
        return parse();
    }
    catch (e) {
        throw e instanceof ConfigError ? e : new ConfigError(e.message);
    }
}
/** A duration option, as a configuration error (exit 2) when it cannot be read. */
function parseTimeout(name, raw) {
    try {
        return parseDuration(raw);
    }
    catch (e) {
        throw new ConfigError(`${name}: ${e.message}`);
    }
}

;// CONCATENATED MODULE: ./src/action/inputs.ts






const ActionConfigSchema = schemas/* object */.Ikc({
    urls: schemas/* array */.YOg(schemas/* instanceof */.Nlp(URL)),
    apiUrl: schemas/* string */.YjP().optional(),
    apiKey: schemas/* string */.YjP().optional(),
    thresholds: ThresholdsSchema,
    timeoutMs: schemas/* number */.aig(),
    maxPages: schemas/* number */.aig(),
    concurrency: schemas/* number */.aig(),
    preview: schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* literal */.euz('auto')]),
    checkExternal: schemas/* boolean */.zMY(),
    reportPath: schemas/* string */.YjP(),
    failOnError: schemas/* boolean */.zMY(),
    githubToken: schemas/* string */.YjP().optional(),
    comment: schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* literal */.euz('auto')]),
    commentTag: schemas/* string */.YjP(),
    baselineUrls: schemas/* array */.YOg(schemas/* instanceof */.Nlp(URL)),
    baselinePath: schemas/* string */.YjP().optional(),
    failOnNew: schemas/* enum */.k5n(FAIL_ON_NEW_LEVELS),
});
/**
 * Reads and validates every input before anything starts, so a typo fails the
 * step in a second with the input's name, not ten minutes into an audit.
 */
function readConfig(input, defaults) {
    const named = (name, parse) => {
        try {
            return parse();
        }
        catch (e) {
            const msg = e.message;
            throw new ConfigError(msg.startsWith(name) ? msg : `input "${name}": ${msg}`);
        }
    };
    const apiUrl = input('api-url').trim() || undefined;
    if (apiUrl)
        named('api-url', () => parseTargetUrl(apiUrl));
    return {
        urls: named('url', () => parseTargetUrls(input('url'))),
        apiUrl,
        apiKey: input('api-key').trim() || undefined,
        thresholds: named('thresholds', () => parseThresholds(input('thresholds'))),
        timeoutMs: named('timeout', () => duration_parseDuration(input('timeout').trim() || '15m')),
        maxPages: named('max-pages', () => parsePositiveInt('max-pages', input('max-pages'), audit_options/* AUDIT_DEFAULTS */.v.maxPages, 100_000)),
        concurrency: named('concurrency', () => parsePositiveInt('concurrency', input('concurrency'), audit_options/* AUDIT_DEFAULTS */.v.concurrency, 64)),
        preview: named('preview', () => parsePreview(input('preview'))),
        checkExternal: named('check-external', () => parseBoolean('check-external', input('check-external'), false)),
        reportPath: input('report-path').trim() || defaults.reportPath,
        failOnError: named('fail-on-error', () => parseBoolean('fail-on-error', input('fail-on-error'), true)),
        githubToken: input('github-token').trim() || undefined,
        comment: named('comment', () => (['', 'auto'].includes(input('comment').trim().toLowerCase()) ? 'auto' : parseBoolean('comment', input('comment'), true))),
        commentTag: input('comment-tag').trim() || 'seo-audit',
        baselineUrls: named('baseline-url', () => parseTargetUrls(input('baseline-url'))),
        baselinePath: input('baseline-path').trim() || undefined,
        failOnNew: named('fail-on-new', () => parseFailOnNew(input('fail-on-new'))),
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/action/event.ts

/**
 * The triggering event, read when asked for rather than at import time (as
 * @actions/github's context does), so one process can run several jobs in tests.
 */
function readEvent(env = process.env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    const path = env.GITHUB_EVENT_PATH;
    if (!path)
        return { name, payload: {} };
    try {
        return { name, payload: JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8')) };
    }
    catch (e) {
        throw new Error(`could not read the event payload at ${path}: ${e.message}`);
    }
}

;// CONCATENATED MODULE: ./src/action/event-urls.ts
function urlsFromEvent(eventName, payload) {
    if (eventName !== 'deployment_status')
        return { kind: 'none' };
    const p = (payload ?? {});
    const status = p.deployment_status;
    const state = status?.state ?? 'unknown';
    const env = status?.environment ?? p.deployment?.environment ?? 'unknown';
    if (state !== 'success') {
        return { kind: 'skip', reason: `deployment to ${env} is "${state}", not "success"; nothing to audit yet` };
    }
    // target_url often points at build logs rather than the site, so prefer environment_url.
    const url = status?.environment_url || status?.target_url;
    if (!url)
        return { kind: 'skip', reason: `deployment_status for ${env} carries no environment_url; set the "url" input` };
    return { kind: 'urls', urls: [url] };
}

;// CONCATENATED MODULE: ./src/runner/audit-urls.ts

async function auditUrls(run) {
    if (run.backend.kind === 'service')
        return viaService(run, run.backend);
    // The poller keeps its own deadline (and names the audit it gave up on); the engine needs one here.
    const deadline = AbortSignal.timeout(run.timeoutMs);
    return viaEngine(run, run.backend, run.signal ? AbortSignal.any([run.signal, deadline]) : deadline);
}
async function viaService(run, backend) {
    const signal = run.signal;
    const client = createClient({ baseUrl: backend.apiUrl, apiKey: backend.apiKey });
    const log = run.log ?? (() => { });
    // Audits run on the service, so start them all at once and poll them side by side.
    try {
        return await Promise.all(run.urls.map(async (url) => {
            try {
                const accepted = await client.startAudit({ url: url.href, domain: url.hostname }, { signal });
                log(`started ${accepted.auditId} for ${url.href}`);
                let last = accepted.status;
                const report = await pollAudit(client, accepted.auditId, {
                    timeoutMs: run.timeoutMs,
                    signal,
                    onStatus(status) {
                        if (status !== last)
                            log(`${accepted.auditId}: ${status}`);
                        last = status;
                    },
                });
                log(`${accepted.auditId}: done, overall ${report.overall ?? '-'}`);
                return { url: url.href, report: { ...report, url: report.url ?? url.href } };
            }
            catch (error) {
                return { url: url.href, error: error };
            }
        }));
    }
    finally {
        await client.close();
    }
}
async function viaEngine(run, backend, signal) {
    const { isPreviewUrl } = await __webpack_require__.e(/* import() */ 790).then(__webpack_require__.bind(__webpack_require__, 37790));
    const { auditSiteIsolated } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 94641));
    const log = run.log ?? (() => { });
    const outcomes = [];
    // The engine is already concurrent within a site; one site at a time keeps
    // memory and the load on the audited host bounded.
    for (const url of run.urls) {
        const preview = backend.preview === 'auto' ? isPreviewUrl(url.href) : backend.preview;
        log(`auditing ${url.href} with the embedded engine${preview ? ' (preview deployment)' : ''}`);
        try {
            const report = await auditSiteIsolated({
                url: url.href,
                maxPages: backend.maxPages,
                concurrency: backend.concurrency,
                preview,
                checkExternal: backend.checkExternal,
                signal,
                onProgress: (p) => run.onProgress?.(url.href, p),
            });
            if (report.status !== 'done') {
                const why = report.error?.message ?? `status ${report.status}`;
                outcomes.push({ url: url.href, report, error: new Error(`audit ${report.auditId} failed: ${why}`) });
                continue;
            }
            log(`${url.href}: ${report.pageCount ?? '?'} page(s), overall ${report.overall ?? '-'}`);
            outcomes.push({ url: url.href, report });
        }
        catch (error) {
            const e = error;
            outcomes.push({
                url: url.href,
                error: signal.aborted && !run.signal?.aborted ? new Error(`gave up after ${formatDuration(run.timeoutMs)} auditing ${url.href}`) : e,
            });
        }
    }
    return outcomes;
}

;// CONCATENATED MODULE: ./src/runner/baseline-file.ts




// A baseline may be a saved result (--output / report-path), one report, or a list.
const BaselineSchema = schemas/* union */.KCZ([
    schemas/* looseObject */._H3({ reports: schemas/* array */.YOg(schema/* AuditReportSchema */.h4) }).transform((r) => r.reports),
    schemas/* array */.YOg(schema/* AuditReportSchema */.h4),
    schema/* AuditReportSchema */.h4.transform((r) => [r]),
]);
async function readBaselineFile(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (e) {
        throw new ConfigError(`could not read baseline ${path}: ${e.code ?? e.message}`);
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new ConfigError(`baseline ${path} is not JSON; give a file written by --output or the action's report-path`);
    }
    const parsed = BaselineSchema.safeParse(json);
    if (!parsed.success)
        throw new ConfigError(`baseline ${path} holds no audit reports; give a file written by --output or the action's report-path`);
    return parsed.data.filter((r) => r.status === 'done');
}

// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(735);
;// CONCATENATED MODULE: ./src/report/diff.ts



const ScoreDeltaSchema = schemas/* object */.Ikc({
    target: GateTargetSchema,
    base: schemas/* number */.aig().nullable(),
    head: schemas/* number */.aig().nullable(),
    /** head - base, null when either side has no score. */
    delta: schemas/* number */.aig().nullable(),
});
const issueId = (i) => `${i.key}\u0000${i.evidence}`;
/** Compares a report with its baseline: what a reviewer wants to know about a change. */
function diffReports(base, head) {
    const scores = GATE_TARGETS.map((target) => {
        const b = base ? scoreOf(base, target) : undefined;
        const h = scoreOf(head, target);
        return { target, base: b ?? null, head: h ?? null, delta: b !== undefined && h !== undefined ? h - b : null };
    });
    if (!base)
        return { scores, introduced: [], resolved: [] };
    const baseIds = new Set(base.issues.map(issueId));
    const headIds = new Set(head.issues.map(issueId));
    return {
        scores,
        introduced: head.issues.filter((i) => !baseIds.has(issueId(i))),
        resolved: base.issues.filter((i) => !headIds.has(issueId(i))),
    };
}
function diff_formatDelta(delta) {
    if (delta === null || delta === 0)
        return delta === 0 ? '±0' : '';
    return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}
/**
 * Pairs each head report with its baseline by URL, falling back to the domain so
 * a preview URL that changes per deploy still meets its production baseline.
 */
function matchBaseline(head, baselines) {
    return (baselines.find((b) => b.url !== undefined && b.url === head.url) ??
        (baselines.length === 1 ? baselines[0] : baselines.find((b) => b.domain === head.domain)));
}

;// CONCATENATED MODULE: ./src/report/issue-summary.ts

const SEVERITY_RANK = { high: 0, medium: 1, low: 2 };
// An unknown severity from a newer service sorts after the known ones rather than failing.
const rank = (s) => SEVERITY_RANK[s] ?? schema/* KNOWN_SEVERITIES */.W$.length;
/** Groups one-issue-per-page entries by key: what a reader scans first. */
function issue_summary_groupIssues(issues) {
    const byKey = new Map();
    for (const i of issues) {
        let g = byKey.get(i.key);
        if (!g) {
            g = { key: i.key, severity: i.severity, category: i.category, pages: [], message: i.message };
            byKey.set(i.key, g);
        }
        if (!g.pages.includes(i.evidence))
            g.pages.push(i.evidence);
    }
    return [...byKey.values()].sort((a, b) => rank(a.severity) - rank(b.severity) || b.pages.length - a.pages.length || a.key.localeCompare(b.key));
}
function countBySeverity(report) {
    const counts = {};
    for (const i of report.issues)
        counts[i.severity] = (counts[i.severity] ?? 0) + 1;
    return counts;
}

;// CONCATENATED MODULE: ./src/report/render-markdown.ts




const render_markdown_CATEGORY_LABELS = {
    overall: 'Overall',
    performance: 'Performance',
    seo: 'SEO',
    accessibility: 'Accessibility',
    bestPractices: 'Best practices',
};
/** Markdown table cells must not break the table or smuggle markup from a crawled page. */
function escapeCell(s) {
    return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;')).replace(/\r?\n/g, ' ');
}
function scoreCell(score, threshold) {
    if (score === undefined)
        return threshold === undefined ? '–' : '– ❌';
    const shown = String(Math.round(score));
    if (threshold === undefined)
        return shown;
    return score >= threshold ? `${shown} ✅` : `${shown} ❌ (< ${threshold})`;
}
function renderScoresTable(reports, thresholds) {
    const header = ['URL', ...GATE_TARGETS.map((t) => render_markdown_CATEGORY_LABELS[t])];
    const rows = reports.map((r) => [
        escapeCell(gate_reportLabel(r)),
        ...GATE_TARGETS.map((t) => scoreCell(scoreOf(r, t), thresholds[t])),
    ]);
    return (0,markdown_table/* markdownTable */.Q)([header, ...rows], { align: ['l', ...GATE_TARGETS.map(() => 'c')] });
}
function renderTopIssues(report, limit = 10) {
    const groups = issue_summary_groupIssues(report.issues);
    if (groups.length === 0)
        return '_No issues found._';
    const rows = groups.slice(0, limit).map((g) => [
        `\`${escapeCell(g.key)}\``,
        escapeCell(g.severity),
        escapeCell(g.category ?? ''),
        String(g.pages.length),
        escapeCell(g.pages.slice(0, 3).join(', ') + (g.pages.length > 3 ? ', …' : '')),
    ]);
    const table = (0,markdown_table/* markdownTable */.Q)([['Issue', 'Severity', 'Category', 'Pages', 'Where'], ...rows]);
    const more = groups.length > limit ? `\n\n_…and ${groups.length - limit} more kinds of issue in the JSON report._` : '';
    return table + more;
}
/** The job summary and the `--format markdown` output. */
function renderMarkdownSummary(reports, gate, thresholds) {
    const lines = ['## SEO audit', ''];
    const newCount = gate.newIssues?.length ?? 0;
    const why = [gate.failures.length ? `${gate.failures.length} score(s) below threshold` : '', newCount ? `${newCount} new issue(s) introduced` : '']
        .filter(Boolean)
        .join(', ');
    lines.push(gate.passed ? '**Passed**: every score meets its threshold.' : `**Failed**: ${why}.`, '');
    lines.push(renderScoresTable(reports, thresholds), '');
    for (const r of reports) {
        const pages = r.pageCount !== undefined ? ` · ${r.pageCount} page(s)` : '';
        lines.push(`<details><summary>${escapeCell(gate_reportLabel(r))} · ${r.issues.length} issue(s)${pages} · <code>${escapeCell(r.auditId)}</code></summary>`, '');
        lines.push(renderTopIssues(r), '');
        for (const note of r.notes ?? [])
            lines.push(`> ${escapeCell(note)}`, '');
        lines.push('</details>', '');
    }
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/report/render-diff.ts





function pairWithBaselines(heads, baselines) {
    return heads.map((head) => {
        const base = matchBaseline(head, baselines);
        return { head, base, diff: diffReports(base, head) };
    });
}
const cell = (base, head, delta) => {
    if (head === null)
        return '–';
    if (base === null)
        return String(head);
    return delta ? `${base} → **${head}** (${diff_formatDelta(delta)})` : `${head} (±0)`;
};
function renderDiffMarkdown(pairs) {
    const lines = [];
    const header = ['URL', ...pairs[0]?.diff.scores.map((s) => render_markdown_CATEGORY_LABELS[s.target]) ?? []];
    const rows = pairs.map((p) => [escapeCell(gate_reportLabel(p.head)), ...p.diff.scores.map((s) => cell(s.base, s.head, s.delta))]);
    lines.push((0,markdown_table/* markdownTable */.Q)([header, ...rows]), '');
    for (const p of pairs) {
        if (!p.base)
            continue;
        const intro = issue_summary_groupIssues(p.diff.introduced);
        const fixed = issue_summary_groupIssues(p.diff.resolved);
        if (!intro.length && !fixed.length)
            continue;
        lines.push(`**${escapeCell(gate_reportLabel(p.head))}**`, '');
        for (const g of intro)
            lines.push(`- 🔴 new \`${escapeCell(g.key)}\` (${escapeCell(g.severity)}) on ${g.pages.slice(0, 5).map((x) => `\`${escapeCell(x)}\``).join(', ')}${g.pages.length > 5 ? ` and ${g.pages.length - 5} more` : ''}`);
        for (const g of fixed)
            lines.push(`- 🟢 fixed \`${escapeCell(g.key)}\` on ${g.pages.length} page(s)`);
        lines.push('');
    }
    return lines.join('\n');
}
function renderDiffText(pairs) {
    const out = [];
    for (const p of pairs) {
        if (!p.base) {
            out.push(`${reportLabel(p.head)}: no baseline to compare with`);
            continue;
        }
        out.push(`${reportLabel(p.head)} compared with ${reportLabel(p.base)}:`);
        for (const s of p.diff.scores) {
            if (s.head === null && s.base === null)
                continue;
            out.push(`  ${CATEGORY_LABELS[s.target].padEnd(15)}${String(s.base ?? '-').padStart(3)} -> ${String(s.head ?? '-').padStart(3)}  ${formatDelta(s.delta)}`);
        }
        for (const g of groupIssues(p.diff.introduced))
            out.push(`  new    ${g.key} (${g.severity}) on ${g.pages.slice(0, 3).join(', ')}${g.pages.length > 3 ? ', ...' : ''}`);
        for (const g of groupIssues(p.diff.resolved))
            out.push(`  fixed  ${g.key} on ${g.pages.length} page(s)`);
    }
    return out.join('\n');
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(92413);
;// CONCATENATED MODULE: ./src/action/pr-comment/sticky.ts
/**
 * One comment per pull request and tag: find ours by its hidden marker and
 * edit it, so a PR that deploys twenty times has one up-to-date comment, not twenty.
 */
async function upsertStickyComment(octokit, where, marker, body) {
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
async function findPullRequest(octokit, repo, event, sha) {
    const payload = (event.payload ?? {});
    if (payload.pull_request?.number)
        return payload.pull_request.number;
    const commit = payload.deployment?.sha ?? sha;
    if (!commit)
        return undefined;
    const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...repo, commit_sha: commit });
    return data.find((pr) => pr.state === 'open')?.number;
}

;// CONCATENATED MODULE: ./src/action/pr-comment/render.ts





/** The hidden marker that makes the comment sticky: found and updated in place on every run. */
function commentMarker(tag) {
    return `<!-- seo-audit-action:${tag.replace(/--+/g, '-').replace(/[^\w.-]/g, '_')} -->`;
}
// GitHub rejects comment bodies over 65,536 characters.
const MAX_BODY = 60_000;
function renderPrComment(c) {
    const failed = !c.gate.passed || c.errors.length > 0;
    const lines = [c.marker, `### SEO audit ${failed ? '❌ failed' : '✅ passed'}`, ''];
    const withBaseline = c.pairs?.some((p) => p.base);
    lines.push(withBaseline ? renderDiffMarkdown(c.pairs) : renderScoresTable(c.reports, c.thresholds), '');
    const th = formatThresholds(c.thresholds);
    lines.push(th ? `Thresholds: \`${th}\`` : '_No thresholds set: this comment reports, the check does not gate._', '');
    const reasons = gateReasons(c.gate);
    for (const r of reasons)
        lines.push(`- ❌ ${escapeCell(r)}`);
    for (const e of c.errors)
        lines.push(`- ⚠️ ${escapeCell(e.url)}: ${escapeCell(e.message)}`);
    if (reasons.length || c.errors.length)
        lines.push('');
    for (const r of c.reports) {
        lines.push(`<details><summary>Top issues on ${escapeCell(gate_reportLabel(r))} (${r.issues.length})</summary>`, '', renderTopIssues(r, 15), '', '</details>', '');
    }
    const footer = [c.sha ? `commit ${c.sha.slice(0, 7)}` : '', c.runUrl ? `[workflow run](${c.runUrl})` : ''].filter(Boolean).join(' · ');
    if (footer)
        lines.push(`<sub>${footer}</sub>`);
    let body = lines.join('\n');
    if (body.length > MAX_BODY)
        body = body.slice(0, MAX_BODY) + '\n\n_…cut to fit GitHub’s comment size limit; the full result is in the job summary._';
    return body;
}

;// CONCATENATED MODULE: ./src/action/pr-comment/post.ts




/**
 * Posts or updates the sticky comment. A comment that cannot be written is a
 * warning, never the check's failure: the gate's verdict must not depend on
 * whether the token may write to pull requests.
 */
async function postComment(target, content) {
    if (target.mode === false)
        return undefined;
    const [owner, repo] = (target.env.GITHUB_REPOSITORY ?? '').split('/');
    if (!target.token || !owner || !repo) {
        if (target.mode === true)
            core/* warning */.$e('comment is true but there is no github-token or GITHUB_REPOSITORY; skipping the PR comment.');
        return undefined;
    }
    const env = target.env;
    try {
        const octokit = (0,github/* getOctokit */.Q)(target.token, { baseUrl: env.GITHUB_API_URL || 'https://api.github.com' });
        const sha = env.GITHUB_SHA;
        const issueNumber = await findPullRequest(octokit, { owner, repo }, target.event, sha);
        if (!issueNumber) {
            if (target.mode === true)
                core/* warning */.$e('comment is true but this run belongs to no open pull request; skipping the PR comment.');
            return undefined;
        }
        const runUrl = env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL || 'https://github.com'}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
        const marker = commentMarker(target.tag);
        const body = renderPrComment({ ...content, marker, sha, runUrl });
        const { id, action } = await upsertStickyComment(octokit, { owner, repo, issueNumber }, marker, body);
        core/* info */.pq(`${action} the SEO audit comment on #${issueNumber}`);
        return id;
    }
    catch (e) {
        const status = e.status;
        const hint = status === 403 || status === 404 ? ' (give the job `permissions: pull-requests: write`)' : '';
        core/* warning */.$e(`could not post the PR comment: ${e.message}${hint}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/runner/progress-lines.ts
/** Progress as plain lines, for CI logs where a redrawn bar becomes thousands of lines. */
const PROGRESS_UNIT = { crawl: 'pages', axe: 'templates checked with axe', score: 'scored' };
/** Whether a plain progress line is due: every 10% or so, and at the end of a phase. */
function progressLineDue(last, p) {
    // Scoring takes milliseconds; a line for it is noise.
    if (p.phase === 'score')
        return false;
    const total = p.done + p.queued;
    return p.done - last >= Math.max(25, Math.ceil(total / 10)) || (p.queued === 0 && p.done !== last);
}
function progressLine(url, p) {
    return p.phase === 'crawl' ? `${url}: ${p.done} page(s) audited, ${p.queued} queued` : `${url}: ${p.done}/${p.done + p.queued} ${PROGRESS_UNIT[p.phase]}`;
}
/**
 * Progress lines for logs: gives the line to print for an update, or undefined
 * when none is due. Keeps the per-phase count the throttle needs.
 */
function createProgressLines() {
    let last = { phase: '', done: 0 };
    return (url, p) => {
        if (p.phase !== last.phase)
            last = { phase: p.phase, done: 0 };
        if (!progressLineDue(last.done, p))
            return undefined;
        last.done = p.done;
        return progressLine(url, p);
    };
}

;// CONCATENATED MODULE: ./src/runner/result-file.ts






/** The JSON the action writes to `report-path` and the CLI prints with `--format json`. */
const AuditResultSchema = schemas/* object */.Ikc({
    reports: schemas/* array */.YOg(schema/* AuditReportSchema */.h4),
    gate: GateResultSchema,
    thresholds: ThresholdsSchema,
    /** URLs that produced no usable report, and why. */
    errors: schemas/* array */.YOg(schemas/* object */.Ikc({ url: schemas/* string */.YjP(), message: schemas/* string */.YjP() })),
});
function splitOutcomes(outcomes) {
    return {
        reports: outcomes.filter((o) => o.report && !o.error).map((o) => o.report),
        errors: outcomes.filter((o) => o.error).map((o) => ({ url: o.url, message: o.error.message })),
    };
}
async function writeResultFile(path, result) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    await (0,promises_.writeFile)(path, JSON.stringify(result, null, 2) + '\n');
}

;// CONCATENATED MODULE: ./src/action/main.ts

















/** The action's entry point; src/index.ts only calls it. Never throws. */
async function run() {
    try {
        await runAction();
    }
    catch (error) {
        // One line that says what to fix; a stack trace helps nobody reading a PR check.
        core/* setFailed */.C1(error.message);
    }
}
async function runAction() {
    const config = readConfig((name) => core/* getInput */.V4(name), {
        reportPath: (0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'seo-audit', 'report.json'),
    });
    if (config.apiKey)
        core/* setSecret */.Pq(config.apiKey);
    const urls = config.urls.length ? config.urls : urlsFromTriggeringEvent();
    if (urls === 'skip')
        return;
    if (!config.apiUrl && config.apiKey)
        core/* warning */.$e('api-key is set but api-url is not: auditing with the embedded engine and ignoring the key.');
    const backend = config.apiUrl
        ? { kind: 'service', apiUrl: config.apiUrl, apiKey: config.apiKey }
        : { kind: 'engine', maxPages: config.maxPages, concurrency: config.concurrency, preview: config.preview, checkExternal: config.checkExternal };
    const common = { backend, timeoutMs: config.timeoutMs, log: (line) => core/* info */.pq(line), onProgress: progressLogger() };
    const [outcomes, baselines] = await Promise.all([auditUrls({ ...common, urls }), loadBaselines(config, common)]);
    const { reports, errors } = splitOutcomes(outcomes);
    const pairs = baselines.length && reports.length ? pairWithBaselines(reports, baselines) : undefined;
    if (config.failOnNew !== 'none' && !pairs?.some((p) => p.base)) {
        core/* warning */.$e(`fail-on-new is ${config.failOnNew} but there is no baseline to compare with; set baseline-url or baseline-path.`);
    }
    const gate = gateReports(reports, config.thresholds, pairs, config.failOnNew);
    const result = { reports, gate, thresholds: config.thresholds, errors };
    await writeResultFile(config.reportPath, result);
    setOutputs(config, reports, gate.passed && errors.length === 0);
    // Outside a runner (act, local runs) there is no summary file to write to.
    if (process.env.GITHUB_STEP_SUMMARY) {
        const diff = pairs ? `### Compared with the baseline\n\n${renderDiffMarkdown(pairs)}\n` : '';
        // Appended directly: core.summary caches the file path of its first use in the process.
        await (0,promises_.appendFile)(process.env.GITHUB_STEP_SUMMARY, renderMarkdownSummary(reports, gate, config.thresholds) + diff + '\n');
    }
    const commentId = await postComment({ token: config.githubToken, mode: config.comment, tag: config.commentTag, event: readEvent(), env: process.env }, { reports, pairs, gate, thresholds: config.thresholds, errors });
    if (commentId !== undefined)
        core/* setOutput */.uH('comment-id', String(commentId));
    for (const f of gate.failures)
        core/* error */.z3(describeFailure(f), { title: `SEO ${f.target} below threshold` });
    for (const i of gate.newIssues ?? [])
        core/* error */.z3(`${i.key} (${i.severity}) on ${i.evidence} of ${i.url}`, { title: 'New SEO issue' });
    for (const e of errors)
        core/* error */.z3(`${e.url}: ${e.message}`, { title: 'SEO audit failed' });
    const problems = [
        ...(errors.length && config.failOnError ? errors.map((e) => e.message) : []),
        ...(gate.passed ? [] : [describeGate(gate)]),
    ];
    if (errors.length && !config.failOnError)
        core/* warning */.$e(`${errors.length} audit(s) failed; fail-on-error is false, so the check is not failed for it.`);
    if (problems.length)
        core/* setFailed */.C1(problems.join('; '));
    else
        core/* info */.pq(`SEO audit passed: ${describeGate(gate)}.`);
}
/**
 * Baselines come from a saved result, or are audited now with the same backend
 * (usually production). A baseline that cannot be had is a warning: the head
 * audit and its gate still stand on their own.
 */
async function loadBaselines(config, common) {
    const out = [];
    if (config.baselinePath) {
        try {
            out.push(...(await readBaselineFile(config.baselinePath)));
        }
        catch (e) {
            core/* warning */.$e(`baseline-path: ${e.message}`);
        }
    }
    if (config.baselineUrls.length) {
        const outcomes = await auditUrls({ ...common, urls: config.baselineUrls, log: (line) => core/* info */.pq(`baseline: ${line}`), onProgress: undefined });
        for (const o of outcomes) {
            if (o.report && !o.error)
                out.push(o.report);
            else
                core/* warning */.$e(`baseline ${o.url} could not be audited: ${o.error?.message}`);
        }
    }
    return out;
}
function urlsFromTriggeringEvent() {
    const event = readEvent();
    const found = urlsFromEvent(event.name, event.payload);
    if (found.kind === 'skip') {
        core/* notice */.lm(`SEO audit skipped: ${found.reason}.`);
        core/* setOutput */.uH('passed', 'true');
        core/* setOutput */.uH('skipped', 'true');
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
function setOutputs(config, reports, passed) {
    const min = (values) => {
        const nums = values.filter((v) => typeof v === 'number');
        return nums.length ? Math.min(...nums) : undefined;
    };
    const scores = {};
    for (const c of schema/* CATEGORIES */.R6) {
        const v = min(reports.map((r) => r.scores?.[c]));
        if (v !== undefined)
            scores[c] = v;
    }
    const overall = min(reports.map((r) => r.overall));
    core/* setOutput */.uH('audit-ids', reports.map((r) => r.auditId).join(','));
    core/* setOutput */.uH('overall', overall === undefined ? '' : String(overall));
    core/* setOutput */.uH('scores', JSON.stringify(scores));
    core/* setOutput */.uH('passed', String(passed));
    core/* setOutput */.uH('skipped', 'false');
    core/* setOutput */.uH('report-path', config.reportPath);
}
/** Plain progress lines every 10% or so: a CI log is not a terminal. */
function progressLogger() {
    const lines = createProgressLines();
    return (url, p) => {
        const line = lines(url, p);
        if (line)
            core/* info */.pq(line);
    };
}


/***/ }),

/***/ 91327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R6: () => (/* binding */ CATEGORIES),
/* harmony export */   TQ: () => (/* binding */ isTerminalStatus),
/* harmony export */   UW: () => (/* binding */ FixRequestSchema),
/* harmony export */   W$: () => (/* binding */ KNOWN_SEVERITIES),
/* harmony export */   h4: () => (/* binding */ AuditReportSchema),
/* harmony export */   i1: () => (/* binding */ ErrorBodySchema),
/* harmony export */   rD: () => (/* binding */ SiteListSchema),
/* harmony export */   uJ: () => (/* binding */ FixResultSchema),
/* harmony export */   uy: () => (/* binding */ StartAuditRequestSchema),
/* harmony export */   yn: () => (/* binding */ AuditAcceptedSchema)
/* harmony export */ });
/* unused harmony exports KNOWN_STATUSES, KNOWN_TIERS, CategorySchema, AuditStatusSchema, SeveritySchema, TierSchema, ScoreSchema, ScoresSchema, IssueSchema, PageReportSchema, ErrorDetailSchema, EngineInfoSchema, SiteSchema, FixTargetSchema, isKnown */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38816);

/**
 * The audit report and the service's payloads, as zod schemas: the one source of
 * the project's types. The seed interface is a planned API, so every object is
 * loose (unknown fields survive a round trip) and every enumerated value is a
 * plain string with its known values listed beside it: a value the real service
 * adds later must not make the client reject a report.
 */
const KNOWN_STATUSES = (/* unused pure expression or super */ null && (['queued', 'running', 'done', 'failed']));
const KNOWN_SEVERITIES = ['high', 'medium', 'low'];
const KNOWN_TIERS = (/* unused pure expression or super */ null && (['auto', 'manual']));
const CATEGORIES = ['performance', 'seo', 'accessibility', 'bestPractices'];
const CategorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(CATEGORIES);
const AuditStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1);
const SeveritySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1);
const TierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1);
/** 0-100 integers in our contract; the client accepts any finite number. */
const ScoreSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().finite();
const ScoresSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    performance: ScoreSchema.optional(),
    seo: ScoreSchema.optional(),
    accessibility: ScoreSchema.optional(),
    bestPractices: ScoreSchema.optional(),
});
const IssueSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    severity: SeveritySchema,
    tier: TierSchema,
    /** The page's path as the site serves it, e.g. `/blog/post-1`. */
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    category: CategorySchema.or(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** CSS selector of the offending element, where one exists. */
    selector: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** What the issue points at beyond the page: a link target, a header name. */
    target: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const PageReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    ttfbMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().optional(),
    bytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
    scores: ScoresSchema.optional(),
});
const ErrorDetailSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const EngineInfoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const AuditReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    auditId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    domain: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: AuditStatusSchema,
    overall: ScoreSchema.optional(),
    scores: ScoresSchema.optional(),
    issues: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(IssueSchema).default([]),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    pageCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
    pages: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PageReportSchema).optional(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    engine: EngineInfoSchema.optional(),
    /** Paths of the pages the axe-core accessibility rules ran on. */
    sampled: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    /** One-line remarks about how the audit was read, e.g. preview handling. */
    notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    error: ErrorDetailSchema.optional(),
});
/** What POST /audits answers, and GET /audits/{id} while the audit is not done. */
const AuditAcceptedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    auditId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    domain: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default(''),
    status: AuditStatusSchema,
    error: ErrorDetailSchema.optional(),
});
const StartAuditRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    domain: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ5({ protocol: /^https?$/ }).optional(),
})
    .refine((v) => v.domain !== undefined || v.url !== undefined, {
    message: 'give "domain" or "url"',
});
const ErrorBodySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ error: ErrorDetailSchema });
const SiteSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    domain: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    lastAuditId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
    overall: ScoreSchema.nullable().optional(),
});
const SiteListSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    sites: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SiteSchema),
    nextCursor: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
});
const FixTargetSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const FixRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ issues: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FixTargetSchema).min(1) });
const FixResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    fixId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    applied: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FixTargetSchema),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FixTargetSchema.extend({ reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })),
});
function isKnown(known, value) {
    return known.includes(value);
}
/** Statuses after which polling stops. An unknown status is treated as still running. */
function isTerminalStatus(status) {
    return status === 'done' || status === 'failed' || status === 'error' || status === 'cancelled' || status === 'canceled';
}


/***/ })

};
