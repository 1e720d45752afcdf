export const id = 611;
export const ids = [611];
export const modules = {

/***/ 74611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createCannedAuditor: () => (/* reexport */ createCannedAuditor),
  parseApiKeys: () => (/* reexport */ parseApiKeys),
  startService: () => (/* binding */ startService)
});

// UNUSED EXPORTS: API_KEYS_ENV, WEBHOOK_EVENTS, cannedReport, signWebhook

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/service/errors.ts
/**
 * The service's error vocabulary. Handlers throw ApiError; the server turns it
 * into `{ error: { code, message } }` with the matching status, so every error
 * the service answers has the same shape (ErrorBodySchema).
 */
class ApiError extends Error {
    status;
    code;
    /** Extra response headers the error needs (WWW-Authenticate, Allow, Retry-After). */
    headers;
    constructor(status, code, message, headers = {}) {
        super(message);
        this.name = 'ApiError';
        this.status = status;
        this.code = code;
        this.headers = headers;
    }
}
const invalidRequest = (message) => new ApiError(400, 'invalid_request', message);
const notFound = (what) => new ApiError(404, 'not_found', `${what} not found`);
function errorBody(code, message) {
    return { error: { code, message } };
}

;// CONCATENATED MODULE: ./src/service/auth.ts


const DEFAULT_ACCOUNT = 'default';
const ACCOUNT_RE = /^[A-Za-z0-9._-]{1,64}$/;
// Keys are opaque, but a key with spaces or commas could not be sent in a Bearer header or listed in the env var.
const KEY_RE = /^[A-Za-z0-9._~+/=-]{8,256}$/;
/**
 * Parses `account:key` pairs separated by commas (a bare key belongs to account
 * `default`), the format of the SEO_AUDIT_API_KEYS environment variable.
 * Throws a one-line Error naming the bad entry, never echoing a whole key.
 */
function parseApiKeys(spec) {
    const keys = new Map();
    const entries = spec
        .split(',')
        .map((e) => e.trim())
        .filter((e) => e !== '');
    if (entries.length === 0) {
        throw new Error('API key list is empty: give comma-separated "account:key" pairs (or bare keys for account "default")');
    }
    entries.forEach((entry, i) => {
        const colon = entry.indexOf(':');
        const account = colon === -1 ? DEFAULT_ACCOUNT : entry.slice(0, colon).trim();
        const key = colon === -1 ? entry : entry.slice(colon + 1).trim();
        if (!ACCOUNT_RE.test(account)) {
            throw new Error(`API key entry ${i + 1}: account "${account}" must be 1-64 letters, digits, ".", "_" or "-"`);
        }
        if (!KEY_RE.test(key)) {
            throw new Error(`API key entry ${i + 1} (account "${account}"): key must be 8-256 characters of letters, digits or ._~+/=-`);
        }
        const owner = keys.get(key);
        if (owner !== undefined && owner !== account) {
            throw new Error(`API key entry ${i + 1}: the same key is given to accounts "${owner}" and "${account}"`);
        }
        keys.set(key, account);
    });
    return keys;
}
/** Keys are compared and stored as SHA-256 digests, so neither the DB nor a log ever holds one. */
function hashKey(key) {
    return (0,external_node_crypto_.createHash)('sha256').update(key, 'utf8').digest('hex');
}
/** Extracts the key of an `Authorization: Bearer <key>` header, or throws 401. */
function bearerKey(header) {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
    if (!match) {
        throw unauthorized(header === undefined || header === ''
            ? 'missing API key: send "Authorization: Bearer <key>"'
            : 'malformed Authorization header: send "Authorization: Bearer <key>"');
    }
    return match[1];
}
function unauthorized(message) {
    return new ApiError(401, 'unauthorized', message, { 'WWW-Authenticate': 'Bearer realm="seo-audit"' });
}

// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(91327);
;// CONCATENATED MODULE: ./src/service/audit-runner.ts

/**
 * Runs queued audits through the Auditor, at most `concurrency` at once, and
 * records queued -> running -> done/failed in the store. An audit interrupted
 * by close() stays "running" in the DB and is queued again at the next start.
 */
class AuditRunner {
    opts;
    queue = [];
    running = new Map();
    closed = false;
    constructor(opts) {
        if (!Number.isInteger(opts.concurrency) || opts.concurrency < 1) {
            throw new Error(`concurrency must be a positive integer, got ${opts.concurrency}`);
        }
        this.opts = opts;
    }
    /** Picks up work a previous process left behind. */
    resume() {
        const requeued = this.opts.store.requeueRunning();
        if (requeued > 0)
            this.opts.log?.(`requeued ${requeued} audit(s) interrupted by the previous shutdown`);
        for (const id of this.opts.store.queuedAuditIds())
            this.queue.push(id);
        this.schedule();
    }
    enqueue(auditId) {
        this.queue.push(auditId);
        this.schedule();
    }
    /**
     * Aborts running audits and waits for them to settle, but at most
     * `graceMs`: an auditor that ignores its signal must not hang shutdown
     * (its late result is dropped, since nothing is written once closed).
     */
    async close(graceMs = 5000) {
        this.closed = true;
        this.queue.length = 0;
        const inFlight = [...this.running.values()];
        for (const r of inFlight)
            r.controller.abort(new Error('service is shutting down'));
        let timer;
        const grace = new Promise((resolve) => {
            timer = setTimeout(resolve, graceMs);
        });
        await Promise.race([Promise.allSettled(inFlight.map((r) => r.done)), grace]);
        clearTimeout(timer);
    }
    // Deferred so the request that queued an audit answers "queued" before it starts.
    schedule() {
        setImmediate(() => this.pump());
    }
    pump() {
        while (!this.closed && this.running.size < this.opts.concurrency && this.queue.length > 0) {
            this.start(this.queue.shift());
        }
    }
    start(id) {
        const { store } = this.opts;
        const audit = store.getAudit(id);
        if (!audit || audit.status !== 'queued' || this.running.has(id))
            return;
        store.markRunning(id);
        const controller = new AbortController();
        const done = this.run({ ...audit, status: 'running' }, controller.signal).finally(() => {
            this.running.delete(id);
            this.pump();
        });
        this.running.set(id, { controller, done });
    }
    async run(audit, signal) {
        const { store, auditor } = this.opts;
        let result;
        try {
            result = await auditor.audit({ url: audit.url, domain: audit.domain, auditId: audit.id }, signal);
        }
        catch (err) {
            if (this.closed)
                return;
            store.markFailed(audit.id, 'audit_failed', oneLine(err));
            return;
        }
        if (this.closed)
            return;
        const report = buildReport(audit, result);
        if (typeof report === 'string') {
            store.markFailed(audit.id, 'audit_invalid', report);
            return;
        }
        const previous = store.latestDoneAudit(audit.siteId);
        store.markDone(audit.id, report, String(report.finishedAt));
        try {
            this.opts.onDone?.(audit, report, previous);
        }
        catch (err) {
            this.opts.log?.(`after-audit hook failed for ${audit.id}: ${oneLine(err)}`);
        }
    }
}
/**
 * The stored report: the auditor's body with the service's own fields on top,
 * scores rounded and clamped to our 0-100 integer contract. Returns a one-line
 * reason instead when the auditor's body does not fit the report schema.
 */
function buildReport(audit, result) {
    const { error: _ignored, ...body } = result;
    if (!isFiniteNumber(result.overall))
        return 'auditor returned no numeric "overall" score';
    const scores = { ...result.scores };
    for (const c of schema/* CATEGORIES */.R6)
        if (isFiniteNumber(scores[c]))
            scores[c] = toScore(scores[c]);
    const parsed = schema/* AuditReportSchema */.h4.safeParse({
        ...body,
        auditId: audit.id,
        domain: audit.domain,
        status: 'done',
        siteId: audit.siteId,
        url: result.url ?? audit.url,
        overall: toScore(result.overall),
        scores,
        startedAt: result.startedAt ?? audit.startedAt ?? undefined,
        finishedAt: result.finishedAt ?? new Date().toISOString(),
    });
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return `auditor returned an invalid report: "${issue.path.join('.')}" ${issue.message}`;
    }
    return parsed.data;
}
function isFiniteNumber(v) {
    return typeof v === 'number' && Number.isFinite(v);
}
function toScore(n) {
    return Math.min(100, Math.max(0, Math.round(n)));
}
function oneLine(err) {
    const text = err instanceof Error ? err.message : String(err);
    return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

;// CONCATENATED MODULE: ./src/service/canned-auditor.ts

/** Issue kinds the canned auditor draws from; a mix of tiers so fixes can be applied and skipped. */
const CATALOG = [
    { key: 'missingMetaDescription', severity: 'medium', tier: 'auto', category: 'seo', message: 'Page has no meta description' },
    { key: 'missingTitle', severity: 'high', tier: 'auto', category: 'seo', message: 'Page has no <title>' },
    { key: 'missingCanonical', severity: 'low', tier: 'auto', category: 'seo', message: 'Page has no canonical link' },
    { key: 'imageMissingAlt', severity: 'medium', tier: 'manual', category: 'accessibility', message: 'Image without alt text' },
    { key: 'brokenLink', severity: 'high', tier: 'manual', category: 'seo', message: 'Link answers 404' },
    { key: 'renderBlockingScript', severity: 'low', tier: 'manual', category: 'performance', message: 'Script blocks rendering' },
];
const PATHS = ['/', '/about', '/blog/post-1', '/contact'];
/**
 * Deterministic reports for tests and demos: the same URL always gives the same
 * scores and issues (derived from a SHA-256 of the URL). Special inputs:
 * - host starting `fail.`: the audit fails;
 * - host starting `slow.`: the audit never finishes until aborted;
 * - query `score=NN`: every score and overall are NN (to drive score changes).
 */
function createCannedAuditor(opts = {}) {
    const delayMs = opts.delayMs ?? 0;
    return {
        async audit(req, signal) {
            const url = new URL(req.url);
            const startedAt = new Date().toISOString();
            if (url.hostname.startsWith('slow.'))
                await sleep(Number.POSITIVE_INFINITY, signal);
            await sleep(delayMs, signal);
            if (url.hostname.startsWith('fail.')) {
                throw new Error(`canned auditor: ${url.hostname} is a host that always fails`);
            }
            return { ...cannedReport(req.url), startedAt, finishedAt: new Date().toISOString() };
        },
    };
}
/** The canned report body of a URL, without timestamps (pure). */
function cannedReport(rawUrl) {
    const url = new URL(rawUrl);
    const digest = (0,external_node_crypto_.createHash)('sha256').update(url.href).digest();
    const forced = parseForcedScore(url.searchParams.get('score'));
    const scores = {
        performance: forced ?? 40 + (digest[0] % 61),
        seo: forced ?? 40 + (digest[1] % 61),
        accessibility: forced ?? 40 + (digest[2] % 61),
        bestPractices: forced ?? 40 + (digest[3] % 61),
    };
    const values = Object.values(scores);
    const overall = forced ?? Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    // Every catalog kind is present or not by one bit of the digest; at least one auto issue
    // is always present so fix flows have something to apply.
    const issues = [];
    CATALOG.forEach((kind, i) => {
        if (i === 0 || (digest[4 + i] & 1) === 1) {
            issues.push({ ...kind, evidence: PATHS[digest[12 + i] % PATHS.length] });
        }
    });
    return {
        url: url.href,
        overall,
        scores,
        issues,
        pageCount: PATHS.length,
        engine: { name: 'canned', version: '1' },
    };
}
function parseForcedScore(value) {
    if (value === null || !/^\d{1,3}$/.test(value))
        return undefined;
    const n = Number(value);
    return n <= 100 ? n : undefined;
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal.aborted)
            return reject(signal.reason);
        const onAbort = () => {
            if (timer !== undefined)
                clearTimeout(timer);
            reject(signal.reason);
        };
        // An infinite wait has no timer at all: only the abort ends it.
        const timer = Number.isFinite(ms) ? setTimeout(() => {
            signal.removeEventListener('abort', onAbort);
            resolve();
        }, ms) : undefined;
        signal.addEventListener('abort', onAbort, { once: true });
    });
}

;// CONCATENATED MODULE: ./src/service/rate-limit.ts
/**
 * Fixed-window request limiter, pure apart from the injectable clock. A fixed
 * window is enough for a reference service and makes RateLimit-Reset exact:
 * it is the time left until the caller's window ends.
 */
const DEFAULT_RATE_LIMIT = { limit: 120, windowMs: 60_000 };
function validateRateLimit(opts) {
    if (!Number.isInteger(opts.limit) || opts.limit < 1) {
        throw new Error(`rateLimit.limit must be a positive integer, got ${opts.limit}`);
    }
    if (!Number.isFinite(opts.windowMs) || opts.windowMs < 1) {
        throw new Error(`rateLimit.windowMs must be a positive number of milliseconds, got ${opts.windowMs}`);
    }
    return opts;
}
function createRateLimiter(opts, now = Date.now) {
    const { limit, windowMs } = validateRateLimit(opts);
    const windows = new Map();
    let lastSweep = now();
    // Forget windows that have ended, at most once per window, so callers that
    // stop calling (or one-off anonymous addresses) do not accumulate.
    function sweep(t) {
        if (t - lastSweep < windowMs)
            return;
        lastSweep = t;
        for (const [id, w] of windows)
            if (t - w.start >= windowMs)
                windows.delete(id);
    }
    return {
        take(id) {
            const t = now();
            sweep(t);
            let w = windows.get(id);
            if (!w || t - w.start >= windowMs) {
                w = { start: t, count: 0 };
                windows.set(id, w);
            }
            const allowed = w.count < limit;
            if (allowed)
                w.count += 1;
            return {
                allowed,
                limit,
                remaining: Math.max(0, limit - w.count),
                resetSeconds: Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)),
            };
        },
    };
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
;// CONCATENATED MODULE: ./src/service/http.ts

/** Request bodies above this are refused with 413. */
const MAX_BODY_BYTES = 1024 * 1024;
// Past this the connection is dropped instead of drained, so a huge upload cannot tie the server up.
const DRAIN_LIMIT_BYTES = 16 * MAX_BODY_BYTES;
/** Reads the whole body; over the cap it keeps draining (so the client can read our 413) but stores nothing. */
function readBody(req, cap = MAX_BODY_BYTES) {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) {
        req.destroy();
        return Promise.reject(tooLarge(cap));
    }
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        req.on('data', (chunk) => {
            size += chunk.length;
            if (size > DRAIN_LIMIT_BYTES) {
                req.destroy();
                reject(tooLarge(cap));
            }
            else if (size <= cap) {
                chunks.push(chunk);
            }
        });
        req.on('end', () => (size > cap ? reject(tooLarge(cap)) : resolve(Buffer.concat(chunks))));
        req.on('error', reject);
    });
}
function tooLarge(cap) {
    return new ApiError(413, 'payload_too_large', `request body exceeds ${cap} bytes`);
}
/** Parses a JSON body and validates it, naming the offending field on failure. */
async function readJson(req, schema) {
    const raw = (await readBody(req)).toString('utf8');
    if (raw.trim() === '')
        throw invalidRequest('request body is empty: send a JSON object');
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch (err) {
        throw invalidRequest(`request body is not valid JSON: ${err.message}`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success)
        throw invalidRequest(describeZodError(parsed.error));
    return parsed.data;
}
function describeZodError(error) {
    const issue = error.issues[0];
    const field = issue.path.map(String).join('.');
    return field === '' ? `invalid request body: ${issue.message}` : `invalid "${field}": ${issue.message}`;
}
function sendJson(res, status, body, headers = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(text)),
        'cache-control': 'no-store',
        ...headers,
    });
    res.end(text);
}

;// CONCATENATED MODULE: ./src/service/routes/audits.ts




/**
 * Fills in the missing half of a start request (pure): domain from the URL's
 * host, or url `https://<domain>/`. The domain names the site the audit is filed
 * under; the URL may differ from it (a deploy preview of that site).
 */
function resolveTarget(body) {
    const domain = body.domain === undefined ? undefined : normaliseDomain(body.domain);
    if (body.url !== undefined) {
        const url = new URL(body.url);
        if (url.username !== '' || url.password !== '') {
            throw new ApiError(422, 'unprocessable', 'invalid "url": must not contain a user name or password');
        }
        url.hash = '';
        return { domain: domain ?? url.hostname, url: url.href };
    }
    return { domain: domain, url: `https://${domain}/` };
}
function normaliseDomain(raw) {
    const domain = raw.trim().toLowerCase().replace(/\.$/, '');
    let host;
    try {
        host = new URL(`https://${domain}/`).hostname;
    }
    catch {
        host = undefined;
    }
    if (host !== domain) {
        throw invalidRequest(`invalid "domain": "${raw.slice(0, 100)}" is not a host name; send e.g. "example.com" (no scheme, port or path)`);
    }
    return domain;
}
const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,255}$/;
function idempotencyKey(ctx) {
    const raw = ctx.req.headers['idempotency-key'];
    if (raw === undefined)
        return undefined;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!IDEMPOTENCY_KEY_RE.test(key)) {
        throw invalidRequest('invalid "Idempotency-Key" header: use 1-255 visible ASCII characters, e.g. a UUID');
    }
    return key;
}
function accepted(audit, retryAfterSeconds, extraHeaders = {}) {
    return {
        status: 202,
        body: { auditId: audit.id, domain: audit.domain, status: audit.status, siteId: audit.siteId },
        headers: { 'retry-after': String(retryAfterSeconds), ...extraHeaders },
    };
}
async function startAudit(ctx) {
    const { store, runner, retryAfterSeconds } = ctx.deps;
    const key = idempotencyKey(ctx);
    const target = resolveTarget(await readJson(ctx.req, schema/* StartAuditRequestSchema */.uy));
    // The normalised target is hashed, so the same request spelled differently (spacing, key order) still matches.
    const bodyHash = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify([target.domain, target.url])).digest('hex');
    if (key !== undefined) {
        const record = store.idempotencyRecord(ctx.account, key);
        if (record && record.bodyHash !== bodyHash) {
            throw new ApiError(409, 'idempotency_conflict', 'this Idempotency-Key was already used with a different request body; use a new key');
        }
        const earlier = record && store.getAudit(record.auditId);
        if (earlier) {
            return accepted(earlier, retryAfterSeconds, { location: `/audits/${earlier.id}`, 'idempotent-replayed': 'true' });
        }
    }
    const audit = store.transaction(() => {
        const site = store.ensureSite(ctx.account, target.domain);
        const created = store.createAudit({ account: ctx.account, siteId: site.id, ...target });
        if (key !== undefined)
            store.saveIdempotency(ctx.account, key, bodyHash, created.id);
        return created;
    });
    runner.enqueue(audit.id);
    return accepted(audit, retryAfterSeconds, { location: `/audits/${audit.id}` });
}
function getAudit(ctx) {
    const audit = ctx.deps.store.getAuditOf(ctx.account, ctx.params.id);
    if (!audit)
        throw notFound(`audit "${ctx.params.id}"`);
    if (audit.status === 'done' && audit.report)
        return { status: 200, body: audit.report };
    if (audit.status === 'failed') {
        return {
            status: 200,
            body: {
                auditId: audit.id,
                domain: audit.domain,
                status: 'failed',
                siteId: audit.siteId,
                url: audit.url,
                error: { code: audit.errorCode ?? 'audit_failed', message: audit.errorMessage ?? 'the audit failed' },
            },
        };
    }
    return accepted(audit, ctx.deps.retryAfterSeconds);
}
const auditRoutes = [
    { method: 'POST', path: '/audits', handler: startAudit },
    { method: 'GET', path: '/audits/{id}', handler: getAudit },
];

;// CONCATENATED MODULE: ./src/service/ids.ts

/** Opaque random id with a type prefix (`aud_`, `site_`, `fix_`, `wh_`, `msg_`): 96 random bits. */
function newId(prefix) {
    return `${prefix}_${(0,external_node_crypto_.randomBytes)(12).toString('base64url')}`;
}

;// CONCATENATED MODULE: ./src/service/routes/fixes.ts




/**
 * Decides which requested fixes apply to a report's issues (pure): only issues
 * present in the report, matched by key and evidence, in the `auto` tier.
 */
function planFixes(targets, issues) {
    const plan = { applied: [], skipped: [] };
    const seen = new Set();
    for (const t of targets) {
        const target = { key: t.key, evidence: t.evidence };
        const id = JSON.stringify([t.key, t.evidence]);
        const issue = issues.find((i) => i.key === t.key && i.evidence === t.evidence);
        if (seen.has(id))
            plan.skipped.push({ ...target, reason: 'duplicate' });
        else if (!issue)
            plan.skipped.push({ ...target, reason: 'not_found' });
        else if (issue.tier !== 'auto')
            plan.skipped.push({ ...target, reason: 'manual_tier' });
        else
            plan.applied.push(target);
        seen.add(id);
    }
    return plan;
}
async function applyFixes(ctx) {
    const { store } = ctx.deps;
    const body = await readJson(ctx.req, schema/* FixRequestSchema */.UW);
    // Another account's site answers exactly like a missing one.
    const site = store.getSite(ctx.account, ctx.params.id);
    if (!site)
        throw notFound(`site "${ctx.params.id}"`);
    const audit = store.latestDoneAudit(site.id);
    if (!audit?.report) {
        throw new ApiError(409, 'no_done_audit', `site "${site.id}" has no finished audit yet; run POST /audits and wait until it is done`);
    }
    const plan = planFixes(body.issues, audit.report.issues);
    const result = { fixId: newId('fix'), siteId: site.id, auditId: audit.id, ...plan };
    store.saveFix({ id: result.fixId, account: ctx.account, siteId: site.id, auditId: audit.id, result });
    return { status: 200, body: result };
}
const fixRoutes = [{ method: 'POST', path: '/sites/{id}/fixes', handler: applyFixes }];

;// CONCATENATED MODULE: ./src/service/routes/health.ts
const healthRoutes = [{ method: 'GET', path: '/healthz', public: true, handler: () => ({ status: 200, body: { ok: true } }) }];

;// CONCATENATED MODULE: ./src/service/routes/sites.ts

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
/** Cursors are opaque to clients; inside they hold the last listed site's position. */
function encodeCursor(seq) {
    return Buffer.from(`s:${seq}`, 'utf8').toString('base64url');
}
function decodeCursor(cursor) {
    const match = /^s:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!match)
        throw invalidRequest('invalid "cursor": pass back the nextCursor of a previous page unchanged');
    return Number(match[1]);
}
function parseLimit(raw) {
    if (raw === null)
        return DEFAULT_PAGE_SIZE;
    const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= 1 && n <= MAX_PAGE_SIZE)) {
        throw invalidRequest(`invalid "limit": must be an integer from 1 to ${MAX_PAGE_SIZE}`);
    }
    return n;
}
function siteBody(site) {
    return {
        id: site.id,
        domain: site.domain,
        createdAt: site.createdAt,
        lastAuditId: site.lastAuditId,
        overall: site.overall,
    };
}
function listSites(ctx) {
    const limit = parseLimit(ctx.url.searchParams.get('limit'));
    const cursor = ctx.url.searchParams.get('cursor');
    const after = cursor === null || cursor === '' ? 0 : decodeCursor(cursor);
    // One row more than asked tells whether another page exists.
    const rows = ctx.deps.store.listSites(ctx.account, after, limit + 1);
    const page = rows.slice(0, limit);
    const nextCursor = rows.length > limit ? encodeCursor(page[page.length - 1].seq) : null;
    return { status: 200, body: { sites: page.map(siteBody), nextCursor } };
}
const siteRoutes = [{ method: 'GET', path: '/sites', handler: listSites }];

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
;// CONCATENATED MODULE: ./src/service/webhooks.ts



/**
 * Webhook events, signed per the Standard Webhooks spec: headers webhook-id,
 * webhook-timestamp and webhook-signature `v1,<base64 HMAC-SHA256>` of
 * `{id}.{timestamp}.{body}`, keyed with the base64-decoded part of the
 * `whsec_` secret.
 */
const WEBHOOK_EVENTS = ['audit.completed', 'score.changed'];
/** A change of overall score this large (either way) counts as significant. */
const SIGNIFICANT_CHANGE = 5;
function newWebhookSecret() {
    return `whsec_${(0,external_node_crypto_.randomBytes)(24).toString('base64')}`;
}
function signWebhook(secret, msgId, timestamp, body) {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const mac = (0,external_node_crypto_.createHmac)('sha256', key).update(`${msgId}.${timestamp}.${body}`, 'utf8').digest('base64');
    return `v1,${mac}`;
}
/**
 * Which events a hook receives for a completed audit (pure). `score.changed`
 * fires when overall moved by SIGNIFICANT_CHANGE or more since the site's
 * previous done audit, or when it crossed below the hook's threshold (the first
 * audit of a site counts as crossing if it is below).
 */
function eventsFor(hook, overall, previousOverall) {
    const out = [];
    if (hook.events.includes('audit.completed'))
        out.push('audit.completed');
    if (hook.events.includes('score.changed') && overall !== undefined) {
        const hasPrevious = previousOverall !== null && previousOverall !== undefined;
        const moved = hasPrevious && Math.abs(overall - previousOverall) >= SIGNIFICANT_CHANGE;
        const fellBelow = hook.threshold !== null && overall < hook.threshold && (!hasPrevious || previousOverall >= hook.threshold);
        if (moved || fellBelow)
            out.push('score.changed');
    }
    return out;
}
/** Sends signed deliveries with bounded retries; close() abandons pending ones. */
class WebhookDispatcher {
    attempts;
    retryDelayMs;
    timeoutMs;
    log;
    stop = new AbortController();
    pending = new Set();
    constructor(opts = {}) {
        this.attempts = Math.max(1, opts.attempts ?? 3);
        this.retryDelayMs = Math.max(0, opts.retryDelayMs ?? 1000);
        this.timeoutMs = opts.timeoutMs ?? 10_000;
        this.log = opts.log ?? (() => { });
    }
    /** Queues the events of a completed audit for every hook of its account. */
    auditDone(hooks, audit, report, previous) {
        const data = {
            auditId: audit.id,
            domain: audit.domain,
            url: audit.url,
            overall: report.overall,
            scores: report.scores,
            ...(previous ? { previous: { auditId: previous.id, overall: previous.overall } } : {}),
        };
        for (const hook of hooks) {
            for (const type of eventsFor(hook, report.overall, previous?.overall))
                this.send(hook, type, data);
        }
    }
    send(hook, type, data) {
        const p = this.deliver(hook, type, data).finally(() => this.pending.delete(p));
        this.pending.add(p);
    }
    async close() {
        this.stop.abort(new Error('service is shutting down'));
        await Promise.allSettled([...this.pending]);
    }
    async deliver(hook, type, data) {
        // One message id for every attempt, so receivers can drop duplicates.
        const msgId = newId('msg');
        const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
        let delay = this.retryDelayMs;
        for (let attempt = 1; attempt <= this.attempts && !this.stop.signal.aborted; attempt++) {
            const timestamp = Math.floor(Date.now() / 1000);
            let outcome;
            try {
                const res = await fetch(hook.url, {
                    method: 'POST',
                    headers: {
                        'content-type': 'application/json',
                        'webhook-id': msgId,
                        'webhook-timestamp': String(timestamp),
                        'webhook-signature': signWebhook(hook.secret, msgId, timestamp, body),
                    },
                    body,
                    redirect: 'manual',
                    signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout(this.timeoutMs)]),
                });
                await res.body?.cancel();
                if (res.ok)
                    return;
                outcome = `HTTP ${res.status}`;
            }
            catch (err) {
                outcome = oneLine(err);
            }
            this.log(`webhook ${hook.id} ${type} ${msgId} attempt ${attempt}/${this.attempts} failed: ${outcome}`);
            if (attempt < this.attempts) {
                await wait(delay, this.stop.signal);
                delay *= 2;
            }
        }
    }
}
function wait(ms, signal) {
    return new Promise((resolve) => {
        if (signal.aborted)
            return resolve();
        const timer = setTimeout(done, ms);
        function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        }
        signal.addEventListener('abort', done, { once: true });
    });
}

;// CONCATENATED MODULE: ./src/service/routes/webhooks.ts



// Service-only payload (not part of the shared report schema): a webhook registration.
const RegisterWebhookSchema = schemas/* object */.Ikc({
    url: schemas/* url */.OZ5({ protocol: /^https?$/ }),
    events: schemas/* array */.YOg(schemas/* enum */.k5n(WEBHOOK_EVENTS)).min(1).optional(),
    threshold: schemas/* number */.aig().min(0).max(100).optional(),
});
function registerWebhook(ctx) {
    return readJson(ctx.req, RegisterWebhookSchema).then((body) => {
        const hook = ctx.deps.store.createWebhook({
            account: ctx.account,
            url: body.url,
            events: body.events ?? [...WEBHOOK_EVENTS],
            threshold: body.threshold ?? null,
            secret: newWebhookSecret(),
        });
        return {
            status: 201,
            body: { id: hook.id, url: hook.url, events: hook.events, threshold: hook.threshold, secret: hook.secret },
        };
    });
}
const webhookRoutes = [{ method: 'POST', path: '/webhooks', handler: registerWebhook }];

;// CONCATENATED MODULE: ./src/service/server.ts









const ROUTES = [...healthRoutes, ...auditRoutes, ...siteRoutes, ...fixRoutes, ...webhookRoutes];
function compile(route) {
    const names = [];
    const source = route.path
        .split('/')
        .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (!m)
            return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(m[1]);
        return '([^/]+)';
    })
        .join('/');
    return { ...route, pattern: new RegExp(`^${source}/?$`), names };
}
/** Finds the route for a method and path (pure). */
function matchRoute(routes, method, path) {
    const allow = [];
    for (const route of routes) {
        const m = route.pattern.exec(path);
        if (!m)
            continue;
        if (route.method !== method) {
            allow.push(route.method);
            continue;
        }
        const params = {};
        route.names.forEach((name, i) => {
            params[name] = safeDecode(m[i + 1]);
        });
        return { kind: 'found', route, params };
    }
    return allow.length > 0 ? { kind: 'wrongMethod', allow } : { kind: 'none' };
}
function safeDecode(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
/**
 * The HTTP front: authentication, rate limiting, routing, error shaping and
 * one log line per request. Handlers only see authenticated, allowed requests.
 */
function createApiServer(opts) {
    const routes = ROUTES.map(compile);
    async function handle(req, res, state) {
        const url = new URL(req.url ?? '/', 'http://service.invalid');
        const method = req.method ?? 'GET';
        const match = matchRoute(routes, method, url.pathname);
        const isPublic = match.kind === 'found' && match.route.public === true;
        // Authenticate before counting, so a key's quota is its own; callers
        // without a valid key share a quota per address.
        let authError;
        let bucket = `ip:${req.socket.remoteAddress ?? 'unknown'}`;
        if (!isPublic) {
            try {
                const key = bearerKey(req.headers.authorization);
                const account = opts.deps.store.accountForKey(key);
                if (account === undefined)
                    throw unauthorized('unknown API key: check the key you send as "Authorization: Bearer <key>"');
                state.account = account;
                bucket = `key:${hashKey(key)}`;
            }
            catch (err) {
                if (!(err instanceof ApiError))
                    throw err;
                authError = err;
            }
        }
        const verdict = opts.limiter.take(bucket);
        res.setHeader('RateLimit-Limit', String(verdict.limit));
        res.setHeader('RateLimit-Remaining', String(verdict.remaining));
        res.setHeader('RateLimit-Reset', String(verdict.resetSeconds));
        if (!verdict.allowed) {
            throw new ApiError(429, 'rate_limited', `rate limit of ${verdict.limit} requests exceeded; retry in ${verdict.resetSeconds} s`, {
                'Retry-After': String(verdict.resetSeconds),
            });
        }
        if (opts.isClosing()) {
            throw new ApiError(503, 'unavailable', 'service is shutting down; retry shortly', { connection: 'close', 'Retry-After': '1' });
        }
        if (authError)
            throw authError;
        if (match.kind === 'none')
            throw new ApiError(404, 'not_found', `no such endpoint: ${url.pathname}`);
        if (match.kind === 'wrongMethod') {
            throw new ApiError(405, 'method_not_allowed', `${method} is not allowed on ${url.pathname}; use ${match.allow.join(', ')}`, {
                Allow: match.allow.join(', '),
            });
        }
        return match.route.handler({ req, url, params: match.params, account: state.account ?? '', deps: opts.deps });
    }
    return (0,external_node_http_.createServer)((req, res) => {
        const started = performance.now();
        const state = {};
        // 'close' rather than 'finish', so a request whose client went away is logged too.
        res.on('close', () => {
            const ms = (performance.now() - started).toFixed(1);
            // The path only: query strings may carry cursors, and the key is never logged.
            const path = (req.url ?? '/').split('?')[0];
            const status = res.writableFinished ? String(res.statusCode) : 'aborted';
            opts.log(`${req.method} ${path} ${status} ${ms}ms ${state.account ?? '-'}`);
        });
        handle(req, res, state)
            .then((reply) => sendJson(res, reply.status, reply.body, reply.headers))
            .catch((err) => {
            // A handler may fail before reading the body; drain it so the connection stays usable.
            req.resume();
            if (err instanceof ApiError) {
                sendJson(res, err.status, errorBody(err.code, err.message), err.headers);
            }
            else {
                opts.log(`internal error on ${req.method} ${(req.url ?? '/').split('?')[0]}: ${err instanceof Error ? err.message : String(err)}`);
                if (!res.headersSent)
                    sendJson(res, 500, errorBody('internal_error', 'internal error; see the service log'));
                else
                    res.destroy();
            }
        });
    });
}

// EXTERNAL MODULE: external "node:sqlite"
var external_node_sqlite_ = __webpack_require__(80099);
;// CONCATENATED MODULE: ./src/service/store.ts



const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (name TEXT PRIMARY KEY, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS api_keys (digest TEXT PRIMARY KEY, account TEXT NOT NULL REFERENCES accounts(name), created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sites (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  account TEXT NOT NULL,
  domain TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_audit_id TEXT,
  UNIQUE (account, domain)
);
CREATE TABLE IF NOT EXISTS audits (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  account TEXT NOT NULL,
  site_id TEXT NOT NULL REFERENCES sites(id),
  domain TEXT NOT NULL,
  url TEXT NOT NULL,
  status TEXT NOT NULL,
  overall REAL,
  report TEXT,
  error_code TEXT,
  error_message TEXT,
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT,
  done_seq INTEGER
);
CREATE INDEX IF NOT EXISTS audits_by_site ON audits (site_id, done_seq);
CREATE INDEX IF NOT EXISTS audits_by_status ON audits (status, seq);
CREATE TABLE IF NOT EXISTS idempotency (
  account TEXT NOT NULL,
  key TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  audit_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account, key)
);
CREATE TABLE IF NOT EXISTS fixes (
  id TEXT PRIMARY KEY,
  account TEXT NOT NULL,
  site_id TEXT NOT NULL,
  audit_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  result TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS webhooks (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  account TEXT NOT NULL,
  url TEXT NOT NULL,
  events TEXT NOT NULL,
  threshold REAL,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;
class Store {
    db;
    constructor(path = ':memory:') {
        try {
            this.db = new external_node_sqlite_.DatabaseSync(path);
        }
        catch (err) {
            throw new Error(`cannot open the service database "${path}": ${err.message}; check the path and its directory`);
        }
        // WAL + synchronous=NORMAL: commits do not fsync each time, yet the file cannot
        // be corrupted by a crash (at worst the last commits before a power loss are lost).
        this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;');
        this.db.exec(SCHEMA);
    }
    close() {
        if (this.db.isOpen)
            this.db.close();
    }
    get isOpen() {
        return this.db.isOpen;
    }
    /** Runs `fn` in one transaction; rolls back if it throws. */
    transaction(fn) {
        this.db.exec('BEGIN IMMEDIATE');
        try {
            const result = fn();
            this.db.exec('COMMIT');
            return result;
        }
        catch (err) {
            this.db.exec('ROLLBACK');
            throw err;
        }
    }
    // --- keys and accounts -------------------------------------------------
    /**
     * Makes the stored key -> account mapping equal to `keys`. Accounts are kept
     * forever, so a rotated key (new key, same account) still sees the account's
     * sites and audits; a key no longer given stops working.
     */
    syncApiKeys(keys) {
        const now = new Date().toISOString();
        this.transaction(() => {
            this.db.exec('DELETE FROM api_keys');
            const addAccount = this.db.prepare('INSERT OR IGNORE INTO accounts (name, created_at) VALUES (?, ?)');
            const addKey = this.db.prepare('INSERT INTO api_keys (digest, account, created_at) VALUES (?, ?, ?)');
            for (const [key, account] of keys) {
                addAccount.run(account, now);
                addKey.run(hashKey(key), account, now);
            }
        });
    }
    accountForKey(key) {
        const row = this.db.prepare('SELECT account FROM api_keys WHERE digest = ?').get(hashKey(key));
        return row ? String(row.account) : undefined;
    }
    // --- sites --------------------------------------------------------------
    /** The account's site for `domain`, created if new. */
    ensureSite(account, domain) {
        const existing = this.db.prepare('SELECT id FROM sites WHERE account = ? AND domain = ?').get(account, domain);
        const id = existing ? String(existing.id) : newId('site');
        if (!existing) {
            this.db
                .prepare('INSERT INTO sites (id, account, domain, created_at) VALUES (?, ?, ?, ?)')
                .run(id, account, domain, new Date().toISOString());
        }
        return this.getSite(account, id);
    }
    getSite(account, id) {
        const row = this.db.prepare(`${SITE_SELECT} WHERE s.account = ? AND s.id = ?`).get(account, id);
        return row ? toSite(row) : undefined;
    }
    /** Sites of an account in creation order, after the one whose seq is `afterSeq`. */
    listSites(account, afterSeq, limit) {
        const rows = this.db
            .prepare(`${SITE_SELECT} WHERE s.account = ? AND s.seq > ? ORDER BY s.seq LIMIT ?`)
            .all(account, afterSeq, limit);
        return rows.map(toSite);
    }
    // --- audits -------------------------------------------------------------
    createAudit(input) {
        const id = newId('aud');
        this.db
            .prepare(`INSERT INTO audits (id, account, site_id, domain, url, status, created_at) VALUES (?, ?, ?, ?, ?, 'queued', ?)`)
            .run(id, input.account, input.siteId, input.domain, input.url, new Date().toISOString());
        this.db.prepare('UPDATE sites SET last_audit_id = ? WHERE id = ?').run(id, input.siteId);
        return this.getAudit(id);
    }
    getAudit(id) {
        const row = this.db.prepare('SELECT * FROM audits WHERE id = ?').get(id);
        return row ? toAudit(row) : undefined;
    }
    /** The audit if it belongs to `account`; another account's audit looks like a missing one. */
    getAuditOf(account, id) {
        const audit = this.getAudit(id);
        return audit?.account === account ? audit : undefined;
    }
    /** Ids of queued audits, oldest first. */
    queuedAuditIds() {
        const rows = this.db.prepare(`SELECT id FROM audits WHERE status = 'queued' ORDER BY seq`).all();
        return rows.map((r) => String(r.id));
    }
    /** Audits left running by a previous process go back to the queue (they were interrupted). */
    requeueRunning() {
        const r = this.db.prepare(`UPDATE audits SET status = 'queued', started_at = NULL WHERE status = 'running'`).run();
        return Number(r.changes);
    }
    markRunning(id) {
        this.db
            .prepare(`UPDATE audits SET status = 'running', started_at = ? WHERE id = ? AND status = 'queued'`)
            .run(new Date().toISOString(), id);
    }
    markDone(id, report, finishedAt) {
        this.db
            .prepare(`UPDATE audits SET status = 'done', report = ?, overall = ?, finished_at = ?,
           done_seq = (SELECT COALESCE(MAX(done_seq), 0) + 1 FROM audits) WHERE id = ?`)
            .run(JSON.stringify(report), report.overall ?? null, finishedAt, id);
    }
    markFailed(id, code, message) {
        this.db
            .prepare(`UPDATE audits SET status = 'failed', error_code = ?, error_message = ?, finished_at = ? WHERE id = ?`)
            .run(code, message, new Date().toISOString(), id);
    }
    /** The site's most recently completed done audit (by completion order). */
    latestDoneAudit(siteId) {
        const row = this.db
            .prepare(`SELECT * FROM audits WHERE site_id = ? AND status = 'done' ORDER BY done_seq DESC LIMIT 1`)
            .get(siteId);
        return row ? toAudit(row) : undefined;
    }
    // --- idempotency --------------------------------------------------------
    idempotencyRecord(account, key) {
        const row = this.db
            .prepare('SELECT body_hash, audit_id FROM idempotency WHERE account = ? AND key = ?')
            .get(account, key);
        return row ? { bodyHash: String(row.body_hash), auditId: String(row.audit_id) } : undefined;
    }
    saveIdempotency(account, key, bodyHash, auditId) {
        this.db
            .prepare('INSERT INTO idempotency (account, key, body_hash, audit_id, created_at) VALUES (?, ?, ?, ?, ?)')
            .run(account, key, bodyHash, auditId, new Date().toISOString());
    }
    // --- fixes --------------------------------------------------------------
    saveFix(input) {
        this.db
            .prepare('INSERT INTO fixes (id, account, site_id, audit_id, created_at, result) VALUES (?, ?, ?, ?, ?, ?)')
            .run(input.id, input.account, input.siteId, input.auditId, new Date().toISOString(), JSON.stringify(input.result));
    }
    // --- webhooks -----------------------------------------------------------
    createWebhook(input) {
        const row = { ...input, id: newId('wh'), createdAt: new Date().toISOString() };
        this.db
            .prepare('INSERT INTO webhooks (id, account, url, events, threshold, secret, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
            .run(row.id, row.account, row.url, JSON.stringify(row.events), row.threshold, row.secret, row.createdAt);
        return row;
    }
    webhooksOf(account) {
        const rows = this.db.prepare('SELECT * FROM webhooks WHERE account = ? ORDER BY seq').all(account);
        return rows.map((r) => ({
            id: String(r.id),
            account: String(r.account),
            url: String(r.url),
            events: JSON.parse(String(r.events)),
            threshold: r.threshold === null ? null : Number(r.threshold),
            secret: String(r.secret),
            createdAt: String(r.created_at),
        }));
    }
}
const SITE_SELECT = `
SELECT s.*, (SELECT a.overall FROM audits a WHERE a.site_id = s.id AND a.status = 'done'
             ORDER BY a.done_seq DESC LIMIT 1) AS overall
FROM sites s`;
function toSite(r) {
    return {
        seq: Number(r.seq),
        id: String(r.id),
        account: String(r.account),
        domain: String(r.domain),
        createdAt: String(r.created_at),
        lastAuditId: r.last_audit_id === null ? null : String(r.last_audit_id),
        overall: r.overall === null ? null : Number(r.overall),
    };
}
function toAudit(r) {
    const str = (v) => (v === null ? null : String(v));
    return {
        seq: Number(r.seq),
        id: String(r.id),
        account: String(r.account),
        siteId: String(r.site_id),
        domain: String(r.domain),
        url: String(r.url),
        status: String(r.status),
        overall: r.overall === null ? null : Number(r.overall),
        report: r.report === null ? null : JSON.parse(String(r.report)),
        errorCode: str(r.error_code),
        errorMessage: str(r.error_message),
        createdAt: String(r.created_at),
        startedAt: str(r.started_at),
        finishedAt: str(r.finished_at),
    };
}

;// CONCATENATED MODULE: ./src/service/index.ts










/** Environment variable holding `account:key` pairs, read with parseApiKeys. */
const API_KEYS_ENV = 'SEO_AUDIT_API_KEYS';
async function startService(opts) {
    const keys = typeof opts.apiKeys === 'string' ? parseApiKeys(opts.apiKeys) : opts.apiKeys;
    if (keys.size === 0)
        throw new Error('startService: no API keys given; pass apiKeys such as "acme:sk_acme_1234"');
    const retryAfterSeconds = opts.retryAfterSeconds ?? 2;
    if (!Number.isInteger(retryAfterSeconds) || retryAfterSeconds < 0) {
        throw new Error(`startService: retryAfterSeconds must be a whole number of seconds >= 0, got ${retryAfterSeconds}`);
    }
    const log = opts.log ?? ((line) => process.stderr.write(`${line}\n`));
    const limiter = createRateLimiter(opts.rateLimit ?? DEFAULT_RATE_LIMIT);
    const store = new Store(opts.db ?? ':memory:');
    let closing = false;
    let server;
    let runner;
    let dispatcher;
    try {
        store.syncApiKeys(keys);
        dispatcher = new WebhookDispatcher({ ...opts.webhooks, log });
        const hooks = dispatcher;
        runner = new AuditRunner({
            store,
            auditor: opts.auditor ?? createCannedAuditor(),
            concurrency: opts.concurrency ?? 2,
            log,
            onDone: (audit, report, previous) => hooks.auditDone(store.webhooksOf(audit.account), audit, report, previous),
        });
        server = createApiServer({ deps: { store, runner, retryAfterSeconds }, limiter, log, isClosing: () => closing });
        await listen(server, opts.port ?? 0, opts.host ?? '127.0.0.1');
    }
    catch (err) {
        store.close();
        throw err;
    }
    runner.resume();
    const address = server.address();
    const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    let closed;
    const srv = server;
    const run = runner;
    const disp = dispatcher;
    return {
        url: `http://${hostForUrl}:${address.port}`,
        port: address.port,
        close() {
            closed ??= (async () => {
                closing = true;
                const serverClosed = new Promise((resolve) => srv.close(() => resolve()));
                srv.closeIdleConnections();
                // Requests still in flight get a moment to finish before their sockets are cut.
                const force = setTimeout(() => srv.closeAllConnections(), 1000);
                await Promise.all([run.close(), disp.close()]);
                await serverClosed;
                clearTimeout(force);
                store.close();
            })();
            return closed;
        },
    };
}
function listen(server, port, host) {
    return new Promise((resolve, reject) => {
        server.once('error', (err) => reject(new Error(`cannot listen on ${host}:${port}: ${err.message}`)));
        server.listen(port, host, () => resolve());
    });
}


/***/ })

};
