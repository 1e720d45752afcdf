export const id = 533;
export const ids = [533];
export const modules = {

/***/ 50533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startReceiver: () => (/* reexport */ startReceiver),
  triggerWorkflow: () => (/* reexport */ triggerWorkflow)
});

// UNUSED EXPORTS: DeliverySchema, SeenIds, decide, verifyDelivery

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
// EXTERNAL MODULE: ./node_modules/standardwebhooks/dist/index.js
var dist = __webpack_require__(15487);
// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(91327);
;// CONCATENATED MODULE: ./src/receiver/delivery.ts



/** The service's webhook body (docs/service-contract.md); loose, as every payload we read. */
const DeliverySchema = schemas/* looseObject */._H3({
    type: schemas/* string */.YjP(),
    timestamp: schemas/* string */.YjP().optional(),
    data: schemas/* looseObject */._H3({
        auditId: schemas/* string */.YjP(),
        domain: schemas/* string */.YjP(),
        url: schemas/* string */.YjP().optional(),
        overall: schemas/* number */.aig().nullable().optional(),
        scores: schema/* ScoresSchema */.D3.nullable().optional(),
        previous: schemas/* looseObject */._H3({ auditId: schemas/* string */.YjP(), overall: schemas/* number */.aig().nullable() }).optional(),
    }),
});
/**
 * Checks a delivery per the Standard Webhooks spec with the reference library:
 * HMAC over id.timestamp.body compared in constant time, timestamps outside a
 * five-minute window refused (replays), several `v1,` signatures accepted. Each
 * of `secrets` is tried so a secret can be rotated without dropping deliveries.
 */
function verifyDelivery(rawBody, headers, secrets) {
    const id = headers['webhook-id'];
    const timestamp = headers['webhook-timestamp'];
    const signature = headers['webhook-signature'];
    if (!id || !timestamp || !signature) {
        return { ok: false, status: 400, reason: 'missing webhook-id, webhook-timestamp or webhook-signature header' };
    }
    let lastReason = 'no secret configured';
    for (const secret of secrets) {
        try {
            new dist/* Webhook */.KD(secret).verify(rawBody, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature });
        }
        catch (e) {
            lastReason = e instanceof dist/* WebhookVerificationError */.dg ? e.message : `bad secret: ${e.message}`;
            // A stale timestamp is the same for every secret.
            if (/timestamp/i.test(lastReason))
                break;
            continue;
        }
        let json;
        try {
            json = JSON.parse(rawBody);
        }
        catch {
            return { ok: false, status: 400, reason: 'body is not JSON' };
        }
        const parsed = DeliverySchema.safeParse(json);
        if (!parsed.success)
            return { ok: false, status: 400, reason: `unexpected body: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}` };
        return { ok: true, id, delivery: parsed.data };
    }
    return { ok: false, status: 401, reason: lastReason };
}

;// CONCATENATED MODULE: ./src/receiver/policy.ts
/** Whether a verified delivery should re-run the workflow (pure). */
function decide(delivery, policy) {
    const { type, data } = delivery;
    if (!policy.events.includes(type))
        return { act: false, reason: `event ${type} is not one of ${policy.events.join(', ')}` };
    if (policy.domains.length && !policy.domains.includes(data.domain)) {
        return { act: false, reason: `domain ${data.domain} is not watched` };
    }
    const before = data.previous?.overall;
    const change = typeof before === 'number' && typeof data.overall === 'number' ? ` (overall ${before} -> ${data.overall})` : typeof data.overall === 'number' ? ` (overall ${data.overall})` : '';
    return { act: true, reason: `${type} for ${data.domain}, audit ${data.auditId}${change}` };
}

;// CONCATENATED MODULE: ./src/receiver/seen-ids.ts
/**
 * Message ids already handled, kept long enough to cover the signature's replay
 * window: a retried delivery within it is acknowledged without acting twice.
 * Bounded, so a flood of distinct ids cannot grow memory without limit.
 */
class SeenIds {
    ids = new Map();
    ttlMs;
    max;
    now;
    constructor(opts = {}) {
        this.ttlMs = opts.ttlMs ?? 10 * 60_000;
        this.max = opts.max ?? 10_000;
        this.now = opts.now ?? Date.now;
    }
    has(id) {
        const at = this.ids.get(id);
        if (at === undefined)
            return false;
        if (this.now() - at > this.ttlMs) {
            this.ids.delete(id);
            return false;
        }
        return true;
    }
    add(id) {
        this.ids.delete(id);
        this.ids.set(id, this.now());
        // Maps iterate in insertion order, so the first key is the oldest.
        while (this.ids.size > this.max)
            this.ids.delete(this.ids.keys().next().value);
    }
}

;// CONCATENATED MODULE: ./src/receiver/server.ts




const MAX_BODY = 256 * 1024;
/**
 * The webhook receiver: verify, drop replays and duplicates, decide, trigger.
 * A delivery is remembered only once its run was triggered, so a GitHub
 * failure answers 502 and the service's retry gets another chance.
 */
async function startReceiver(opts) {
    if (!opts.secrets.length)
        throw new Error('startReceiver: no webhook secret given');
    const path = opts.path ?? '/webhooks';
    const log = opts.log ?? ((line) => process.stderr.write(line + '\n'));
    const seen = new SeenIds();
    const inFlight = new Set();
    const reply = (res, status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
    };
    async function handle(req, res) {
        const url = new URL(req.url ?? '/', 'http://receiver');
        if (req.method === 'GET' && url.pathname === '/healthz')
            return reply(res, 200, { ok: true });
        if (url.pathname !== path)
            return reply(res, 404, { error: { code: 'not_found', message: `deliveries go to POST ${path}` } });
        if (req.method !== 'POST')
            return reply(res, 405, { error: { code: 'method_not_allowed', message: `use POST ${path}` } });
        const chunks = [];
        let size = 0;
        for await (const chunk of req) {
            size += chunk.length;
            if (size > MAX_BODY)
                return reply(res, 413, { error: { code: 'too_large', message: 'delivery body over 256 KB' } });
            chunks.push(chunk);
        }
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
        const verified = verifyDelivery(Buffer.concat(chunks).toString('utf8'), headers, opts.secrets);
        if (!verified.ok) {
            log(`refused delivery ${headers['webhook-id'] ?? '(no id)'}: ${verified.reason}`);
            return reply(res, verified.status, { error: { code: verified.status === 401 ? 'bad_signature' : 'bad_request', message: verified.reason } });
        }
        const { id, delivery } = verified;
        if (seen.has(id))
            return reply(res, 200, { status: 'duplicate', id });
        if (inFlight.has(id))
            return reply(res, 409, { error: { code: 'in_progress', message: `delivery ${id} is being handled` } });
        const decision = decide(delivery, opts.policy);
        if (!decision.act) {
            seen.add(id);
            log(`ignored ${id}: ${decision.reason}`);
            return reply(res, 200, { status: 'ignored', id, reason: decision.reason });
        }
        inFlight.add(id);
        try {
            const done = await opts.trigger({ auditId: delivery.data.auditId, domain: delivery.data.domain, url: delivery.data.url, reason: decision.reason });
            seen.add(id);
            log(`${id}: ${decision.reason}: ${done}`);
            return reply(res, 202, { status: 'triggered', id });
        }
        catch (e) {
            log(`${id}: could not trigger the workflow: ${e.message}`);
            return reply(res, 502, { error: { code: 'trigger_failed', message: e.message } });
        }
        finally {
            inFlight.delete(id);
        }
    }
    const server = (0,external_node_http_.createServer)((req, res) => {
        handle(req, res).catch((e) => {
            log(`receiver error: ${e.message}`);
            if (!res.headersSent)
                reply(res, 500, { error: { code: 'internal', message: 'internal error' } });
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve);
    });
    const { port, address } = server.address();
    return {
        url: `http://${address}:${port}`,
        close: () => new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
        }),
    };
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(92413);
;// CONCATENATED MODULE: ./src/receiver/github-trigger.ts

async function triggerWorkflow(t, facts) {
    const octokit = (0,github/* getOctokit */.Q)(t.token, { baseUrl: t.apiUrl });
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
    if (!run)
        throw new Error(`no run of ${t.workflow} on ${t.ref} to re-run; use --mode dispatch or run the workflow once`);
    await octokit.rest.actions.reRunWorkflow({ owner: t.owner, repo: t.repo, run_id: run.id });
    return `re-ran run ${run.id} of ${t.workflow}`;
}

;// CONCATENATED MODULE: ./src/receiver/index.ts







/***/ })

};
