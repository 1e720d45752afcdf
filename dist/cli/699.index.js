export const id = 699;
export const ids = [699,790];
export const modules = {

/***/ 14699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  auditSite: () => (/* binding */ auditSite),
  auditSiteOwningThread: () => (/* binding */ auditSiteOwningThread)
});

// UNUSED EXPORTS: ENGINE_NAME, ENGINE_VERSION, isPreviewUrl

// EXTERNAL MODULE: ./src/engine/audit-options.ts
var audit_options = __webpack_require__(3842);
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/index.js + 11 modules
var dist = __webpack_require__(24755);
;// CONCATENATED MODULE: ./src/engine/dom/page-index.ts

const SKIP_TEXT = new Set(['script', 'style', 'noscript', 'template']);
const HEAD_TAGS = new Set(['title', 'meta', 'link', 'base', 'script', 'style', 'noscript']);
function isElement(n) {
    return n.type === 'tag' || n.type === 'script' || n.type === 'style';
}
/**
 * Parses HTML once and indexes it by tag in a single walk: with fifty rules per
 * page, letting each rule walk the tree would cost more than the parse itself.
 */
function buildPageIndex(html) {
    const doc = (0,dist/* parseDocument */.Tp)(html, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
    const elements = [];
    const tags = new Map();
    const head = [];
    let doctype;
    for (const n of doc.children) {
        if (n.type === 'directive' && /^!doctype/i.test(n.data)) {
            doctype = n.data;
            break;
        }
        if (isElement(n))
            break;
    }
    // Iterative walk: deeply nested markup must not overflow the stack.
    const stack = [];
    for (let i = doc.children.length - 1; i >= 0; i--)
        stack.push(doc.children[i]);
    let inBody = false;
    while (stack.length) {
        const n = stack.pop();
        if (!isElement(n))
            continue;
        const name = n.name;
        elements.push(n);
        let list = tags.get(name);
        if (!list)
            tags.set(name, (list = []));
        list.push(n);
        if (name === 'body')
            inBody = true;
        // htmlparser2 keeps head-only tags where the author wrote them; a browser moves
        // stray <meta>/<link>/<title> before <body> into head, so treat those as head.
        if (!inBody && HEAD_TAGS.has(name))
            head.push(n);
        for (let i = n.children.length - 1; i >= 0; i--)
            stack.push(n.children[i]);
    }
    const textCache = new WeakMap();
    function rawText(n, out) {
        if (n.type === 'text')
            out.push(n.data);
        else if (isElement(n) && !SKIP_TEXT.has(n.name))
            for (const c of n.children)
                rawText(c, out);
    }
    /** The element's visible text, whitespace as authored. */
    function joinedText(el) {
        const out = [];
        for (const c of el.children)
            rawText(c, out);
        return out.join('');
    }
    function text(el) {
        let t = textCache.get(el);
        if (t === undefined) {
            t = joinedText(el).replace(/\s+/g, ' ').trim();
            textCache.set(el, t);
        }
        return t;
    }
    const attr = (el, name) => el.attribs[name];
    const ids = new Map();
    function byId(id) {
        if (ids.size === 0)
            for (const el of elements)
                if (el.attribs.id !== undefined && !ids.has(el.attribs.id))
                    ids.set(el.attribs.id, el);
        return ids.get(id);
    }
    function accessibleName(el) {
        const labelledby = el.attribs['aria-labelledby'];
        if (labelledby) {
            const parts = labelledby.split(/\s+/).map((id) => byId(id)).filter((e) => !!e).map(text);
            const joined = parts.join(' ').trim();
            if (joined)
                return joined;
        }
        const label = el.attribs['aria-label']?.trim();
        if (label)
            return label;
        const own = nameFromContent(el);
        if (own)
            return own;
        return el.attribs.title?.trim() ?? '';
    }
    function nameFromContent(el) {
        if (el.name === 'img' || (el.name === 'input' && el.attribs.type === 'image') || el.name === 'area')
            return el.attribs.alt?.trim() ?? '';
        if (el.name === 'input') {
            const type = (el.attribs.type ?? 'text').toLowerCase();
            if (type === 'submit' || type === 'reset' || type === 'button')
                return (el.attribs.value ?? (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '')).trim();
            return '';
        }
        const out = [];
        const walk = (n) => {
            if (n.type === 'text')
                out.push(n.data);
            else if (isElement(n)) {
                if (SKIP_TEXT.has(n.name) || n.attribs['aria-hidden'] === 'true' || n.attribs.hidden !== undefined)
                    return;
                if (n.name === 'img' || n.name === 'svg' || n.name === 'input') {
                    const sub = n.name === 'svg' ? (n.attribs['aria-label'] ?? svgTitle(n)) : accessibleName(n);
                    if (sub)
                        out.push(' ', sub, ' ');
                    return;
                }
                if (n.attribs['aria-label']?.trim()) {
                    out.push(' ', n.attribs['aria-label'], ' ');
                    return;
                }
                for (const c of n.children)
                    walk(c);
            }
        };
        for (const c of el.children)
            walk(c);
        return out.join('').replace(/\s+/g, ' ').trim();
    }
    function svgTitle(svg) {
        for (const c of svg.children)
            if (isElement(c) && c.name === 'title')
                return text(c);
        return '';
    }
    function selector(el) {
        if (el.attribs.id && /^[A-Za-z][\w-]*$/.test(el.attribs.id))
            return `#${el.attribs.id}`;
        const parts = [];
        let cur = el;
        while (cur && parts.length < 4) {
            let part = cur.name;
            if (cur.attribs.id && /^[A-Za-z][\w-]*$/.test(cur.attribs.id)) {
                parts.unshift(`#${cur.attribs.id}`);
                break;
            }
            const parent = cur.parent && isElement(cur.parent) ? cur.parent : null;
            if (parent) {
                const same = parent.children.filter((c) => isElement(c) && c.name === cur.name);
                if (same.length > 1)
                    part += `:nth-of-type(${same.indexOf(cur) + 1})`;
            }
            parts.unshift(part);
            cur = parent;
        }
        return parts.join(' > ');
    }
    // Not text(body): collapsing whitespace in ~40 KB of body text cost 0.4 ms a
    // page (as much as the parse), and word counting treats any whitespace run alike.
    let bodyTextCache;
    function bodyText() {
        if (bodyTextCache === undefined) {
            const body = tags.get('body')?.[0];
            bodyTextCache = body ? joinedText(body) : '';
        }
        return bodyTextCache;
    }
    return {
        doc,
        elements,
        byTag: (tag) => tags.get(tag) ?? [],
        head,
        attr,
        text,
        accessibleName,
        selector,
        doctype,
        bodyText,
    };
}

;// CONCATENATED MODULE: ./src/engine/intern.ts
/**
 * Deep copies of what outlives a page, with every string interned.
 *
 * Two reasons. Strings a rule takes from the DOM (titles, hrefs, attribute
 * values) are V8 slices of the page's HTML and keep all of it alive: measured
 * ~50 KB retained per page before this existed. And the facts site rules keep
 * repeat the same strings on every page (navigation and footer links): one
 * copy per distinct string instead of one per page is what keeps 10,000 pages
 * within the memory budget.
 */
/** A copy of `s` that shares no memory with the string it came from (a slice of a page's HTML). */
function detach(s) {
    // A round trip through JSON yields a flat string that shares nothing with the HTML.
    return JSON.parse(JSON.stringify(s));
}
function createInterner() {
    const table = new Map();
    const str = (s) => {
        let v = table.get(s);
        if (v === undefined) {
            v = detach(s);
            table.set(v, v);
        }
        return v;
    };
    const walk = (value) => {
        if (typeof value === 'string')
            return str(value);
        if (value === null || typeof value !== 'object')
            return value;
        if (Array.isArray(value))
            return value.map(walk);
        if (value instanceof Map)
            return new Map([...value].map(([k, v]) => [walk(k), walk(v)]));
        if (value instanceof Set)
            return new Set([...value].map(walk));
        const proto = Object.getPrototypeOf(value);
        // Anything but plain data (a DOM node, a class instance) is kept as it is.
        if (proto !== Object.prototype && proto !== null)
            return value;
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = walk(v);
        return out;
    };
    return walk;
}

;// CONCATENATED MODULE: ./src/engine/links.ts
/**
 * The links a crawler should follow from a page: a[href] and area[href],
 * resolved against <base href> when there is one. rel=nofollow links are kept:
 * Google does not pass signals through them, but we audit the whole site and
 * the pages behind them are part of it.
 */
function extractLinks(dom, pageUrl) {
    let base = pageUrl;
    const baseEl = dom.byTag('base').find((el) => el.attribs.href !== undefined);
    if (baseEl) {
        const resolved = resolveHref(baseEl.attribs.href, pageUrl);
        if (resolved)
            base = resolved;
    }
    const out = new Set();
    for (const tag of ['a', 'area']) {
        for (const el of dom.byTag(tag)) {
            const href = el.attribs.href;
            if (href === undefined)
                continue;
            const url = resolveHref(href, base);
            if (url)
                out.add(url);
        }
    }
    return [...out];
}
function resolveHref(href, base) {
    const trimmed = href.trim();
    if (trimmed === '' || trimmed.startsWith('#'))
        return undefined;
    let url;
    try {
        url = new URL(trimmed, base);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return undefined;
    url.hash = '';
    return url.href;
}

;// CONCATENATED MODULE: ./src/engine/page-record.ts
/** Per-rule verdict codes, one byte per rule per page (see PageRecord.verdicts). */
const NOT_APPLICABLE = 0;
const PASS = 1;
const FAIL = 2;
function setVerdict(record, ruleIndex, findings, applicable) {
    if (!applicable) {
        record.verdicts[ruleIndex] = NOT_APPLICABLE;
        return;
    }
    if (findings.length === 0) {
        record.verdicts[ruleIndex] = PASS;
        return;
    }
    record.verdicts[ruleIndex] = FAIL;
    (record.findings ??= new Map()).set(ruleIndex, [...findings]);
}

;// CONCATENATED MODULE: ./src/engine/analyze-page.ts




/**
 * Markup is judged only on pages a visitor would see: an HTML response with a
 * status below 400. Error pages and non-HTML responses still get the rules that
 * judge the response itself (status, headers, redirects), which declare that
 * with `htmlOnly: false`.
 */
function hasContent(page) {
    return page.html !== undefined && page.status >= 200 && page.status < 400;
}
/**
 * Parses and judges one page, in two steps: what the crawler and the axe
 * sampler need (links, template), then the rules.
 */
function createRuleRunner(cfg) {
    const { rules, options, site } = cfg;
    const pageRules = [];
    const siteRules = [];
    rules.forEach((r, i) => (r.scope === 'page' ? pageRules.push([i, r]) : siteRules.push([i, r])));
    function prepare(page) {
        const dom = hasContent(page) ? buildPageIndex(page.html) : undefined;
        if (!dom)
            return { page, links: [] };
        return { page, dom, links: extractLinks(dom, page.url), template: cfg.templateSignature?.(dom) };
    }
    function judge({ page, dom, template }) {
        const crashes = [];
        const guard = (rule, fn) => {
            try {
                return fn();
            }
            catch (error) {
                crashes.push({ key: rule.meta.key, path: page.path, message: error?.message ?? String(error) });
                return undefined;
            }
        };
        const ctx = { page, url: new URL(page.url), dom, options, site };
        const record = {
            path: page.path,
            status: page.status,
            ttfbMs: page.ttfbMs,
            bytes: page.bytes,
            transferBytes: page.transferBytes,
            verdicts: new Uint8Array(rules.length),
        };
        for (const [i, rule] of pageRules) {
            if (!dom && rule.htmlOnly !== false)
                continue;
            const result = guard(rule, () => rule.check(ctx));
            if (result)
                setVerdict(record, i, result.findings, result.applicable);
        }
        const facts = [];
        for (const [i, rule] of siteRules) {
            if (!rule.collect)
                continue;
            const fact = guard(rule, () => rule.collect(ctx));
            if (fact !== undefined)
                facts.push([i, fact]);
        }
        if (dom) {
            if (cfg.performanceOf)
                record.performance = cfg.performanceOf(ctx);
            if (template !== undefined)
                record.template = template;
        }
        return { record, facts, crashes };
    }
    return { prepare, judge };
}
/** Gathers page analyses into what scoring needs. */
function createCollector(rules, axeSamples) {
    const records = [];
    const seen = new Set();
    const siteFacts = new Map();
    rules.forEach((r, i) => r.scope === 'site' && siteFacts.set(i, new Map()));
    const sampler = createSampler(axeSamples);
    const pagesByTemplate = new Map();
    const crashes = [];
    const intern = createInterner();
    return {
        records,
        siteFacts,
        pagesByTemplate,
        crashes,
        get samples() {
            return sampler.samples();
        },
        /** False for a path already audited: two requested URLs can redirect to one page. */
        claim(path) {
            if (seen.has(path))
                return false;
            seen.add(path);
            return true;
        },
        /** Must be called while page.html is still there. */
        offerSample(template, page) {
            if (template !== undefined)
                sampler.offer(template, page);
        },
        add({ record, facts, crashes: c }) {
            // Nothing kept may point into the page's HTML (see intern.ts).
            record.path = intern(record.path);
            if (record.template !== undefined)
                record.template = intern(record.template);
            if (record.findings)
                for (const [i, f] of record.findings)
                    record.findings.set(i, intern(f));
            records.push(record);
            for (const [i, fact] of facts)
                siteFacts.get(i)?.set(record.path, intern(fact));
            crashes.push(...c);
            if (record.template !== undefined) {
                let paths = pagesByTemplate.get(record.template);
                if (!paths)
                    pagesByTemplate.set(record.template, (paths = []));
                paths.push(record.path);
            }
        },
    };
}
/** The in-thread analyzer: prepare, sample and judge each page as it arrives. */
function createPageAnalyzer(cfg) {
    const runner = createRuleRunner(cfg);
    const collector = createCollector(cfg.rules, cfg.axeSamples);
    function analyze(page) {
        if (!collector.claim(page.path))
            return { links: [] };
        const prepared = runner.prepare(page);
        collector.offerSample(prepared.template, page);
        collector.add(runner.judge(prepared));
        // The DOM dies with this call; the crawler drops page.html once we return.
        return { links: prepared.links };
    }
    return {
        analyze,
        records: collector.records,
        siteFacts: collector.siteFacts,
        get samples() {
            return collector.samples;
        },
        pagesByTemplate: collector.pagesByTemplate,
        crashes: collector.crashes,
    };
}
/** Shorter paths first, then code-point order: the home page is the first sample. */
function comparePaths(a, b) {
    return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
/**
 * Keeps the HTML of at most `max` templates, each represented by its smallest
 * path. Choosing by path rather than by arrival keeps the samples (and so the
 * report) the same from run to run although concurrent fetches arrive in any
 * order: the kept set is always the `max` templates whose smallest paths are
 * the smallest.
 */
function createSampler(max) {
    const minPath = new Map();
    const held = new Map();
    function offer(template, page) {
        if (max <= 0 || page.html === undefined)
            return;
        const known = minPath.get(template);
        if (known !== undefined && comparePaths(page.path, known) >= 0)
            return;
        minPath.set(template, page.path);
        const sample = { path: page.path, url: page.url, template, html: page.html };
        if (held.has(template) || held.size < max) {
            held.set(template, sample);
            return;
        }
        let worst;
        for (const s of held.values())
            if (!worst || comparePaths(s.path, worst.path) > 0)
                worst = s;
        if (worst && comparePaths(page.path, worst.path) < 0) {
            held.delete(worst.template);
            held.set(template, sample);
        }
    }
    return { offer, samples: () => [...held.values()].sort((a, b) => comparePaths(a.path, b.path)) };
}

;// CONCATENATED MODULE: ./src/engine/audit-table.ts


/** Writes site rules' verdicts into the page records (same rule index as their page rules). */
function applySiteResults(records, results) {
    const byPath = new Map(records.map((r) => [r.path, r]));
    const orphans = [];
    for (const [i, result] of results) {
        const findingsByPath = new Map();
        for (const { path, ...finding } of result.findings) {
            let list = findingsByPath.get(path);
            if (!list)
                findingsByPath.set(path, (list = []));
            list.push(finding);
        }
        const applicable = result.applicable === '*' ? null : new Set(result.applicable);
        for (const record of records) {
            const f = findingsByPath.get(record.path) ?? [];
            // A finding on a page makes the rule applicable there even if the rule forgot to list it.
            setVerdict(record, i, f, applicable === null || applicable.has(record.path) || f.length > 0);
        }
        for (const [path, findings] of findingsByPath)
            if (!byPath.has(path))
                orphans.push({ rule: i, path, findings });
    }
    return orphans;
}
function buildAuditTable(records, staticRules, axe, orphans = []) {
    const sorted = [...records].sort((a, b) => comparePaths(a.path, b.path));
    const axeMetas = axe ? [...axe.metas.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) : [];
    const rules = [...staticRules.map((r) => r.meta), ...axeMetas];
    const s = staticRules.length;
    function axeCell(page, rule) {
        const template = sorted[page].template;
        if (!axe || template === undefined)
            return undefined;
        const t = axe.byTemplate.get(template);
        const findings = t?.verdicts.get(rules[rule].key);
        return t && findings ? { findings, via: t.samplePath } : undefined;
    }
    return {
        rules,
        records: sorted,
        pageCount: sorted.length,
        orphans,
        verdict(page, rule) {
            if (rule < s)
                return sorted[page].verdicts[rule];
            const cell = axeCell(page, rule);
            if (!cell)
                return NOT_APPLICABLE;
            return cell.findings.length ? FAIL : PASS;
        },
        performance: (page) => sorted[page].performance,
        findings(page, rule) {
            if (rule < s) {
                const f = sorted[page].findings?.get(rule);
                return f ? { findings: f } : undefined;
            }
            const cell = axeCell(page, rule);
            if (!cell || cell.findings.length === 0)
                return undefined;
            return cell.via === sorted[page].path ? { findings: cell.findings } : cell;
        },
    };
}

;// CONCATENATED MODULE: ./src/engine/axe-pass.ts
/** Turns one sample's axe run into verdicts keyed by our rule keys. */
function axeVerdicts(run, deps, metas, skipKeys) {
    const verdicts = new Map();
    const known = (ruleId, impact, text) => {
        const m = deps.meta(ruleId, impact, text);
        // One of our own rules with the same key already judged every page: it wins.
        if (skipKeys.has(m.key))
            return undefined;
        if (!metas.has(m.key))
            metas.set(m.key, m);
        return m;
    };
    for (const p of run.passed) {
        const m = known(p.ruleId);
        if (m && !verdicts.has(m.key))
            verdicts.set(m.key, []);
    }
    for (const f of run.findings) {
        const m = known(f.ruleId, f.impact, { help: f.help, helpUrl: f.helpUrl });
        if (!m)
            continue;
        const findings = f.nodes.map((n) => ({ message: n.message || f.help || m.title, ...(n.selector ? { selector: n.selector } : {}) }));
        verdicts.set(m.key, findings.length ? findings : [{ message: f.help ?? m.title }]);
    }
    return verdicts;
}
/**
 * Runs axe on the kept samples, one at a time: jsdom plus axe is CPU-bound, so
 * running them side by side would only add memory. A sample that fails leaves
 * its template out of the axe rules instead of failing the audit.
 */
async function runAxePass(samples, deps, skipKeys, onSample, signal) {
    const outcome = { metas: new Map(), byTemplate: new Map(), failures: [] };
    let done = 0;
    try {
        for (const s of samples) {
            signal?.throwIfAborted();
            try {
                const run = await deps.run(s.html, s.url);
                outcome.byTemplate.set(s.template, { samplePath: s.path, verdicts: axeVerdicts(run, deps, outcome.metas, skipKeys) });
            }
            catch (error) {
                outcome.failures.push({ path: s.path, message: error?.message ?? String(error) });
            }
            onSample?.(++done);
        }
    }
    finally {
        deps.close?.();
    }
    return outcome;
}

// EXTERNAL MODULE: ./src/engine/preview.ts
var engine_preview = __webpack_require__(37790);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/engine/scoring/weights.ts
/**
 * Weights of the categories in `overall` (see docs/scoring.md for the why).
 * SEO leads because it is what the product gates on; performance is a static
 * estimate, so it weighs less than a lab measurement would.
 */
const CATEGORY_WEIGHTS = {
    seo: 0.4,
    accessibility: 0.25,
    performance: 0.2,
    bestPractices: 0.15,
};
/** Category order used for display and for sorting issues. */
const CATEGORY_ORDER = ['seo', 'accessibility', 'bestPractices', 'performance'];

;// CONCATENATED MODULE: ./src/engine/scoring/math.ts

/**
 * Weighted mean of shares, 0-1, or undefined when nothing carries weight (every
 * rule was not applicable, or only weight-0 rules applied): as in Lighthouse, a
 * category with nothing to judge has no score rather than a perfect one.
 */
function weightedMean(items) {
    let sum = 0;
    let weights = 0;
    for (const { weight, share } of items) {
        sum += weight * share;
        weights += weight;
    }
    return weights > 0 ? sum / weights : undefined;
}
/**
 * 0-1 → integer 0-100, half up. The epsilon keeps float noise (0.745 * 100 =
 * 74.49999...) from rounding a true half down.
 */
function toScore(x) {
    return Math.min(100, Math.max(0, Math.floor(x * 100 + 0.5 + 1e-9)));
}
/**
 * Overall from the *rounded* category scores, so a reader can recompute it from
 * the report; categories without a score drop out and the weights renormalise.
 */
function overallScore(scores, weights = CATEGORY_WEIGHTS) {
    const items = [];
    for (const [category, weight] of Object.entries(weights)) {
        const s = scores[category];
        if (typeof s === 'number')
            items.push({ weight, share: s / 100 });
    }
    const mean = weightedMean(items);
    return mean === undefined ? undefined : toScore(mean);
}
function mean(values) {
    if (values.length === 0)
        return undefined;
    let sum = 0;
    for (const v of values)
        sum += v;
    return sum / values.length;
}

;// CONCATENATED MODULE: ./src/engine/scoring/audit-scores.ts



/** The performance category is scored from the estimate; its rules report issues only (see docs/scoring.md). */
const SCORED_BY_RULES = new Set(['seo', 'accessibility', 'bestPractices']);
function tallyRules(m) {
    return m.rules.map((meta, r) => {
        let applicable = 0;
        let passed = 0;
        for (let p = 0; p < m.pageCount; p++) {
            const v = m.verdict(p, r);
            if (v === NOT_APPLICABLE)
                continue;
            applicable++;
            if (v === PASS)
                passed++;
        }
        return { meta, applicable, passed };
    });
}
function scoresFromShares(shares, performance) {
    const byCategory = new Map();
    for (const { meta, share } of shares) {
        if (!SCORED_BY_RULES.has(meta.category))
            continue;
        let list = byCategory.get(meta.category);
        if (!list)
            byCategory.set(meta.category, (list = []));
        list.push({ weight: meta.weight, share });
    }
    const scores = {};
    for (const category of CATEGORY_ORDER) {
        const value = category === 'performance' ? performance : weightedMean(byCategory.get(category) ?? []);
        if (value !== undefined)
            scores[category] = toScore(value);
    }
    return scores;
}
/** Site scores: per category, the weighted mean over rules of the share of applicable pages that pass. */
function siteScores(m, tallies = tallyRules(m)) {
    const shares = tallies.filter((t) => t.applicable > 0).map((t) => ({ meta: t.meta, share: t.passed / t.applicable }));
    const perf = [];
    for (let p = 0; p < m.pageCount; p++) {
        const v = m.performance(p);
        if (v !== undefined)
            perf.push(v);
    }
    return scoresFromShares(shares, mean(perf));
}
/** One page's scores: the same formula with a share of 0 or 1 per applicable rule. */
function pageScores(m, page) {
    const shares = [];
    m.rules.forEach((meta, r) => {
        const v = m.verdict(page, r);
        if (v !== NOT_APPLICABLE)
            shares.push({ meta, share: v === FAIL ? 0 : 1 });
    });
    return scoresFromShares(shares, m.performance(page));
}

;// CONCATENATED MODULE: ./src/engine/scoring/index.ts




// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
;// CONCATENATED MODULE: ./src/engine/version.ts

const ENGINE_NAME = 'seo-audit-engine';
const ENGINE_VERSION = package_0/* version */.rE;

;// CONCATENATED MODULE: ./src/engine/report.ts





const NOTE_PREVIEW = 'Preview deployment: host-level noindex and canonicals to production were not counted as failures.';
const NOTE_PERFORMANCE = 'Performance is a static estimate from server timing and page weight, not a lab measurement.';
const noteCrawlLimited = (maxPages) => `Crawl stopped at ${maxPages} pages (--max-pages).`;
/**
 * `aud_` + 12 hex of sha256(url + startedAt): stable for one run (so a report
 * and its logs agree) and unique across runs, without a random source that
 * would make tests and replays differ.
 */
function auditIdFor(url, startedAt) {
    return 'aud_' + (0,external_node_crypto_.createHash)('sha256').update(`${url}\n${startedAt.toISOString()}`).digest('hex').slice(0, 12);
}
function domainOf(url) {
    return new URL(url).hostname;
}
function base({ url, startedAt, finishedAt }) {
    return {
        auditId: auditIdFor(url, startedAt),
        domain: domainOf(url),
        url,
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    };
}
/** A start URL that could not be audited: no scores, so no gate can pass on it by accident. */
function failedReport(input) {
    const b = base(input);
    return {
        auditId: b.auditId,
        domain: b.domain,
        status: 'failed',
        issues: [],
        url: b.url,
        pageCount: 0,
        pages: [],
        startedAt: b.startedAt,
        finishedAt: b.finishedAt,
        engine: b.engine,
        ...(input.notes?.length ? { notes: input.notes } : {}),
        error: input.error,
    };
}
/** One issue per (key, page): several findings become one message with a count. */
function issueFor(meta, path, findings, via) {
    const first = findings[0];
    let message = first?.message ?? meta.title;
    if (findings.length > 1)
        message += ` (+${findings.length - 1} more on this page)`;
    if (via)
        message += ` [seen on ${via}, which shares this page's template]`;
    const selector = findings.find((f) => f.selector)?.selector;
    const target = findings.find((f) => f.target)?.target;
    return {
        key: meta.key,
        severity: meta.severity,
        tier: meta.tier,
        category: meta.category,
        evidence: path,
        message,
        ...(selector !== undefined ? { selector } : {}),
        ...(target !== undefined ? { target } : {}),
    };
}
const SEVERITY_RANK = { high: 0, medium: 1, low: 2 };
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Most severe first, then by category, key and page: a total order, so equal sites give equal lists. */
function compareIssues(a, b) {
    return ((SEVERITY_RANK[a.severity] ?? 3) - (SEVERITY_RANK[b.severity] ?? 3) ||
        CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
        cmp(a.key, b.key) ||
        cmp(a.evidence, b.evidence));
}
function collectIssues(table) {
    const issues = [];
    for (let p = 0; p < table.pageCount; p++) {
        for (let r = 0; r < table.rules.length; r++) {
            if (table.verdict(p, r) !== FAIL)
                continue;
            const cell = table.findings(p, r);
            issues.push(issueFor(table.rules[r], table.records[p].path, cell?.findings ?? [], cell?.via));
        }
    }
    for (const o of table.orphans)
        issues.push(issueFor(table.rules[o.rule], o.path, o.findings));
    return issues.sort(compareIssues);
}
function scoreTable(table) {
    const scores = siteScores(table);
    const pages = table.records.map((r, p) => ({ path: r.path, status: r.status, ttfbMs: Math.round(r.ttfbMs), bytes: r.bytes, scores: pageScores(table, p) }));
    return { scores, overall: overallScore(scores), pages };
}
function doneReport(input) {
    const b = base(input);
    const { scores, overall, pages } = scoreTable(input.table);
    return {
        auditId: b.auditId,
        domain: b.domain,
        status: 'done',
        ...(overall !== undefined ? { overall } : {}),
        scores,
        issues: collectIssues(input.table),
        url: b.url,
        pageCount: pages.length,
        pages,
        startedAt: b.startedAt,
        finishedAt: b.finishedAt,
        engine: b.engine,
        sampled: [...input.sampled],
        notes: [...input.notes],
    };
}

;// CONCATENATED MODULE: ./src/engine/audit.ts







/** Pages between memory checkpoints during the crawl: reading RSS costs a system call. */
const CHECKPOINT_EVERY = 50;
/** RSS growth (MB) that pays for a release: large while pages stream in, small between phases (see heap-tuning.ts). */
const CRAWL_BUDGET_MB = 64;
const PHASE_BUDGET_MB = 16;
const USER_AGENT = `${ENGINE_NAME}/${ENGINE_VERSION} (+https://github.com/seo-audit-action/seo-audit-action)`;
function emptyRobots() {
    return { status: 0, sitemaps: [], isAllowed: () => true };
}
function crashNotes(crashes) {
    const byKey = new Map();
    for (const c of crashes) {
        const e = byKey.get(c.key);
        if (e)
            e.count++;
        else
            byKey.set(c.key, { count: 1, first: c });
    }
    return [...byKey.values()]
        .sort((a, b) => (a.first.key < b.first.key ? -1 : 1))
        .map(({ count, first }) => `Rule ${first.key} failed on ${count} page(s) and was left out there (first on ${first.path}: ${first.message}).`);
}
/** Crawls the site and runs every rule but axe's: the memory-hungry part of an audit. */
async function crawlPhase(opts, deps) {
    const now = opts.now ?? (() => new Date());
    const startedAt = now();
    const url = opts.url;
    const preview = opts.preview ?? (0,engine_preview.isPreviewUrl)(url);
    const options = { preview, checkExternal: opts.checkExternal ?? audit_options/* AUDIT_DEFAULTS */.v.checkExternal };
    const maxPages = opts.maxPages ?? audit_options/* AUDIT_DEFAULTS */.v.maxPages;
    const axeOn = (opts.axe ?? audit_options/* AUDIT_DEFAULTS */.v.axe) && deps.axe !== undefined;
    const progress = opts.onProgress;
    // What rules may read while pages arrive: robots.txt is known, the link graph is not yet.
    const live = {
        origin: new URL(url).origin,
        startUrl: url,
        robots: emptyRobots(),
        sitemapsFound: [],
        statusByUrl: new Map(),
        redirectsByUrl: new Map(),
        blockedByRobots: new Set(),
        sitemapUrls: new Set(),
        paths: [],
        options,
    };
    const analyzer = createPageAnalyzer({
        rules: deps.rules,
        options,
        site: live,
        axeSamples: axeOn ? (opts.axeSamples ?? audit_options/* AUDIT_DEFAULTS */.v.axeSamples) : 0,
        templateSignature: deps.templateSignature,
        performanceOf: deps.performanceOf,
    });
    let first = true;
    let analyzed = 0;
    const onPage = (page, robots) => {
        if (first) {
            // The start URL's redirects define the site (http://x → https://www.x).
            first = false;
            live.origin = new URL(page.url).origin;
        }
        live.robots = robots;
        const outcome = analyzer.analyze(page);
        if (deps.memoryCheckpoint && ++analyzed % CHECKPOINT_EVERY === 0)
            deps.memoryCheckpoint(CRAWL_BUDGET_MB);
        return outcome;
    };
    const crawlOptions = {
        startUrl: url,
        maxPages,
        concurrency: opts.concurrency ?? audit_options/* AUDIT_DEFAULTS */.v.concurrency,
        timeoutMs: opts.timeoutMs ?? audit_options/* AUDIT_DEFAULTS */.v.timeoutMs,
        maxBytes: audit_options/* AUDIT_DEFAULTS */.v.maxBytes,
        checkExternal: options.checkExternal,
        userAgent: USER_AGENT,
        signal: opts.signal,
        onProgress: progress && ((done, queued) => progress({ done, queued, phase: 'crawl' })),
    };
    const summary = await deps.crawl(crawlOptions, onPage);
    opts.signal?.throwIfAborted();
    if (summary.error || analyzer.records.length === 0) {
        const error = summary.error ?? { code: 'no_pages', message: `no page of ${url} could be audited` };
        return { kind: 'failed', report: failedReport({ url, startedAt, finishedAt: now(), error }) };
    }
    const site = {
        ...live,
        robots: summary.robots,
        sitemapsFound: summary.sitemapsFound,
        statusByUrl: summary.statusByUrl,
        redirectsByUrl: summary.redirectsByUrl,
        blockedByRobots: summary.blockedByRobots,
        sitemapUrls: summary.sitemapUrls,
        paths: analyzer.records.map((r) => r.path),
        limited: summary.limited,
    };
    const siteResults = new Map();
    const crashes = [...analyzer.crashes];
    deps.rules.forEach((rule, i) => {
        if (rule.scope !== 'site')
            return;
        try {
            // Facts in path order, not arrival order: rules that name other pages
            // (duplicate titles) must say the same thing whatever order pages arrived in.
            const facts = [...(analyzer.siteFacts.get(i) ?? new Map())].sort((a, b) => comparePaths(a[0], b[0]));
            siteResults.set(i, rule.check(new Map(facts), site));
        }
        catch (error) {
            crashes.push({ key: rule.meta.key, path: '/', message: error?.message ?? String(error) });
        }
    });
    const orphans = applySiteResults(analyzer.records, siteResults);
    return {
        kind: 'crawled',
        url,
        startedAt,
        records: analyzer.records,
        orphans,
        samples: axeOn ? analyzer.samples : [],
        preview,
        performanceEstimated: deps.performanceOf !== undefined,
        ...(summary.limited ? { limitedAt: maxPages } : {}),
        crashes,
    };
}
/** Runs axe on the crawl's samples, then scores everything into the report. */
async function finishPhase(outcome, deps, opts = {}) {
    if (outcome.kind === 'failed')
        return outcome.report;
    const now = opts.now ?? (() => new Date());
    const progress = opts.onProgress;
    const { samples } = outcome;
    // The crawl's garbage (every page's DOM) is dead now; jsdom and axe are next.
    deps.memoryCheckpoint?.(PHASE_BUDGET_MB);
    let axe;
    if (deps.axe && samples.length > 0) {
        const staticKeys = new Set(deps.rules.map((r) => r.meta.key));
        progress?.({ done: 0, queued: samples.length, phase: 'axe' });
        const onSample = (done) => {
            deps.memoryCheckpoint?.(PHASE_BUDGET_MB);
            progress?.({ done, queued: samples.length - done, phase: 'axe' });
        };
        axe = await runAxePass(samples, deps.axe, staticKeys, onSample, opts.signal);
    }
    progress?.({ done: 0, queued: 1, phase: 'score' });
    const table = buildAuditTable(outcome.records, deps.rules, axe, outcome.orphans);
    const notes = [];
    if (outcome.preview)
        notes.push(NOTE_PREVIEW);
    if (outcome.performanceEstimated)
        notes.push(NOTE_PERFORMANCE);
    if (outcome.limitedAt !== undefined)
        notes.push(noteCrawlLimited(outcome.limitedAt));
    for (const f of axe?.failures ?? [])
        notes.push(`axe-core could not run on ${f.path} (${f.message}); pages of its template are left out of the axe rules.`);
    notes.push(...crashNotes(outcome.crashes));
    const sampled = axe ? samples.filter((s) => axe.byTemplate.has(s.template)).map((s) => s.path) : [];
    const report = doneReport({ url: outcome.url, startedAt: outcome.startedAt, finishedAt: now(), table, sampled, notes });
    progress?.({ done: 1, queued: 0, phase: 'score' });
    return report;
}
async function runAudit(opts, deps) {
    return finishPhase(await crawlPhase(opts, deps), deps, opts);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(30714);
;// CONCATENATED MODULE: ./src/engine/axe/rule-meta.ts
/** Lighthouse weighs its axe audits by impact; so do we. */
const IMPACT_WEIGHT = { critical: 10, serious: 7, moderate: 3, minor: 1 };
const IMPACT_SEVERITY = { critical: 'high', serious: 'medium', moderate: 'low', minor: 'low' };
/**
 * The axe rules Lighthouse's accessibility category runs (same ids there), so
 * a finding can name the Lighthouse audit it matches. Lighthouse skips the
 * rest (e.g. region, landmark-unique), which we still report from the sampler.
 */
const LIGHTHOUSE_AUDITS = new Set(('accesskeys aria-allowed-attr aria-allowed-role aria-command-name aria-conditional-attr aria-deprecated-role aria-dialog-name ' +
    'aria-hidden-body aria-hidden-focus aria-input-field-name aria-meter-name aria-progressbar-name aria-prohibited-attr ' +
    'aria-required-attr aria-required-children aria-required-parent aria-roles aria-text aria-toggle-field-name aria-tooltip-name ' +
    'aria-treeitem-name aria-valid-attr aria-valid-attr-value autocomplete-valid button-name bypass color-contrast definition-list ' +
    'dlitem document-title duplicate-id-aria empty-heading form-field-multiple-labels frame-title heading-order html-has-lang ' +
    'html-lang-valid html-xml-lang-mismatch identical-links-same-purpose image-alt image-redundant-alt input-button-name ' +
    'input-image-alt label label-content-name-mismatch landmark-one-main link-in-text-block link-name list listitem meta-refresh ' +
    'meta-viewport object-alt presentation-role-conflict select-name skip-link svg-img-alt tabindex table-duplicate-name ' +
    'table-fake-caption target-size td-has-header td-headers-attr th-has-data-cells valid-lang video-caption').split(' '));
/**
 * Each rule's own impact as axe declares it, filled when axe-core is first
 * loaded (runAxe, axeRuleCatalog). axe reports an impact only on failures, so
 * this is how a passing rule still gets its weight.
 */
const declaredImpact = new Map();
function isAxeImpact(v) {
    return v === 'critical' || v === 'serious' || v === 'moderate' || v === 'minor';
}
/** `color-contrast` → `axeColorContrast`: the public issue key of an axe rule. */
function axeKey(ruleId) {
    return 'axe' + ruleId.split(/[^A-Za-z0-9]+/).filter(Boolean).map((p) => p[0].toUpperCase() + p.slice(1).toLowerCase()).join('');
}
/**
 * RuleMeta for an axe rule found by the sampler. Without a valid impact (axe
 * gives none for passing rules) the rule's declared impact is used, else minor.
 * Always `manual`: axe findings
 * are about markup a person must change. Title and help come from axe's own
 * text when the caller has it (AxeFinding.help / helpUrl).
 */
function axeRuleMeta(ruleId, impact, text = {}) {
    const level = isAxeImpact(impact) ? impact : (declaredImpact.get(ruleId) ?? 'minor');
    const meta = {
        key: axeKey(ruleId),
        category: 'accessibility',
        severity: IMPACT_SEVERITY[level],
        tier: 'manual',
        weight: IMPACT_WEIGHT[level],
        title: text.help ?? `axe-core rule ${ruleId} failed`,
        help: text.helpUrl ? `Follow the fix described at ${text.helpUrl}.` : `See the axe-core documentation for rule "${ruleId}".`,
    };
    if (LIGHTHOUSE_AUDITS.has(ruleId))
        meta.lighthouse = ruleId;
    return meta;
}

;// CONCATENATED MODULE: ./src/engine/axe/run-axe.ts




const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * axe rules we never run in the sampler, and why:
 * - they need rendering jsdom does not do (no layout, no colours from
 *   stylesheets, zero-size boxes): colour contrast, links told apart by colour,
 *   target size, scrollable regions, orientation lock (which would also fetch
 *   stylesheets);
 * - they need content jsdom does not load: iframes, and media (autoplay);
 * - a cheap rule already reports the same problem on every page, so running
 *   them would report it twice: the accessibility rules in
 *   src/engine/rules/accessibility/ and, for the title and the h1, the SEO rules.
 */
const DISABLED_AXE_RULES = [
    // rendering
    'color-contrast',
    'color-contrast-enhanced',
    'link-in-text-block',
    'target-size',
    'scrollable-region-focusable',
    'css-orientation-lock',
    // content jsdom does not load
    'frame-tested',
    'frame-focusable-content',
    'no-autoplay-audio',
    // covered by cheap rules
    'html-has-lang',
    'html-lang-valid',
    'valid-lang',
    'image-alt',
    'label',
    'select-name',
    'button-name',
    'link-name',
    'duplicate-id',
    'duplicate-id-aria',
    'duplicate-id-active',
    'heading-order',
    'meta-viewport',
    'meta-viewport-large',
    'document-title',
    'page-has-heading-one',
];
/** Nodes kept per rule and page: enough to locate a pattern, small enough for a report. */
const MAX_NODES = 20;
function selectorOf(target) {
    // Targets inside shadow DOM / frames are nested arrays; join them outermost first.
    return target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' >>> ');
}
function messageOf(node) {
    const must = [...node.all, ...node.none].map((c) => c.message).filter(Boolean);
    if (must.length)
        return must.join(' ');
    // Failing `any` checks list every way the node could have passed; the first
    // (axe orders them most-common fix first) reads best on its own.
    return node.any.find((c) => c.message)?.message ?? '';
}
/**
 * axe runs its rules back to back in promise callbacks, so a timer cannot
 * interrupt a long run: on a page with thousands of elements it would keep the
 * event loop for seconds after the timeout. Instead every rule checks the
 * deadline before it starts and, once it has passed, fails at once (axe files
 * a failing rule under "incomplete" and moves on), so an overrun costs at most
 * one rule. Installed once per window; each run sets its own deadline.
 */
function enforceDeadline(window) {
    let deadline = Infinity;
    let cut = false;
    for (const rule of window.axe._audit.rules) {
        const run = rule.run;
        rule.run = function (...args) {
            if (Date.now() > deadline) {
                cut = true;
                // Rule.run(context, options, resolve, reject): reject marks the rule as errored.
                return args[3](new Error('deadline passed'));
            }
            return run.apply(this, args);
        };
    }
    return {
        start(d) {
            deadline = d;
            cut = false;
        },
        overran: () => cut,
    };
}
// axe's ~600 KB source compiled once and run in each session's window:
// window.eval would parse and compile it again for every window.
let axeScript;
/**
 * axe's source text, read from the file axe-core ships. `axe.source` cannot be
 * used: it is the text of axe's own function, which a bundler rewrites (ncc
 * turns `typeof module` into a constant), so the injected copy breaks in dist/.
 * ncc copies the file this URL names beside the bundle; from the sources it is
 * the installed package's file.
 */
async function axeSource() {
    try {
        return await (0,promises_.readFile)(new URL(/* asset import */ __webpack_require__(56783), __webpack_require__.b), 'utf8');
    }
    catch {
        return (0,promises_.readFile)((0,external_node_module_.createRequire)(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    }
}
/**
 * Runs axe-core on one page's HTML in jsdom. The page's own scripts never run
 * (`runScripts: 'outside-only'` only lets us run code in its context) and nothing is
 * fetched (jsdom loads no subresources by default; axe's stylesheet preload is
 * off), so a hostile page can neither execute code nor make requests. jsdom is
 * imported on first use: it costs ~100 ms to load, which runs that never sample
 * should not pay. The window is closed after the run, timeout or not.
 */
async function runAxe(html, url, opts = {}) {
    return (await runAxeDetailed(html, url, opts)).findings;
}
function rememberImpacts(rules) {
    if (declaredImpact.size)
        return;
    for (const r of rules)
        if (isAxeImpact(r.impact))
            declaredImpact.set(r.id, r.impact);
}
/** runAxe plus the rules that ran and passed, which a score needs as much as the failures. */
async function runAxeDetailed(html, url, opts = {}) {
    const session = createAxeSession(opts);
    try {
        return await session.run(html, url);
    }
    finally {
        session.close();
    }
}
/** What every run asks of axe: the tags we report, minus the rules we never run. */
const RUN_OPTIONS = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: Object.fromEntries(DISABLED_AXE_RULES.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
    preload: false,
    iframes: false,
    elementRef: false,
    performanceTimer: false,
};
/**
 * A session keeps one window, with axe loaded in it, for all the pages it is
 * given: each page replaces the last through document.open/write/close, the
 * way a browser reloads a document in place. Building a window (every DOM
 * interface is created anew) and evaluating axe in it cost ~130 ms a page,
 * and axe's code stays warm from page to page: measured on 136 pages (the
 * examples, bench templates and the accessibility tests' markup), 67 → 24 ms
 * a page with the same violations, passes and incomplete results on every one.
 * After a timeout or an error the window is dropped, since axe may still be
 * running in it; the next page gets a new one.
 */
function createAxeSession(opts = {}) {
    const timeoutMs = opts.timeoutMs ?? 15_000;
    let live;
    async function open(url) {
        const [{ JSDOM, VirtualConsole }, source] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(370), __webpack_require__.e(541)]).then(__webpack_require__.t.bind(__webpack_require__, 14726, 19)), axeScript ? '' : axeSource()]);
        axeScript ??= new external_node_vm_.Script(source, { filename: 'axe-core/axe.min.js' });
        // A silent console: the pages' markup errors and axe's warnings are not ours to print.
        const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url, runScripts: 'outside-only', pretendToBeVisual: false, virtualConsole: new VirtualConsole() });
        const window = dom.window;
        axeScript.runInContext(dom.getInternalVMContext());
        sampledCatalog ??= catalogOf(window.axe);
        return { dom, window, deadline: enforceDeadline(window) };
    }
    function close() {
        live?.window.close();
        live = undefined;
    }
    return {
        async run(html, url) {
            live ??= await open(url);
            const { dom, window, deadline } = live;
            // The budget covers parsing too (building the DOM of a multi-megabyte page
            // takes seconds), but not loading jsdom and axe the first time.
            const ends = Date.now() + timeoutMs;
            let timer;
            const timeoutError = () => new Error(`axe-core did not finish on ${url} within ${timeoutMs} ms; raise timeoutMs or skip this page`);
            try {
                dom.reconfigure({ url });
                const document = window.document;
                document.open();
                document.write(html);
                document.close();
                if (Date.now() > ends)
                    throw timeoutError();
                deadline.start(ends);
                const run = window.axe.run(window.document, RUN_OPTIONS);
                const timeout = new Promise((_, reject) => {
                    timer = setTimeout(() => reject(timeoutError()), Math.max(0, ends - Date.now()));
                });
                const results = await Promise.race([run, timeout]);
                if (deadline.overran())
                    throw timeoutError();
                const findings = results.violations.map((v) => ({
                    ruleId: v.id,
                    key: axeKey(v.id),
                    impact: isAxeImpact(v.impact) ? v.impact : (declaredImpact.get(v.id) ?? 'minor'),
                    help: v.help,
                    helpUrl: v.helpUrl,
                    nodes: v.nodes.slice(0, MAX_NODES).map((n) => ({ selector: selectorOf(n.target), message: messageOf(n) })),
                }));
                const failed = new Set(findings.map((f) => f.ruleId));
                const passed = results.passes
                    .filter((p) => !failed.has(p.id))
                    .map((p) => ({ ruleId: p.id, key: axeKey(p.id), impact: declaredImpact.get(p.id) ?? 'minor' }));
                return { findings, passed };
            }
            catch (error) {
                close();
                throw error;
            }
            finally {
                clearTimeout(timer);
            }
        },
        close,
    };
}
/**
 * Metadata of every axe rule the sampler can report: those tagged with one of
 * AXE_TAGS, minus the disabled ones and axe's deprecated/experimental rules
 * (which axe skips under tag selection). For docs and for registering keys
 * before any page is sampled. Loads axe-core, not jsdom.
 */
async function axeRuleCatalog() {
    const axeModule = await __webpack_require__.e(/* import() */ 556).then(__webpack_require__.t.bind(__webpack_require__, 18556, 23));
    return catalogOf((axeModule.default ?? axeModule));
}
let sampledCatalog;
/**
 * The catalog as read from the axe instance that ran on the first sample, so
 * an audit never loads a second copy of axe-core into Node's own realm (17 MB).
 * Undefined until a page has been sampled.
 */
function catalogFromSamples() {
    return sampledCatalog;
}
function catalogOf(axe) {
    rememberImpacts(axe._audit.rules);
    const text = new Map(axe.getRules().map((r) => [r.ruleId, r]));
    const disabled = new Set(DISABLED_AXE_RULES);
    return axe._audit.rules
        .filter((r) => r.tags.some((t) => AXE_TAGS.includes(t)) && !r.tags.includes('deprecated') && !r.tags.includes('experimental') && !disabled.has(r.id))
        .map((r) => axeRuleMeta(r.id, r.impact, { help: text.get(r.id)?.help, helpUrl: text.get(r.id)?.helpUrl }))
        .sort((a, b) => a.key.localeCompare(b.key));
}

;// CONCATENATED MODULE: ./src/engine/axe/template-signature.ts

/**
 * A page's layout template, so the axe sampler can audit one page per template
 * instead of every page. Two pages share a signature when their layout
 * skeleton matches: the structural elements (sectioning, div, form, lists,
 * tables...) down to depth 4 inside <body>, each with its stable classes.
 * Deliberately left out, because they change between pages of one template:
 * text and phrasing/content elements (p, a, img, headings...), ids, classes
 * containing digits (post-123, css-1a2b3c hashes), and how many times a
 * sibling shape repeats (a list of 3 cards and a list of 20 read the same; a
 * shape seen earlier among the same siblings is dropped wherever it recurs,
 * and only the first 24 structural children of an element are looked at).
 * Class order does not matter; whitespace inside class lists may be tabs or
 * newlines in theory, but templates emit spaces, and splitting on spaces only
 * is what keeps this under ~0.1 ms a page.
 */
const STRUCTURAL = new Set([
    'header', 'nav', 'main', 'footer', 'aside', 'section', 'article', 'div', 'form', 'fieldset',
    'ul', 'ol', 'li', 'dl', 'table', 'thead', 'tbody', 'tr', 'figure', 'dialog', 'details', 'iframe', 'video', 'picture',
]);
const MAX_DEPTH = 4;
const MAX_SIBLINGS = 24;
function template_signature_isElement(n) {
    return n.type === 'tag';
}
const HAS_DIGIT = /\d/;
function stableClasses(el) {
    const cls = el.attribs.class;
    if (!cls)
        return '';
    const kept = [];
    for (const c of cls.split(' ')) {
        const t = c.trim();
        if (t && !HAS_DIGIT.test(t) && !kept.includes(t))
            kept.push(t);
    }
    if (kept.length === 0)
        return '';
    return '.' + (kept.length > 1 ? kept.sort().join('.') : kept[0]);
}
function shape(el, depth) {
    // <body> classes name the page (category-news, single-post), not its layout.
    let s = el.name === 'body' ? 'body' : el.name + stableClasses(el);
    if (depth >= MAX_DEPTH)
        return s;
    const seen = new Set();
    const kids = [];
    let looked = 0;
    for (const c of el.children) {
        if (!template_signature_isElement(c) || !STRUCTURAL.has(c.name))
            continue;
        // Long runs of siblings (lists of cards, rows) are repeats; the first ones show the shape.
        if (++looked > MAX_SIBLINGS)
            break;
        const k = shape(c, depth + 1);
        if (seen.has(k))
            continue;
        seen.add(k);
        kids.push(k);
    }
    if (kids.length)
        s += '(' + kids.join(',') + ')';
    return s;
}
/** Hex hash of the page's layout skeleton (see above); '' cannot occur: a page without <body> hashes its root. */
function templateSignature(dom) {
    const body = dom.byTag('body')[0];
    let skeleton;
    if (body)
        skeleton = shape(body, 0);
    else {
        const seen = new Set();
        skeleton = dom.doc.children
            .filter(template_signature_isElement)
            .map((el) => shape(el, 0))
            .filter((k) => !seen.has(k) && !!seen.add(k))
            .join(',');
    }
    return (0,external_node_crypto_.createHash)('sha1').update(skeleton).digest('hex').slice(0, 16);
}

;// CONCATENATED MODULE: ./src/engine/axe/index.ts
/**
 * The axe-core sampler: axe is too slow for every page (jsdom plus a full axe
 * run costs tens to hundreds of ms), so the engine groups pages by
 * templateSignature and runs axe on a sample of each group; axeRuleMeta turns
 * what it finds into issue metadata.
 */




// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
var external_node_zlib_default = /*#__PURE__*/__webpack_require__.n(external_node_zlib_);
;// CONCATENATED MODULE: ./src/engine/crawl/content-decoding.ts

function codecOf(contentEncoding) {
    const value = (contentEncoding ?? '').trim().toLowerCase();
    if (value === 'gzip' || value === 'x-gzip')
        return 'gzip';
    if (value === 'deflate' || value === 'br')
        return value;
    return undefined;
}
function syncDecode(codec, raw, maxBytes) {
    // Sync flush lets a body cut short still yield what it decoded so far instead of throwing.
    if (codec === 'br')
        return external_node_zlib_default().brotliDecompressSync(raw, { maxOutputLength: maxBytes, finishFlush: (external_node_zlib_default()).constants.BROTLI_OPERATION_FLUSH });
    const options = { maxOutputLength: maxBytes, finishFlush: (external_node_zlib_default()).constants.Z_SYNC_FLUSH };
    if (codec === 'gzip')
        return external_node_zlib_default().gunzipSync(raw, options);
    try {
        return external_node_zlib_default().inflateSync(raw, options);
    }
    catch (err) {
        // "deflate" is often sent as raw DEFLATE without the zlib wrapper.
        if (err.code === 'Z_DATA_ERROR')
            return external_node_zlib_default().inflateRawSync(raw, options);
        throw err;
    }
}
function streamFor(codec) {
    if (codec === 'br')
        return external_node_zlib_default().createBrotliDecompress({ finishFlush: (external_node_zlib_default()).constants.BROTLI_OPERATION_FLUSH });
    if (codec === 'gzip')
        return external_node_zlib_default().createGunzip({ finishFlush: (external_node_zlib_default()).constants.Z_SYNC_FLUSH });
    return external_node_zlib_default().createInflate({ finishFlush: (external_node_zlib_default()).constants.Z_SYNC_FLUSH });
}
/** The first `maxBytes` decoded bytes, without decoding the rest (a compressed bomb stays cheap). */
function decodePrefix(codec, raw, maxBytes) {
    return new Promise((resolve, reject) => {
        const stream = streamFor(codec);
        const chunks = [];
        let size = 0;
        const finish = () => {
            stream.removeAllListeners('data');
            stream.destroy();
            resolve(Buffer.concat(chunks, size));
        };
        stream.on('data', (chunk) => {
            const room = maxBytes - size;
            chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
            size += Math.min(chunk.length, room);
            if (size >= maxBytes)
                finish();
        });
        stream.on('end', finish);
        stream.on('error', reject);
        stream.end(raw);
    });
}
/**
 * Decodes `raw` per its Content-Encoding, keeping at most `maxBytes`.
 * `rawCut` says the raw body itself was cut, so even a short result is incomplete.
 */
async function decodeContent(raw, contentEncoding, maxBytes, rawCut) {
    const codec = codecOf(contentEncoding);
    if (!codec) {
        return raw.length > maxBytes ? { body: raw.subarray(0, maxBytes), truncated: true } : { body: raw, truncated: rawCut };
    }
    if (raw.length === 0)
        return { body: raw, truncated: rawCut };
    try {
        return { body: syncDecode(codec, raw, maxBytes), truncated: rawCut };
    }
    catch (err) {
        if (err.code === 'ERR_BUFFER_TOO_LARGE') {
            try {
                return { body: await decodePrefix(codec, raw, maxBytes), truncated: true };
            }
            catch (streamErr) {
                err = streamErr;
            }
        }
        return { body: Buffer.alloc(0), truncated: rawCut, error: `could not decode the ${contentEncoding} body: ${err.message}` };
    }
}

;// CONCATENATED MODULE: ./src/engine/crawl/http-client.ts


function createDispatcher(concurrency, timeoutMs) {
    // One connection per concurrent request, kept alive between pages of the same origin.
    return new undici.Agent({
        connections: concurrency,
        keepAliveTimeout: 10_000,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
    });
}
function flatHeaders(raw) {
    const headers = {};
    for (const [name, value] of Object.entries(raw)) {
        if (value === undefined)
            continue;
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return headers;
}
/** A short description of a network failure, e.g. `ECONNREFUSED` or `timed out after 15000 ms`. */
function describeNetworkError(err, timeoutMs) {
    const e = err;
    if (e?.name === 'TimeoutError' || e?.code === 'UND_ERR_HEADERS_TIMEOUT' || e?.code === 'UND_ERR_BODY_TIMEOUT') {
        return `timed out after ${timeoutMs} ms`;
    }
    const code = e?.cause?.code ?? e?.code;
    if (code && !code.startsWith('UND_ERR'))
        return code;
    return e?.cause?.message ?? e?.message ?? String(err);
}
function throwIfCrawlAborted(signal) {
    if (signal?.aborted)
        throw signal.reason ?? new Error('crawl aborted');
}
/**
 * Sends one request with our own content decoding, so transferred and decoded
 * sizes can both be reported. Never throws for network or HTTP problems; only
 * when the crawl itself is aborted.
 */
async function fetchRaw(url, settings, { method = 'GET', readBody = true, } = {}) {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = settings.signal ? AbortSignal.any([timeout, settings.signal]) : timeout;
    const started = performance.now();
    let response;
    try {
        response = await (0,undici.request)(url, {
            method,
            dispatcher: settings.dispatcher,
            signal,
            headers: {
                'user-agent': settings.userAgent,
                accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
                'accept-encoding': 'gzip, br, deflate',
            },
        });
    }
    catch (err) {
        throwIfCrawlAborted(settings.signal);
        const ttfbMs = performance.now() - started;
        return {
            status: 0, headers: {}, ttfbMs, body: Buffer.alloc(0), transferBytes: 0, bytes: 0, truncated: false,
            error: describeNetworkError(err, settings.timeoutMs),
        };
    }
    const ttfbMs = performance.now() - started;
    const headers = flatHeaders(response.headers);
    const base = { status: response.statusCode, headers, ttfbMs };
    const wanted = typeof readBody === 'function' ? readBody(response.statusCode, headers) : readBody;
    if (!wanted || method === 'HEAD') {
        await response.body.dump().catch(() => undefined);
        return { ...base, body: Buffer.alloc(0), transferBytes: 0, bytes: 0, truncated: false };
    }
    // Read the body as transferred (compressed), stopping past the cap, then decode it in one go.
    const chunks = [];
    let transferBytes = 0;
    let rawCut = false;
    let readError;
    try {
        for await (const chunk of response.body) {
            chunks.push(chunk);
            transferBytes += chunk.length;
            if (transferBytes > settings.maxBytes) {
                rawCut = true;
                break; // leaving the loop destroys the body and its connection
            }
        }
    }
    catch (err) {
        throwIfCrawlAborted(settings.signal);
        readError = describeNetworkError(err, settings.timeoutMs);
    }
    const decoded = await decodeContent(Buffer.concat(chunks, transferBytes), headers['content-encoding'], settings.maxBytes, rawCut);
    const error = readError ?? decoded.error;
    return { ...base, body: decoded.body, transferBytes, bytes: decoded.body.length, truncated: decoded.truncated, ...(error ? { error } : {}) };
}

;// CONCATENATED MODULE: ./src/engine/crawl/normalize-url.ts
/**
 * URL normalisation: one spelling per page, so the crawler never fetches the
 * same document twice and the maps it returns are keyed consistently.
 */
const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** Upper-cases percent escapes and decodes the ones that stand for unreserved characters (RFC 3986 §6.2.2). */
function normalizePercentEncoding(part) {
    return part.replace(/%([0-9a-fA-F]{2})/g, (_match, hex) => {
        const ch = String.fromCharCode(parseInt(hex, 16));
        return UNRESERVED.test(ch) ? ch : `%${hex.toUpperCase()}`;
    });
}
/**
 * Absolute, normalised http(s) URL for `href` (resolved against `base`), or
 * undefined when it is not a crawlable web address (javascript:, mailto:, tel:,
 * data:, malformed). Fragments and empty queries are dropped; host case, default
 * ports and dot segments are handled by the WHATWG URL parser.
 */
function normalizeUrl(href, base) {
    let url;
    try {
        url = base === undefined ? new URL(href.trim()) : new URL(href.trim(), base);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return undefined;
    if (!url.hostname)
        return undefined;
    const path = normalizePercentEncoding(url.pathname || '/');
    const query = url.search.length > 1 ? normalizePercentEncoding(url.search) : '';
    // Credentials are deliberately dropped: they are never part of a page's identity.
    return `${url.protocol}//${url.host}${path}${query}`;
}
/** The origin of an absolute URL (scheme://host[:port]), or undefined if malformed. */
function originOf(url) {
    try {
        return new URL(url).origin;
    }
    catch {
        return undefined;
    }
}
/** Path + query as the site serves it, e.g. `/blog?page=2`. */
function pathOf(url) {
    const u = new URL(url);
    return u.pathname + u.search;
}
/**
 * The shape of a path with numbers abstracted, e.g. `/cal/2026/12/` → `/cal/#/#/`:
 * calendars and paginations that generate endless URLs share one pattern.
 */
function pathPattern(pathname) {
    return pathname.replace(/\d+/g, '#');
}

;// CONCATENATED MODULE: ./src/engine/crawl/external-links.ts


const MAX_EXTERNAL_REDIRECTS = 5;
/** HEAD answers that mean "ask again with GET" rather than "broken". */
function headInconclusive(status) {
    return status === 0 || status === 405 || status === 501 || status >= 400;
}
async function statusFollowingRedirects(url, method, settings) {
    let current = url;
    for (let hop = 0;; hop++) {
        // A GET body is never needed: the status is all a link check records.
        const response = await fetchRaw(current, settings, { method, readBody: false });
        const location = response.headers.location;
        if (response.status >= 300 && response.status < 400 && location && hop < MAX_EXTERNAL_REDIRECTS) {
            const next = normalizeUrl(location, current);
            if (next !== undefined && next !== current) {
                current = next;
                continue;
            }
        }
        return response.status;
    }
}
/**
 * Checks links to other sites with a few requests at a time: HEAD first, GET
 * when HEAD is refused or fails (many servers mishandle HEAD). Targets are never
 * parsed or crawled.
 */
class ExternalLinkChecker {
    status = new Map();
    pending = [];
    running = 0;
    idleWaiters = [];
    settings;
    concurrency;
    maxUrls;
    accepted = 0;
    constructor(settings, concurrency, maxUrls) {
        this.settings = settings;
        this.concurrency = concurrency;
        this.maxUrls = maxUrls;
    }
    add(url) {
        if (this.status.has(url) || this.accepted >= this.maxUrls)
            return;
        this.accepted++;
        this.status.set(url, -1); // placeholder: queued, keeps duplicates out
        this.pending.push(url);
        this.pump();
    }
    pump() {
        while (this.running < this.concurrency && this.pending.length > 0) {
            const url = this.pending.shift();
            this.running++;
            void this.check(url).finally(() => {
                this.running--;
                this.pump();
                if (this.running === 0 && this.pending.length === 0) {
                    for (const wake of this.idleWaiters.splice(0))
                        wake();
                }
            });
        }
    }
    async check(url) {
        try {
            let status = await statusFollowingRedirects(url, 'HEAD', this.settings);
            if (headInconclusive(status))
                status = await statusFollowingRedirects(url, 'GET', this.settings);
            this.status.set(url, status);
        }
        catch {
            // Only a crawl abort throws here; the crawl itself reports it.
            this.status.delete(url);
        }
    }
    /** Resolves once every queued check has finished. */
    async idle() {
        if (this.running === 0 && this.pending.length === 0)
            return;
        await new Promise((resolve) => this.idleWaiters.push(resolve));
    }
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/engine/crawl/html-decode.ts
/**
 * Turning HTML bytes into text the way browsers do (simplified WHATWG encoding
 * sniffing): BOM, then the Content-Type charset, then a <meta> charset in the
 * first 1024 bytes, then UTF-8. Decoding never throws: broken bytes become U+FFFD.
 */

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** The MIME type without parameters, lower-cased (`text/html; charset=x` → `text/html`). */
function mimeTypeOf(contentType) {
    return (contentType ?? '').split(';')[0].trim().toLowerCase();
}
function isHtmlType(contentType) {
    return HTML_TYPES.has(mimeTypeOf(contentType));
}
function charsetFromContentType(contentType) {
    const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
    return match?.[1];
}
/** Charset declared by `<meta charset>` or `<meta http-equiv=content-type content="...charset=">`. */
function sniffMetaCharset(head) {
    // latin1 maps bytes 1:1 to code points, so the ASCII markup reads the same whatever the real encoding.
    const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, 1024)).toString('latin1');
    for (const tag of text.match(/<meta\b[^>]*>/gi) ?? []) {
        const direct = /\bcharset\s*=\s*["']?\s*([A-Za-z0-9_:.\-]+)/i.exec(tag);
        if (direct)
            return direct[1];
    }
    return undefined;
}
function decoderFor(label) {
    if (!label)
        return undefined;
    try {
        return new external_node_util_.TextDecoder(label, { fatal: false });
    }
    catch {
        return undefined; // an unknown label: fall through to the next source
    }
}
function bomEncoding(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return 'utf-8';
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return 'utf-16le';
    return undefined;
}
function decodeHtml(bytes, contentType) {
    const bom = bomEncoding(bytes);
    const decoder = decoderFor(bom) ??
        decoderFor(charsetFromContentType(contentType)) ??
        decoderFor(sniffMetaCharset(bytes)) ??
        new external_node_util_.TextDecoder('utf-8', { fatal: false });
    return { html: decoder.decode(bytes), encoding: decoder.encoding, bom: bom !== undefined };
}

;// CONCATENATED MODULE: ./src/engine/crawl/fetch-page.ts



const MAX_REDIRECTS = 10;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
function isRedirect(status, headers) {
    return REDIRECT_STATUSES.has(status) && Boolean(headers.location);
}
/**
 * Fetches a page, following redirects one hop at a time so every hop is
 * recorded and loops, long chains and exits from the site are caught.
 */
async function fetchPage(requestedUrl, settings, options) {
    const redirects = [];
    const visited = new Set([requestedUrl]);
    let url = requestedUrl;
    let redirectProblem;
    for (;;) {
        const response = await fetchRaw(url, settings, { readBody: (status, headers) => !isRedirect(status, headers) });
        const location = response.headers.location;
        const target = isRedirect(response.status, response.headers) ? normalizeUrl(location, url) : undefined;
        if (target !== undefined) {
            if (visited.has(target))
                redirectProblem = 'loop';
            else if (redirects.length >= MAX_REDIRECTS)
                redirectProblem = 'tooMany';
            else if (options.origin !== undefined && originOf(target) !== options.origin)
                redirectProblem = 'crossOrigin';
            else {
                redirects.push({ url, status: response.status });
                visited.add(target);
                url = target;
                continue;
            }
        }
        return toFetchedPage(requestedUrl, url, response, redirects, redirectProblem, options.depth);
    }
}
function toFetchedPage(requestedUrl, url, response, redirects, redirectProblem, depth) {
    const contentTypeHeader = response.headers['content-type'];
    const page = {
        requestedUrl,
        url,
        path: pathOf(url),
        status: response.status,
        headers: response.headers,
        redirects,
        ttfbMs: Math.round(response.ttfbMs * 10) / 10,
        transferBytes: response.transferBytes,
        bytes: response.bytes,
        contentType: mimeTypeOf(contentTypeHeader),
        truncated: response.truncated,
        depth,
    };
    if (redirectProblem)
        page.redirectProblem = redirectProblem;
    if (response.error)
        page.error = response.error;
    if (response.status !== 0 && isHtmlType(contentTypeHeader) && response.body.length > 0) {
        const decoded = decodeHtml(response.body, contentTypeHeader);
        page.html = decoded.html;
        if (decoded.bom)
            page.bom = true;
    }
    return page;
}

;// CONCATENATED MODULE: ./src/engine/crawl/frontier.ts

/**
 * The crawl queue: breadth-first by depth (the page budget keeps the shallowest
 * pages), deduplicated, and bounded so that generated URL spaces end.
 * Pure bookkeeping, no I/O.
 */
class Frontier {
    limits;
    seen = new Set();
    queryVariants = new Map();
    patternCounts = new Map();
    /** One FIFO per depth; `heads` is the read position of each. */
    levels = [];
    heads = [];
    lowest = 0;
    count = 0;
    constructor(limits) {
        this.limits = limits;
    }
    get size() {
        return this.count;
    }
    has(url) {
        return this.seen.has(url);
    }
    /** Records a URL as known without queueing it (the start URL, redirect targets). */
    markSeen(url) {
        if (this.seen.has(url))
            return false;
        this.seen.add(url);
        return true;
    }
    /** Queues a normalised URL unless it was seen or a bound refuses it. */
    offer(url, depth) {
        if (this.seen.has(url))
            return 'seen';
        if (depth > this.limits.maxDepth)
            return 'tooDeep';
        if (url.length > this.limits.maxUrlLength)
            return 'tooLong';
        const queryAt = url.indexOf('?');
        const base = queryAt === -1 ? url : url.slice(0, queryAt);
        const variants = this.queryVariants.get(base) ?? 0;
        if (queryAt !== -1 && variants >= this.limits.maxQueryVariants)
            return 'tooManyQueryVariants';
        // `base` is normalised (scheme://host/path), so the path starts at the first slash after the scheme.
        const pathname = base.slice(base.indexOf('/', base.indexOf('//') + 2));
        const pattern = pathPattern(pathname);
        const inPattern = pattern === pathname ? 0 : (this.patternCounts.get(pattern) ?? 0);
        if (pattern !== pathname && inPattern >= this.limits.maxPerPattern)
            return 'tooManyForPattern';
        if (queryAt !== -1)
            this.queryVariants.set(base, variants + 1);
        if (pattern !== pathname)
            this.patternCounts.set(pattern, inPattern + 1);
        this.seen.add(url);
        while (this.levels.length <= depth) {
            this.levels.push([]);
            this.heads.push(0);
        }
        this.levels[depth].push(url);
        this.count++;
        if (depth < this.lowest)
            this.lowest = depth;
        return 'queued';
    }
    /** The oldest URL of the shallowest non-empty depth. */
    next() {
        for (let depth = this.lowest; depth < this.levels.length; depth++) {
            const level = this.levels[depth];
            const head = this.heads[depth];
            if (head < level.length) {
                const url = level[head];
                // Release consumed entries now and then so a long crawl does not keep every URL string twice.
                if (head + 1 === level.length) {
                    this.levels[depth] = [];
                    this.heads[depth] = 0;
                }
                else {
                    this.heads[depth] = head + 1;
                }
                this.lowest = depth;
                this.count--;
                return { url, depth };
            }
        }
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/engine/crawl/options.ts
var crawl_options = __webpack_require__(15044);
// EXTERNAL MODULE: ./node_modules/robots-parser/index.js
var robots_parser = __webpack_require__(87211);
var robots_parser_default = /*#__PURE__*/__webpack_require__.n(robots_parser);
;// CONCATENATED MODULE: ./src/engine/crawl/robots.ts



/** robots.txt bigger than this is cut (Google reads the first 500 KiB). */
/**
 * robots-parser is CommonJS (`module.exports = fn`) while its typings declare an
 * ES default export; under NodeNext the import is the function itself at run time.
 */
const robotsParser = (robots_parser_default());
const MAX_ROBOTS_BYTES = 500 * 1024;
/**
 * The product token robots.txt groups are matched against: `seo-audit-action/0.1 (+url)`
 * → `seo-audit-action`. Browser-like agents (`Mozilla/5.0 ...`) fall back to `*`.
 */
function robotsToken(userAgent) {
    for (const match of userAgent.matchAll(/([A-Za-z][A-Za-z0-9_-]*)\/[0-9]/g)) {
        if (match[1].toLowerCase() !== 'mozilla')
            return match[1];
    }
    return '*';
}
/** Robots facts from a robots.txt text (pure: what the crawler and tests share). */
function parseRobots(origin, status, text, userAgent) {
    const robotsUrl = `${origin}/robots.txt`;
    // Only a 2xx answer carries rules; 4xx means "no rules", and 5xx/unreachable is
    // treated as allowed too (we audit, we do not index) but the status is kept for rules.
    const parser = robotsParser(robotsUrl, status >= 200 && status < 300 ? text : '');
    const token = robotsToken(userAgent);
    const sitemaps = parser
        .getSitemaps()
        .map((href) => normalizeUrl(href, robotsUrl))
        .filter((href) => href !== undefined);
    return {
        status,
        sitemaps: [...new Set(sitemaps)],
        isAllowed: (url) => parser.isAllowed(url, token) ?? true,
    };
}
const MAX_ROBOTS_REDIRECTS = 5;
/**
 * Fetches robots.txt following up to five redirects, as search engines do
 * (http → https, bare → www host). Only robots.txt files are ever requested.
 */
async function loadRobots(origin, settings) {
    const capped = { ...settings, maxBytes: Math.min(settings.maxBytes, MAX_ROBOTS_BYTES) };
    let url = `${origin}/robots.txt`;
    for (let hop = 0;; hop++) {
        const response = await fetchRaw(url, capped, { readBody: (status) => status < 300 || status >= 400 });
        const next = response.status >= 300 && response.status < 400 && response.headers.location ? normalizeUrl(response.headers.location, url) : undefined;
        if (next !== undefined && hop < MAX_ROBOTS_REDIRECTS && new URL(next).pathname === '/robots.txt') {
            url = next;
            continue;
        }
        return parseRobots(origin, response.status, response.body.toString('utf8'), settings.userAgent);
    }
}

;// CONCATENATED MODULE: ./src/engine/crawl/sitemap-parse.ts
/**
 * Sitemap XML reading with a regular scan of <loc> elements: sitemaps are
 * flat, often huge, and a DOM of 50,000 entries is memory we do not need.
 */
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeXmlText(text) {
    const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(text);
    if (cdata)
        return cdata[1].trim();
    return text
        .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (match, entity) => {
        if (entity.startsWith('#x'))
            return String.fromCodePoint(parseInt(entity.slice(2), 16));
        if (entity.startsWith('#'))
            return String.fromCodePoint(parseInt(entity.slice(1), 10));
        return ENTITIES[entity] ?? match;
    })
        .trim();
}
/** The sitemap's entries, or undefined when the text is neither a <urlset> nor a <sitemapindex>. */
function parseSitemap(xml, maxEntries = 50_000) {
    // Namespace prefixes (`<sm:urlset>`) occur in the wild, so tags are matched with an optional prefix.
    const root = /<(?:[\w-]+:)?(urlset|sitemapindex)[\s>]/.exec(xml);
    if (!root)
        return undefined;
    const kind = root[1];
    const locs = [];
    for (const match of xml.matchAll(/<(?:[\w-]+:)?loc>([\s\S]*?)<\/(?:[\w-]+:)?loc>/g)) {
        const loc = decodeXmlText(match[1]);
        if (loc)
            locs.push(loc);
        if (locs.length >= maxEntries)
            break;
    }
    return { kind, locs };
}

;// CONCATENATED MODULE: ./src/engine/crawl/sitemaps.ts




const DEFAULT_SITEMAP_LIMITS = { maxFiles: 50, maxUrls: 50_000, maxBytes: 50 * 1024 * 1024, maxNesting: 3 };
function isGzip(bytes) {
    return bytes[0] === 0x1f && bytes[1] === 0x8b;
}
/** Gzipped sitemap files (`.xml.gz`, served as application/gzip, not as a content-encoding) are unpacked here. */
function sitemapText(raw, maxBytes) {
    if (!isGzip(raw))
        return raw.toString('utf8');
    try {
        return (0,external_node_zlib_.gunzipSync)(raw, { maxOutputLength: maxBytes }).toString('utf8');
    }
    catch {
        return undefined;
    }
}
/**
 * Reads the given sitemaps and the indexes they nest, breadth-first and bounded.
 * Only sitemaps on the crawl origin are fetched.
 */
async function loadSitemaps(candidates, origin, settings, limits = DEFAULT_SITEMAP_LIMITS) {
    const found = [];
    const urls = new Set();
    const seen = new Set();
    let level = candidates.map((url) => normalizeUrl(url)).filter((url) => url !== undefined);
    for (let nesting = 0; nesting <= limits.maxNesting && level.length > 0; nesting++) {
        const next = [];
        for (const sitemapUrl of level) {
            if (seen.has(sitemapUrl) || originOf(sitemapUrl) !== origin)
                continue;
            if (seen.size >= limits.maxFiles || urls.size >= limits.maxUrls)
                break;
            seen.add(sitemapUrl);
            const response = await fetchRaw(sitemapUrl, { ...settings, maxBytes: limits.maxBytes });
            if (response.status !== 200 || response.truncated)
                continue;
            const text = sitemapText(response.body, limits.maxBytes);
            const parsed = text === undefined ? undefined : parseSitemap(text, limits.maxUrls);
            if (!parsed)
                continue;
            found.push(sitemapUrl);
            for (const loc of parsed.locs) {
                const url = normalizeUrl(loc, sitemapUrl);
                if (url === undefined)
                    continue;
                if (parsed.kind === 'sitemapindex')
                    next.push(url);
                else if (originOf(url) === origin && urls.size < limits.maxUrls)
                    urls.add(url);
            }
        }
        level = next;
    }
    return { found, urls: [...urls] };
}

;// CONCATENATED MODULE: ./src/engine/crawl/crawler.ts








/** What the crawl records as it goes; becomes the CrawlSummary. */
class CrawlRecord {
    statusByUrl = new Map();
    redirectsByUrl = new Map();
    blockedByRobots = new Set();
    /** Final URLs already handed to the page handler: a redirect onto a known page is not analysed twice. */
    delivered = new Set();
    /** Records statuses and redirects; false when the final URL was already delivered. */
    add(page) {
        this.statusByUrl.set(page.requestedUrl, page.status);
        for (const hop of page.redirects) {
            this.statusByUrl.set(hop.url, page.status);
            this.redirectsByUrl.set(hop.url, page.url);
        }
        this.statusByUrl.set(page.url, page.status);
        if (this.delivered.has(page.url))
            return false;
        this.delivered.add(page.url);
        return true;
    }
}
/** Why the start URL cannot be audited, or undefined when it can. */
function startProblem(page) {
    if (page.status === 0)
        return { code: 'unreachable', message: `could not reach ${page.requestedUrl}: ${page.error ?? 'no response'}` };
    if (page.redirectProblem === 'loop')
        return { code: 'redirect_error', message: `${page.requestedUrl} redirects in a loop (via ${page.url}); fix the redirect or give the final URL` };
    if (page.redirectProblem === 'tooMany')
        return { code: 'redirect_error', message: `${page.requestedUrl} redirects more than 10 times; give the final URL` };
    if (page.status >= 400)
        return { code: 'http_error', message: `${page.url} answered HTTP ${page.status}; give a URL that answers 200` };
    if (!page.html) {
        const type = page.contentType || 'no content type';
        return { code: 'not_html', message: `${page.url} is ${type}, not an HTML page; give the URL of an HTML page` };
    }
    return undefined;
}
async function crawl(options, onPage) {
    const opts = (0,crawl_options/* resolveCrawlOptions */.wp)(options);
    const startUrl = normalizeUrl(opts.startUrl);
    if (startUrl === undefined)
        throw new TypeError(`crawl startUrl must be an absolute http(s) URL, got "${opts.startUrl}"`);
    opts.signal?.throwIfAborted();
    const dispatcher = createDispatcher(opts.concurrency, opts.timeoutMs);
    try {
        return await crawlWith(opts, startUrl, onPage, {
            dispatcher,
            userAgent: opts.userAgent,
            timeoutMs: opts.timeoutMs,
            maxBytes: opts.maxBytes,
            signal: opts.signal,
        });
    }
    finally {
        await dispatcher.destroy().catch(() => undefined);
    }
}
async function crawlWith(opts, startUrl, onPage, settings) {
    const record = new CrawlRecord();
    const external = new ExternalLinkChecker(settings, crawl_options/* EXTERNAL_CONCURRENCY */.GV, opts.maxExternal);
    let robots = await loadRobots(originOf(startUrl), settings);
    const summary = (extra = {}) => ({
        robots,
        sitemapsFound: [],
        sitemapUrls: new Set(),
        statusByUrl: record.statusByUrl,
        redirectsByUrl: record.redirectsByUrl,
        blockedByRobots: record.blockedByRobots,
        externalStatus: new Map(),
        pagesFetched: 0,
        limited: false,
        ...extra,
    });
    const blocked = (url) => {
        record.blockedByRobots.add(url);
        const message = `robots.txt forbids crawling ${url} for our user agent; allow it in robots.txt or audit a URL it allows`;
        return summary({ error: { code: 'blocked_by_robots', message } });
    };
    if (!robots.isAllowed(startUrl))
        return blocked(startUrl);
    const startPage = await fetchPage(startUrl, settings, { depth: 0 });
    record.add(startPage);
    const origin = originOf(startPage.url);
    if (origin !== originOf(startUrl)) {
        // The start URL's redirects define the site (http://x → https://www.x): its robots.txt rules.
        robots = await loadRobots(origin, settings);
        if (!robots.isAllowed(startPage.url))
            return blocked(startPage.url);
    }
    const problem = startProblem(startPage);
    if (problem)
        return summary({ error: problem, pagesFetched: 1 });
    const sitemaps = await loadSitemaps([...robots.sitemaps, `${origin}/sitemap.xml`], origin, settings);
    const originPrefix = `${origin}/`;
    const frontier = new Frontier(opts);
    frontier.markSeen(startUrl);
    frontier.markSeen(startPage.url);
    for (const hop of startPage.redirects)
        frontier.markSeen(hop.url);
    let done = 0;
    let fetched = 1;
    let inFlight = 0;
    const ready = [];
    const progress = () => opts.onProgress?.(done, frontier.size + inFlight + ready.length);
    const follow = (links, page) => {
        for (const link of links) {
            const url = normalizeUrl(link, page.url);
            if (url === undefined)
                continue;
            // Normalised URLs spell the origin exactly as URL.origin does, so a prefix test is enough.
            if (!url.startsWith(originPrefix)) {
                if (opts.checkExternal)
                    external.add(url);
                continue;
            }
            if (frontier.has(url))
                continue;
            if (!robots.isAllowed(url)) {
                record.blockedByRobots.add(url);
                continue;
            }
            frontier.offer(url, page.depth + 1);
        }
    };
    const handle = async (page) => {
        // Links are only followed from pages that are real documents of the site.
        const isDocument = page.html !== undefined && page.status >= 200 && page.status < 300;
        const outcome = await onPage(page, robots);
        // Documents are not kept: only the facts rules collected survive the page.
        delete page.html;
        done++;
        if (isDocument)
            follow(outcome?.links ?? [], page);
        progress();
    };
    await handle(startPage);
    for (const url of sitemaps.urls) {
        if (frontier.has(url))
            continue;
        if (!robots.isAllowed(url))
            record.blockedByRobots.add(url);
        else
            frontier.offer(url, 1);
    }
    await new Promise((resolve, reject) => {
        let handling = false;
        let failed = false;
        const bufferCap = opts.concurrency * 2;
        const fail = (err) => {
            if (failed)
                return;
            failed = true;
            reject(err);
        };
        const onAbort = () => fail(opts.signal?.reason ?? new Error('crawl aborted'));
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        const finishIfIdle = () => {
            if (failed || handling || inFlight > 0 || ready.length > 0)
                return;
            opts.signal?.removeEventListener('abort', onAbort);
            resolve();
        };
        const runHandlers = async () => {
            if (handling)
                return;
            handling = true;
            try {
                while (ready.length > 0 && !failed) {
                    await handle(ready.shift());
                    schedule();
                }
            }
            catch (err) {
                fail(err);
            }
            finally {
                handling = false;
            }
            finishIfIdle();
        };
        // Fetching runs ahead of a slow handler, but at most `bufferCap` pages wait in memory.
        const schedule = () => {
            while (!failed && inFlight < opts.concurrency && inFlight + ready.length < bufferCap && fetched < opts.maxPages) {
                const next = frontier.next();
                if (!next)
                    break;
                fetched++;
                inFlight++;
                fetchPage(next.url, settings, { depth: next.depth, origin }).then((page) => {
                    inFlight--;
                    if (record.add(page)) {
                        frontier.markSeen(page.url);
                        ready.push(page);
                        void runHandlers();
                    }
                    else {
                        done++;
                        progress();
                    }
                    schedule();
                    finishIfIdle();
                }, (err) => {
                    inFlight--;
                    fail(err);
                });
            }
        };
        schedule();
        finishIfIdle();
    });
    await external.idle();
    const externalStatus = new Map([...external.status].filter(([, status]) => status >= 0));
    return summary({
        sitemapsFound: sitemaps.found,
        sitemapUrls: new Set(sitemaps.urls),
        externalStatus,
        pagesFetched: fetched,
        limited: fetched >= opts.maxPages && frontier.size > 0,
    });
}

;// CONCATENATED MODULE: ./src/engine/crawl/index.ts
/** The crawler: what the audit engine calls to walk a site. */




;// CONCATENATED MODULE: ./src/engine/rules/performance/metrics.ts
/**
 * Lighthouse-style scoring curves, and a page-level performance estimate built
 * from what the crawler measured. The crawler has no browser, so there is no
 * FCP/LCP/TBT/CLS: the estimate scores the facts that drive those metrics on a
 * server-rendered page (server latency, HTML weight, render-blocking requests)
 * and is labelled an estimate wherever it is shown.
 */
// The 90th percentile of the standard normal distribution: z such that Φ(z) = 0.9.
const Z_90 = 1.2815515655446004;
/**
 * Complementary error function, Numerical Recipes' Chebyshev fit (`erfcc`):
 * fractional error below 1.2e-7 everywhere, far finer than a 0-100 score needs.
 */
function erfc(x) {
    const z = Math.abs(x);
    const t = 1 / (1 + 0.5 * z);
    const poly = -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
    const r = t * Math.exp(poly);
    return x >= 0 ? r : 2 - r;
}
/**
 * Score of `value` on a log-normal curve fixed by two control points, the way
 * Lighthouse scores metrics: values are assumed log-normally distributed across
 * sites; the score is the share of that distribution doing worse, i.e. the
 * complementary CDF. ln(value) ~ N(ln(median), σ), with σ chosen so that p10
 * scores 0.9: ln(p10/median) = -Z_90·σ. Then
 *   score = ½·erfc( ln(value/median) / (σ·√2) ).
 * Scores are clamped into the band their control points promise (≥ 0.9 at or
 * below p10, [0.5, 0.9) up to the median, < 0.5 above it), so rounding can
 * never move a value across a band edge. Non-positive values score 1.
 */
function logNormalScore({ median, p10 }, value) {
    if (!(median > 0))
        throw new Error(`logNormalScore: median must be > 0 (got ${median})`);
    if (!(p10 > 0))
        throw new Error(`logNormalScore: p10 must be > 0 (got ${p10})`);
    if (!(p10 < median))
        throw new Error(`logNormalScore: p10 (${p10}) must be below the median (${median})`);
    if (value <= 0)
        return 1;
    const sigma = Math.log(median / p10) / Z_90;
    const score = 0.5 * erfc(Math.log(value / median) / (sigma * Math.SQRT2));
    if (value <= p10)
        return Math.min(1, Math.max(0.9, score));
    if (value <= median)
        return Math.min(0.8999999999999999, Math.max(0.5, score));
    return Math.min(0.49999999999999994, Math.max(0, score));
}
/**
 * Control points. TTFB follows Lighthouse's server-response-time (fails above
 * 600 ms) with 200 ms as "good" (the web.dev TTFB guidance is 800 ms at p75 for
 * the whole navigation, redirects included; a crawler measures the server alone,
 * so it must do better). HTML transfer: HTTP Archive's median HTML response is
 * ~30 KB compressed, so 30 KB scores 0.9 and 100 KB 0.5. Decoded HTML drives
 * parse time and DOM size: 100 KB → 0.9, 500 KB → 0.5 (where largePage fires).
 * Render-blocking requests each cost at least one round trip before first paint
 * on a cold load: one → 0.9, four → 0.5.
 */
const PERFORMANCE_CURVES = {
    ttfbMs: { p10: 200, median: 600 },
    transferBytes: { p10: 30_000, median: 100_000 },
    bytes: { p10: 100_000, median: 500_000 },
    renderBlocking: { p10: 1, median: 4 },
};
/**
 * Weights, summing to 1, by how directly each fact delays the first paint of a
 * server-rendered page, the moment Lighthouse's FCP/LCP (together 35% of its
 * score) and Speed Index (10%) measure: the server's wait comes before
 * everything (0.4); render-blocking CSS/JS comes next, each request a round trip
 * plus download before paint (0.3); the HTML's wire size is download time
 * (0.2); decoded size costs parse and layout time, smaller on modern devices
 * (0.1).
 */
const PERFORMANCE_WEIGHTS = {
    ttfbMs: 0.4,
    renderBlocking: 0.3,
    transferBytes: 0.2,
    bytes: 0.1,
};
/** A 0-100 estimate of a page's load performance from crawl facts (not a Lighthouse score). */
function performanceEstimate(page) {
    let total = 0;
    for (const key of Object.keys(PERFORMANCE_WEIGHTS)) {
        const v = page[key];
        total += PERFORMANCE_WEIGHTS[key] * logNormalScore(PERFORMANCE_CURVES[key], Number.isFinite(v) ? v : 0);
    }
    return Math.round(total * 100);
}

;// CONCATENATED MODULE: ./src/engine/rules/performance/render-blocking.ts
/**
 * Which <head> requests block first paint, judged from markup the way
 * Lighthouse's render-blocking audit judged the loaded page:
 * - `<script src>` blocks unless async, defer, type=module (deferred by
 *   default), nomodule (modern browsers never fetch it) or a non-JavaScript
 *   type (JSON, templates);
 * - `<link rel=stylesheet>` blocks unless disabled, an alternate stylesheet, or
 *   its media query does not match. Lighthouse runs on an emulated phone, so
 *   media is evaluated for a 412px-wide screen: print/speech and width queries
 *   that exclude 412px do not block; any other feature is assumed to match.
 */
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript', 'application/x-javascript', 'text/jscript', 'module']);
const MOBILE_WIDTH_PX = 412;
function lengthPx(value) {
    const m = /^(\d*\.?\d+)(px|em|rem)?$/.exec(value.trim());
    if (!m)
        return undefined;
    return Number(m[1]) * (m[2] === 'em' || m[2] === 'rem' ? 16 : 1);
}
function queryMatches(query) {
    let q = query.trim().toLowerCase();
    if (q === '')
        return true;
    let negate = false;
    if (q.startsWith('not ')) {
        negate = true;
        q = q.slice(4).trim();
    }
    else if (q.startsWith('only '))
        q = q.slice(5).trim();
    let matches = true;
    const type = /^([a-z-]+)/.exec(q)?.[1];
    if (type && type !== 'and') {
        if (type !== 'all' && type !== 'screen')
            matches = false;
        q = q.slice(type.length);
    }
    for (const feature of q.matchAll(/\(\s*([a-z-]+)\s*:\s*([^)]+)\)/g)) {
        const px = lengthPx(feature[2]);
        if (px === undefined)
            continue;
        if (feature[1] === 'min-width' && MOBILE_WIDTH_PX < px)
            matches = false;
        if (feature[1] === 'max-width' && MOBILE_WIDTH_PX > px)
            matches = false;
    }
    return negate ? !matches : matches;
}
/** True when the media attribute's query list matches the emulated phone screen. */
function mediaMatchesScreen(media) {
    if (media === undefined || media.trim() === '')
        return true;
    return media.split(',').some(queryMatches);
}
function isRenderBlocking(dom, el) {
    if (el.name === 'script') {
        if (dom.attr(el, 'src') === undefined)
            return false;
        const type = (dom.attr(el, 'type') ?? '').trim().toLowerCase();
        if (!JS_TYPES.has(type) || type === 'module')
            return false;
        return dom.attr(el, 'async') === undefined && dom.attr(el, 'defer') === undefined && dom.attr(el, 'nomodule') === undefined;
    }
    if (el.name === 'link') {
        const rels = (dom.attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
        if (!rels.includes('stylesheet') || rels.includes('alternate'))
            return false;
        if (dom.attr(el, 'disabled') !== undefined || !dom.attr(el, 'href'))
            return false;
        return mediaMatchesScreen(dom.attr(el, 'media'));
    }
    return false;
}
/** The render-blocking <script>/<link> elements of the page's <head>, in order. */
function renderBlockingResources(dom) {
    return dom.head.filter((el) => (el.name === 'script' || el.name === 'link') && isRenderBlocking(dom, el));
}

;// CONCATENATED MODULE: ./src/engine/performance-of.ts


/** A page's static performance estimate, 0-1, from what the crawl measured (pages with a DOM only). */
function performanceOf(ctx) {
    if (!ctx.dom)
        return undefined;
    const { ttfbMs, transferBytes, bytes } = ctx.page;
    return performanceEstimate({ ttfbMs, transferBytes, bytes, renderBlocking: renderBlockingResources(ctx.dom).length }) / 100;
}

// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(91327);
;// CONCATENATED MODULE: ./src/engine/rule-registry.ts

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;
/**
 * Checks the rule lists once, when the engine loads: a duplicate or malformed key
 * would silently merge or rename issues in every report, so it must stop the
 * build/test run instead of reaching users.
 */
function buildRuleRegistry(lists) {
    const rules = [];
    const byKey = new Map();
    for (const list of lists) {
        for (const rule of list) {
            const { key, category, weight } = rule.meta;
            if (!CAMEL_CASE.test(key))
                throw new Error(`rule key "${key}" is not camelCase: rename it (e.g. "missingMetaDescription")`);
            if (byKey.has(key))
                throw new Error(`rule key "${key}" is defined twice: rule keys must be unique across all categories`);
            if (!schema/* CATEGORIES */.R6.includes(category))
                throw new Error(`rule "${key}" has unknown category "${category}": use one of ${schema/* CATEGORIES */.R6.join(', ')}`);
            if (!Number.isFinite(weight) || weight < 0)
                throw new Error(`rule "${key}" has weight ${weight}: weights must be finite and >= 0`);
            byKey.set(key, rule);
            rules.push(rule);
        }
    }
    return { rules, byKey };
}
function isCamelCaseKey(key) {
    return CAMEL_CASE.test(key);
}

;// CONCATENATED MODULE: ./src/engine/rules/shared/attribute-index.ts
/** ARIA attributes whose value is a list of ids. */
const ID_REF_ATTRS = new Set([
    'aria-activedescendant',
    'aria-controls',
    'aria-describedby',
    'aria-details',
    'aria-errormessage',
    'aria-flowto',
    'aria-labelledby',
    'aria-owns',
]);
const cache = new WeakMap();
function isHeadingTag(n) {
    return n.length === 2 && n.charCodeAt(0) === 104 && n.charCodeAt(1) >= 49 && n.charCodeAt(1) <= 54;
}
function attributeIndex(dom) {
    let idx = cache.get(dom);
    if (idx)
        return idx;
    idx = { withId: [], withLang: [], idRefs: [], headingCandidates: [] };
    for (const el of dom.elements) {
        let role = false;
        for (const name in el.attribs) {
            switch (name) {
                case 'id':
                    if (el.attribs.id !== '')
                        idx.withId.push(el);
                    break;
                case 'lang':
                case 'xml:lang':
                    if (idx.withLang[idx.withLang.length - 1] !== el)
                        idx.withLang.push(el);
                    break;
                case 'role':
                    role = true;
                    break;
                default:
                    if (name.startsWith('aria-') && ID_REF_ATTRS.has(name))
                        idx.idRefs.push({ el, attr: name, value: el.attribs[name] });
            }
        }
        if (role || isHeadingTag(el.name))
            idx.headingCandidates.push(el);
    }
    cache.set(dom, idx);
    return idx;
}

;// CONCATENATED MODULE: ./src/engine/rules/shared/hidden-elements.ts
/**
 * Static stand-ins for "hidden" as axe and Lighthouse see it in a rendered page.
 * Without layout we only know what the markup says: the `hidden` attribute,
 * `aria-hidden="true"`, an inline `display:none` / `visibility:hidden`, and
 * content a browser never puts in the document (template contents, and noscript
 * children, which a scripting browser parses as text). Hiding done by stylesheets
 * is invisible here, so rules built on this report slightly more than axe would.
 *
 * Computed once per page in one pass over the elements (document order puts
 * every parent before its children) and shared by all rules: walking up the
 * ancestors of every link and image would cost more than the rules themselves.
 */
const INERT_CONTAINERS = new Set(['template', 'noscript']);
const INLINE_HIDDEN = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;
const hidden_elements_cache = new WeakMap();
function parentElement(el) {
    const p = el.parent;
    return p && (p.type === 'tag' || p.type === 'script' || p.type === 'style') ? p : null;
}
function compute(dom) {
    const h = { all: new Set(), screenReaders: new Set(), template: new Set() };
    for (const el of dom.elements) {
        const parent = parentElement(el);
        const a = el.attribs;
        if (parent) {
            if (h.template.has(parent) || parent.name === 'template')
                h.template.add(el);
            if (h.all.has(parent) || INERT_CONTAINERS.has(parent.name)) {
                h.all.add(el);
                h.screenReaders.add(el);
                continue;
            }
        }
        if (a.hidden !== undefined || (a.style !== undefined && INLINE_HIDDEN.test(a.style))) {
            h.all.add(el);
            h.screenReaders.add(el);
        }
        else if ((parent && h.screenReaders.has(parent)) || (a['aria-hidden'] !== undefined && a['aria-hidden'].trim().toLowerCase() === 'true')) {
            h.screenReaders.add(el);
        }
    }
    return h;
}
function hiddenOf(dom) {
    let h = hidden_elements_cache.get(dom);
    if (!h)
        hidden_elements_cache.set(dom, (h = compute(dom)));
    return h;
}
/** Hidden from everyone (and so from assistive technology) by markup alone. */
function isHiddenByMarkup(dom, el) {
    return hiddenOf(dom).all.has(el);
}
/** Hidden from screen readers: also true under `aria-hidden="true"`, as axe's excludeHidden treats it. */
function isHiddenFromScreenReaders(dom, el) {
    return hiddenOf(dom).screenReaders.has(el);
}
/** Inside `<template>` content, which is a separate document fragment in a browser. */
function isInTemplate(dom, el) {
    return hiddenOf(dom).template.has(el);
}
/** The explicit ARIA role: the first token of `role`, lower-cased ('' when none). */
function explicitRole(el) {
    return el.attribs.role?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}
function isPresentational(el) {
    const r = explicitRole(el);
    return r === 'none' || r === 'presentation';
}

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/duplicate-id.ts


/**
 * axe duplicate-id-aria (Lighthouse duplicate-id-aria): an id used by more than
 * one element fails only when something refers to it for its accessible name
 * or relations (a <label for> or an ARIA id-reference attribute), because then
 * assistive technology may follow the reference to the wrong element. axe
 * deprecated the general duplicate-id and duplicate-id-active rules and
 * Lighthouse dropped them, so unreferenced duplicates pass here too: reporting
 * them would make this verdict disagree with Lighthouse's for no user-facing
 * harm. Template contents live in their own fragment and are ignored.
 * axe 4.x files these duplicates under "needs review" and Lighthouse shows the
 * audit as informative (listed, not scored), so the weight is low even though a
 * label pointing at the wrong field is a real, high-severity defect.
 */
const rule = {
    scope: 'page',
    meta: {
        key: 'duplicateId',
        category: 'accessibility',
        severity: 'high',
        tier: 'manual',
        weight: 3,
        title: 'ARIA-referenced id is used more than once',
        help: 'Make every id that a <label for> or an aria-labelledby/aria-describedby/aria-controls attribute points to unique on the page.',
        lighthouse: 'duplicate-id-aria',
    },
    check({ dom }) {
        const attrs = attributeIndex(dom);
        const refs = new Map();
        for (const label of dom.byTag('label')) {
            const f = label.attribs.for;
            if (f && !refs.has(f))
                refs.set(f, '<label for>');
        }
        for (const { attr, value } of attrs.idRefs) {
            for (const id of value.trim().split(/\s+/))
                if (id && !refs.has(id))
                    refs.set(id, attr);
        }
        if (refs.size === 0)
            return { applicable: false, findings: [] };
        const count = new Map();
        for (const el of attrs.withId) {
            const id = el.attribs.id;
            if (refs.has(id) && !isInTemplate(dom, el))
                count.set(id, (count.get(id) ?? 0) + 1);
        }
        const findings = [];
        for (const [id, via] of refs) {
            const n = count.get(id) ?? 0;
            if (n > 1)
                findings.push({ message: `id "${id}" is used by ${n} elements and referenced by ${via}; assistive technology may pick the wrong one.`, selector: `[id="${id.replace(/"/g, '\\"')}"]` });
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const duplicate_id = (rule);

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/name-sources.ts


/**
 * Accessible names the way axe computes them for the name rules, from markup.
 * PageIndex.accessibleName is close, but for parity with axe two things differ:
 * text hidden by an inline display:none / visibility:hidden does not count,
 * and an embedded text field contributes its value.
 */
const idMaps = new WeakMap();
function byId(dom, id) {
    let ids = idMaps.get(dom);
    if (!ids) {
        ids = new Map();
        for (const el of attributeIndex(dom).withId)
            if (!ids.has(el.attribs.id))
                ids.set(el.attribs.id, el);
        idMaps.set(dom, ids);
    }
    return ids.get(id);
}
function name_sources_isElement(n) {
    return n.type === 'tag';
}
const clean = (s) => s.replace(/\s+/g, ' ').trim();
function labelledbyText(dom, el) {
    const labelledby = dom.attr(el, 'aria-labelledby')?.trim();
    if (!labelledby)
        return '';
    const parts = [];
    for (const id of labelledby.split(/\s+/)) {
        const target = byId(dom, id);
        // A referenced element counts even when hidden: that is how visually-hidden labels work.
        if (target)
            parts.push(target.attribs['aria-label']?.trim() || contentText(dom, target, true));
    }
    return clean(parts.join(' '));
}
/** Name from labelledby, aria-label or title: the sources that do not read content. */
function nameWithoutContent(dom, el) {
    return labelledbyText(dom, el) || dom.attr(el, 'aria-label')?.trim() || dom.attr(el, 'title')?.trim() || '';
}
function embeddedName(dom, el) {
    switch (el.name) {
        case 'img':
        case 'area':
            // alt="" makes the image decorative, so its title no longer names it.
            return el.attribs['aria-label']?.trim() || (el.attribs.alt !== undefined ? el.attribs.alt.trim() : el.attribs.title?.trim() || '');
        case 'svg': {
            if (el.attribs['aria-label']?.trim())
                return el.attribs['aria-label'].trim();
            const title = el.children.find((c) => name_sources_isElement(c) && c.name === 'title');
            return title ? dom.text(title) : '';
        }
        case 'input': {
            const type = (el.attribs.type ?? 'text').toLowerCase();
            if (type === 'image')
                return el.attribs.alt?.trim() ?? '';
            if (type === 'hidden')
                return '';
            return el.attribs['aria-label']?.trim() || el.attribs.value?.trim() || '';
        }
        case 'select': {
            const opts = el.children.filter((c) => name_sources_isElement(c) && c.name === 'option');
            const chosen = opts.find((o) => o.attribs.selected !== undefined) ?? opts[0];
            return chosen ? dom.text(chosen) : '';
        }
        case 'textarea':
            return dom.text(el);
        default:
            return undefined;
    }
}
function contentText(dom, root, includeHidden = false, exclude) {
    const out = [];
    const walk = (n) => {
        if (n.type === 'text') {
            out.push(n.data);
            return;
        }
        if (!name_sources_isElement(n) || n === exclude)
            return;
        if (n.name === 'script' || n.name === 'style' || n.name === 'template' || n.name === 'noscript')
            return;
        if (!includeHidden && isHiddenFromScreenReaders(dom, n))
            return;
        const embedded = embeddedName(dom, n);
        if (embedded !== undefined) {
            if (embedded)
                out.push(' ', embedded, ' ');
            return;
        }
        const label = n.attribs['aria-label']?.trim();
        if (label) {
            out.push(' ', label, ' ');
            return;
        }
        for (const c of n.children)
            walk(c);
    };
    for (const c of root.children)
        walk(c);
    return clean(out.join(''));
}
/** Full name of a link or button: labelledby, aria-label, visible content, then title. */
function accessibleNameFromContent(dom, el) {
    return labelledbyText(dom, el) || dom.attr(el, 'aria-label')?.trim() || contentText(dom, el) || dom.attr(el, 'title')?.trim() || '';
}
/**
 * Text of a <label> as it names `control` (hidden parts excluded, and the
 * control's own value too: a label holding only a prefilled field names
 * nothing); '' for a hidden label.
 */
function labelText(dom, label, control) {
    if (isHiddenByMarkup(dom, label))
        return '';
    return labelledbyText(dom, label) || dom.attr(label, 'aria-label')?.trim() || contentText(dom, label, false, control) || dom.attr(label, 'title')?.trim() || '';
}

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/empty-button.ts


/**
 * axe button-name (Lighthouse button-name): <button> elements need an accessible
 * name from their content (text or an image's alt), aria-label,
 * aria-labelledby, title or a <label>. An icon-only button whose <svg> is
 * aria-hidden has no name, which is the usual failure. Inputs of type
 * button/submit/reset are axe's input-button-name and are left to the sampler.
 */
const empty_button_rule = {
    scope: 'page',
    meta: {
        key: 'emptyButton',
        category: 'accessibility',
        severity: 'high',
        tier: 'manual',
        weight: 10,
        title: 'Button has no accessible name',
        help: 'Give each button visible text, or an aria-label describing its action when it only shows an icon (e.g. aria-label="Close").',
        lighthouse: 'button-name',
    },
    check({ dom }) {
        const buttons = dom.byTag('button').filter((b) => !isHiddenFromScreenReaders(dom, b));
        if (buttons.length === 0)
            return { applicable: false, findings: [] };
        const findings = [];
        let labelled;
        for (const b of buttons) {
            // role=none/presentation is ignored on a focusable element, and a button is focusable unless disabled.
            if ((isPresentational(b) && dom.attr(b, 'disabled') !== undefined) || accessibleNameFromContent(dom, b) !== '')
                continue;
            const id = dom.attr(b, 'id');
            if (id) {
                labelled ??= new Set(dom.byTag('label').filter((l) => labelText(dom, l) !== '').map((l) => dom.attr(l, 'for') ?? ''));
                if (labelled.has(id))
                    continue;
            }
            let parent = b.parent;
            while (parent && parent.type !== 'root' && parent.name !== 'label')
                parent = parent.parent;
            if (parent && parent.type !== 'root' && labelText(dom, parent, b) !== '')
                continue;
            findings.push({ message: 'Button has no text, aria-label or title, so screen readers announce only "button".', selector: dom.selector(b) });
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const empty_button = (empty_button_rule);

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/empty-link.ts


/**
 * axe link-name (Lighthouse link-name): every <a href> needs an accessible name
 * from its content (text, including visually-hidden text and image alt),
 * aria-label, aria-labelledby or title. Links without href are not links to
 * assistive technology and are not judged. A link wrapping only an image with
 * alt="" is the classic failure: the image is decorative, so the link is nameless.
 * Text hidden with display:none or aria-hidden does not name the link.
 */
const empty_link_rule = {
    scope: 'page',
    meta: {
        key: 'emptyLink',
        category: 'accessibility',
        severity: 'medium',
        tier: 'manual',
        weight: 7,
        title: 'Link has no accessible name',
        help: 'Give each link text that says where it goes; for icon or image links add alt text to the image or an aria-label on the link.',
        lighthouse: 'link-name',
    },
    check({ dom }) {
        const links = dom.byTag('a').filter((a) => dom.attr(a, 'href') !== undefined && !isHiddenFromScreenReaders(dom, a));
        if (links.length === 0)
            return { applicable: false, findings: [] };
        const findings = [];
        for (const a of links) {
            if (accessibleNameFromContent(dom, a) !== '')
                continue;
            const href = dom.attr(a, 'href');
            findings.push({ message: `Link to ${href || '(empty href)'} has no text, aria-label or title.`, selector: dom.selector(a), target: href });
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const empty_link = (empty_link_rule);

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/heading-order-skip.ts


/**
 * axe heading-order (Lighthouse heading-order). Headings are h1-h6 and
 * role="heading" elements visible to screen readers, in document order; the
 * first may be any level, and each later one fails when its level is more than
 * one deeper than the heading before it (going back up any amount is fine).
 * Levels follow axe: aria-level wins when it is a positive integer, else the
 * tag's number, else 2 for a role="heading" without one. An h* given another
 * role is not a heading.
 */
function level(el) {
    const role = explicitRole(el);
    const tagLevel = /^h[1-6]$/.test(el.name) ? Number(el.name[1]) : 0;
    if (role ? role !== 'heading' : tagLevel === 0)
        return 0;
    const aria = parseInt(el.attribs['aria-level'] ?? '', 10);
    if (el.attribs['aria-level'] !== undefined && aria >= 1)
        return aria;
    return tagLevel || 2;
}
const heading_order_skip_rule = {
    scope: 'page',
    meta: {
        key: 'headingOrderSkip',
        category: 'accessibility',
        severity: 'low',
        tier: 'manual',
        weight: 3,
        title: 'Heading levels skip a level',
        help: 'Nest headings without gaps (an h2 section uses h3 for its subsections, not h4); style them with CSS instead of picking a level for its size.',
        lighthouse: 'heading-order',
    },
    check({ dom }) {
        const headings = [];
        for (const el of attributeIndex(dom).headingCandidates) {
            const l = level(el);
            if (l > 0 && !isHiddenFromScreenReaders(dom, el))
                headings.push({ el, level: l });
        }
        if (headings.length < 2)
            return { applicable: headings.length > 0, findings: [] };
        const findings = [];
        for (let i = 1; i < headings.length; i++) {
            const prev = headings[i - 1].level;
            const cur = headings[i].level;
            if (cur - prev > 1) {
                const text = dom.text(headings[i].el);
                findings.push({
                    message: `Heading level ${cur}${text ? ` ("${text.length > 60 ? text.slice(0, 57) + '...' : text}")` : ''} follows a level-${prev} heading; use level ${prev + 1}.`,
                    selector: dom.selector(headings[i].el),
                });
            }
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const heading_order_skip = (heading_order_skip_rule);

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/image-missing-alt.ts


// ARIA roles that require an accessible name (as axe lists them). An <img>
// given any other explicit role, and not focusable, is out of image-alt's scope.
const NAME_REQUIRED_ROLES = new Set('alertdialog application button checkbox combobox dialog image img link listbox menuitem menuitemcheckbox menuitemradio meter option progressbar radio searchbox slider spinbutton switch textbox toolbar treeitem graphics-document graphics-symbol'.split(' '));
const focusable = (el) => el.attribs.tabindex !== undefined;
function inScope(el) {
    const role = explicitRole(el);
    return !role || role === 'none' || role === 'presentation' || NAME_REQUIRED_ROLES.has(role) || focusable(el);
}
/**
 * axe image-alt, which Lighthouse reports under both accessibility and SEO.
 * An alt attribute passes whatever its value, even empty (that is how authors
 * mark decorative images), except a value of only whitespace, which axe fails
 * even when another name source exists. Without alt, aria-label, a non-empty
 * aria-labelledby target or a title also pass; role none/presentation passes
 * outright (whatever the alt) unless the image is focusable, where ARIA ignores
 * that role.
 * Images hidden from assistive technology are skipped, as axe skips them, and
 * so are images given an explicit role that needs no name (e.g. role="list").
 */
const image_missing_alt_rule = {
    scope: 'page',
    meta: {
        key: 'imageMissingAlt',
        category: 'accessibility',
        severity: 'high',
        tier: 'auto',
        weight: 10,
        title: 'Image has no alt text',
        help: 'Give every <img> an alt attribute describing it, or alt="" if it is purely decorative.',
        lighthouse: 'image-alt',
    },
    check({ dom }) {
        const imgs = dom.byTag('img').filter((el) => inScope(el) && !isHiddenFromScreenReaders(dom, el));
        if (imgs.length === 0)
            return { applicable: false, findings: [] };
        const findings = [];
        for (const img of imgs) {
            const alt = dom.attr(img, 'alt');
            const src = dom.attr(img, 'src');
            const what = src ? `Image ${src.length > 80 ? src.slice(0, 77) + '...' : src}` : 'Image';
            // A presentational image is out of the name question altogether, even with alt=" ".
            if (isPresentational(img) && !focusable(img))
                continue;
            if (alt !== undefined && alt !== '' && /^\s+$/.test(alt)) {
                findings.push({ message: `${what} has alt text of only spaces; describe the image or use alt="" if it is decorative.`, selector: dom.selector(img) });
                continue;
            }
            if (alt !== undefined || nameWithoutContent(dom, img) !== '')
                continue;
            findings.push({ message: `${what} has no alt attribute.`, selector: dom.selector(img) });
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const image_missing_alt = (image_missing_alt_rule);

;// CONCATENATED MODULE: ./src/engine/rules/shared/language-codes.ts
/**
 * ISO 639 language codes (the 2-letter 639-1 codes and the 3-letter 639-2/639-3
 * codes), as the set axe-core 4.x accepts in html-lang-valid / valid-lang.
 *
 * Why a bitset: the 3-letter set has ~8,000 entries; as a string list it would be
 * ~40 KB of source loaded at start-up, while one bit per possible code
 * (26² two-letter + 26³ three-letter slots) is ~2.3 KB. Bit i is set when code i
 * is valid: two-letter codes take slots 0..675 (a*26+b), three-letter codes the
 * slots 676.. (676 + a*676 + b*26 + c), letters numbered a=0..z=25.
 *
 * Keeping verdicts equal to axe's (and so Lighthouse's) matters more than any
 * newer registry: test/engine/rules/accessibility/language-codes.test.ts checks
 * this table against axe-core's own list, so an axe upgrade that changes it fails
 * there and the bits can be regenerated from `axe.utils.validLangs()`.
 */
const BITS_BASE64 = 'MzQmR8cZEAlkUwQAiBBoHIQMCZSAAkNEkMZZZVwEBIAR9GfXUBgOwG0ObaGJRCBhQEACAwAAEADAQdHd90d0m1NABAJCBAEQAAQAIAAAAEEABAJA8N/f7//+/7u9/++vf//Bc/V2OYf///8P9zvw//9cUCiX/t//9///f/f///////8/nv7//9/Eq6Dn+///7/9///////+9Qh8P33X+SXEA8t3++ZMcgv/r/v////////f/////1////3//9///////f/77//////7/////+//////9/z//v//3///v//+///9////f//////f9///v/////f//vf//7///////f//321/d+gf0zxk8xIJQEgQARQQAuPsv/0krVGS9SYN4v3d+cVXV58Bx8zf//vnfhVOGAADB+//7////d+NzfPz9HxAIAFsACAACADAABAAgGQL93/fv7e9FACBA1pgR/L0nAgAA8N3mbVKePe//3//8SRHEYAgQDQB/fPZlnel12/4+ACAAAAAAfKd9JdkW4GK9R///9wcAABDAYDUAAABLcRJloQAQAAAAEZEEAAAGAQAAAAEAQEQAAAFYgAEAUAAAiEIAAABV3QJBVkMyVV/9K948AAAIAAQAAAAAQHCRE9B9lRmCeYoAEAAkCAAAQAAAACAQAARABAAA67+aAyAAAABAAAAAAAAAAgBEAAAAIAAAAAAxiFoAAAAAQABCYIpAAIAQCAUAgBBjCAQAAAAABDBQPwCBQAAAAAC+MzsBAAgQAQAAAAAAAAAAAAAA8P///////TwoCvz/ffL+UT4AASJbbFpUsjnwnf89QI0EGeAQOD5JtY0z//fflv///0eAABAQIsHz1f9Q+EQEBEDw3/9vjb5BfzPaAAAAspcncEAIAP//5w+AQRAIAAAACEHJEQAAAAAAAAEEQIBA61/KAAQAEElCwAYABv+//2fPUfD57TYAEAEAAABUUGsriEIAQBAl/t//U5CAUAAEAAAAAAEAwAAAAAAQKsB2jkSBCAJ8BHgAAADADAVEUnhECAQCAQAiAIUYAZDN7g510xGR5pC1PoMAAFIABAEAAABFZJlk3XU6eHS5DwABgAAACABUBBAgABAABAhghIC/fp9D3GkBAMBAEAAC0i0aAAAAIEEEAEAAAd9ZOUEACBAAbQEEAAEPKcYkLRCgBGBEAIAgAAACDABoAIAAAAAAAI/9XiGAAAAQAAAAAAARAAABAADwfz3e////////9//v//////////////2///+/3f///+//////////////3////c/9/////////++//////////+//3////////////v///////////7/X3/39z4tZwPJ/AP///weAADDc92FgLgf/z/dHJALzuefR/38l///zL+9Ref//fwQYIAAAAlT1qfid7xZxGAW9/38HNFAQjcUFAAQAQSAAAKIAuHfb7+///////////v////f//////////3/////99///9/////7f+/+///////3X/3///3////+////+///////3/f/7fv//////////7/////f/////z//f//f//+n77///d/8nIEjw////f/3+/3//L+55/n//b9Xf/P///////t//3/dwGmVAfAnd9Wr63/8/1rX1////A0IBcBUlXFbfJP7//y1UWFxAIAJAlwaBUBAEEGAAAAAAABAFVkAQAABgEAECgBEgGd9/tmZQaXDVvt/UuTdIIAYEUCEEAABANZj/BeGYbPR9PxEDAAIAAAAJAAAAAKAAARAABAD/3f/b5/v8/ytEQRgG+9+lRyAAkNRCcfLfHv/7/gMAIHAM7sG/+9+/f99////PX99+RP8HERBA/Pd/353/VWD4Xn/X2wMAADAUJwQABAAQMJRBggAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPDee37lPtGVEAwUon8RAAgAAAAA7///CzACAAIAgAAAAFM7DgEAABBBYgEQIAAzOBoABRAwGIEEAAAA//3/L6EK8YctBQAIAgAAAABEISDQAwQhBBH2xRkDAAAQwCUAAgAQACAUAAIA8Pv9//////Pt/dz7//r//7cEBBHf/95///+///3/F78X//f/9+9+//77v/3//d/v93v1/xZo98l93////7/v//919fX+BYUh5v//WfFZ8dBn3BcqWX/v9//////f3/3/32//9f8DhCnwP/4/b+///f/9B+1Tscf77/v/f///f//3/+//fX/d//4C+Fv8//////n////f//v9Z/Rx94+/3fXcZ5GrvgfqAQIAI0BAgkQAAABEbUAAAEAAQAAAk2AABYAAAABAAkAAAMGNdd30QPUUb0FWraQAJAAABIAAAADA/b/+gYUURAJKAAAjASQCAAEAAAAAABAAAAAACAHx+zYJEAAAAAAAAAAADNgCAAAAAACgAAAAAGwoLAAQABDwjyEAIAH/n/cDUAIAAKAAAAAAAAAABAAxAJACAgAQAAAwCAAAABAAAAAAAAAAAAAAAADw////7OcbAQEAIBlg1BzvBRAAAENBUAURQGD/o1dAAAALCFJVd9n3HceMVz1Uf3VGEQAAAAAAwHK//UEFNohWALGIoxsAAAADQEIEAAAxECMQAAAAX/9/fc0LZ42nVwFVQEqYHgQAALCWI0UHhA4DqSYJACDw//7/VzhF//7/L999zFQvxP///wEACGzFbPG5f9P3/t9L+hpAhBHQ5aSEAIUCAw4IAUIC8P///+YfYICoAmQREFCx4hMAAAABmVYkIBAQ/vs7AAAAwX0aTeVJ9N3/6DZbBUI9jA3TAwgAAMBEH1FM+AYFIAL197t9AAACQShbBGFABAAgIRABAP/f/1cgYJEIAACAAADBMAAAAAAwCCOAQggwAzxCAgAAsEyuY4RMFf///2cREEAIdcD///8QAAAEgRMQwCEBFG5ngTAAAQAAEAAAAAAAIEKiAAQIAAA=';
let bits;
function slot(code) {
    const a = code.charCodeAt(0) - 97;
    const b = code.charCodeAt(1) - 97;
    if (code.length === 2)
        return a * 26 + b;
    return 676 + a * 676 + b * 26 + (code.charCodeAt(2) - 97);
}
/** True when `code` (already lower-case or not) is an ISO 639 code axe accepts. */
function isLanguageCode(code) {
    const c = code.toLowerCase();
    if (!/^[a-z]{2,3}$/.test(c))
        return false;
    bits ??= Uint8Array.from(Buffer.from(BITS_BASE64, 'base64'));
    const i = slot(c);
    return (bits[i >> 3] & (1 << (i & 7))) !== 0;
}
/**
 * The primary language subtag of a BCP 47 tag the way axe reads it: trimmed,
 * everything before the first hyphen, lower-cased. `en_US` therefore stays
 * `en_us` and is invalid, as in axe and in browsers.
 */
function primaryLanguage(tag) {
    return tag.trim().split('-')[0].toLowerCase();
}
/** Every valid code, for tests and tooling (built on demand). */
function allLanguageCodes() {
    const out = [];
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (const a of letters)
        for (const b of letters)
            if (isLanguageCode(a + b))
                out.push(a + b);
    for (const a of letters)
        for (const b of letters)
            for (const c of letters)
                if (isLanguageCode(a + b + c))
                    out.push(a + b + c);
    return out.sort();
}

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/invalid-lang.ts



/**
 * axe html-lang-valid (on <html>) and valid-lang (on other elements), one key
 * since both have the same fix. As in axe, only the primary subtag is judged
 * (the part before the first '-', so `en_US` is invalid while `en-XX` is not),
 * against ISO 639-1/639-3, and a blank-but-present value fails. valid-lang only
 * looks at elements whose language applies to some text (an empty
 * <span lang="xx"> changes nothing for a screen reader) and skips hidden ones.
 */
function invalidValue(value) {
    const base = primaryLanguage(value);
    if (base === '')
        return value !== '';
    return !isLanguageCode(base);
}
// axe's valid-lang only judges an element whose language applies to some text:
// text below it that no nearer lang attribute claims.
function hasLangText(el) {
    for (const c of el.children) {
        if (c.type === 'text' && c.data.trim() !== '')
            return true;
        if (c.type === 'tag' && c.attribs.lang === undefined && c.attribs['xml:lang'] === undefined && c.name !== 'script' && c.name !== 'style' && hasLangText(c))
            return true;
    }
    return false;
}
const invalid_lang_rule = {
    scope: 'page',
    meta: {
        key: 'invalidLang',
        category: 'accessibility',
        severity: 'medium',
        tier: 'auto',
        weight: 7,
        title: 'lang attribute is not a valid language code',
        help: 'Use a BCP 47 tag whose first part is an ISO 639 code, e.g. lang="en", "en-GB" or "pt-BR" (not "english" or "en_US").',
        lighthouse: 'html-lang-valid',
    },
    check({ dom }) {
        const findings = [];
        let applicable = false;
        for (const el of attributeIndex(dom).withLang) {
            const a = el.attribs;
            const isRoot = el.name === 'html';
            for (const name of ['lang', 'xml:lang']) {
                const v = a[name];
                if (v === undefined || (isRoot && v === ''))
                    continue;
                if (!isRoot && (!hasLangText(el) || isHiddenFromScreenReaders(dom, el)))
                    continue;
                applicable = true;
                if (invalidValue(v)) {
                    const base = primaryLanguage(v);
                    findings.push({
                        message: base
                            ? `${isRoot ? '<html>' : `<${el.name}>`} has ${name}="${v}"; "${base}" is not an ISO 639 language code.`
                            : `${isRoot ? '<html>' : `<${el.name}>`} has a blank ${name}; set it to the content's language code.`,
                        selector: isRoot ? 'html' : dom.selector(el),
                    });
                }
            }
        }
        return { applicable, findings };
    },
};
/* harmony default export */ const invalid_lang = (invalid_lang_rule);

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/missing-form-label.ts


/**
 * axe label (input, textarea) and select-name (select), one key since the fix
 * is the same. Buttons-like inputs (submit, reset, button, image) and hidden
 * inputs are other rules' business. A control passes with a wrapping <label> or
 * a <label for> that has text, aria-label, aria-labelledby, title, or role
 * none/presentation on a disabled field; for input and textarea axe also accepts a placeholder
 * (select has none). The `type` is read as browsers do: unknown types are text.
 * A label hidden with display:none does not count (axe's hidden-explicit-label).
 */
const NOT_LABELLED_TYPES = new Set(['hidden', 'submit', 'reset', 'button', 'image']);
function labelTexts(dom) {
    const byFor = new Map();
    for (const label of dom.byTag('label')) {
        const f = dom.attr(label, 'for');
        if (f && !byFor.get(f))
            byFor.set(f, labelText(dom, label));
    }
    return byFor;
}
function wrappingLabelText(dom, el) {
    for (let p = el.parent; p && p.type !== 'root'; p = p.parent) {
        if (p.name === 'label')
            return labelText(dom, p, el);
    }
    return '';
}
const missing_form_label_rule = {
    scope: 'page',
    meta: {
        key: 'missingFormLabel',
        category: 'accessibility',
        severity: 'high',
        tier: 'manual',
        weight: 10,
        title: 'Form field has no label',
        help: 'Associate a visible <label for="field-id"> with each input, select and textarea (or wrap the field in the label); use aria-label only when a visible label is impossible.',
        lighthouse: 'label',
    },
    check({ dom }) {
        const fields = [];
        for (const tag of ['input', 'select', 'textarea']) {
            for (const el of dom.byTag(tag)) {
                if (tag === 'input' && NOT_LABELLED_TYPES.has((dom.attr(el, 'type') ?? 'text').trim().toLowerCase()))
                    continue;
                if (!isHiddenFromScreenReaders(dom, el))
                    fields.push(el);
            }
        }
        if (fields.length === 0)
            return { applicable: false, findings: [] };
        let labels;
        const findings = [];
        for (const el of fields) {
            // role=none/presentation is ignored on a focusable field, i.e. unless it is disabled.
            if ((isPresentational(el) && dom.attr(el, 'disabled') !== undefined) || nameWithoutContent(dom, el) !== '')
                continue;
            if (el.name !== 'select' && dom.attr(el, 'placeholder')?.trim())
                continue;
            const id = dom.attr(el, 'id');
            labels ??= labelTexts(dom);
            if (id && labels.get(id))
                continue;
            if (wrappingLabelText(dom, el))
                continue;
            const type = el.name === 'input' ? ` type="${(dom.attr(el, 'type') ?? 'text').toLowerCase()}"` : '';
            const name = dom.attr(el, 'name');
            findings.push({
                message: `<${el.name}${type}${name ? ` name="${name}"` : ''}> has no label, aria-label or title${el.name === 'select' ? '' : ' (or placeholder)'}.`,
                selector: dom.selector(el),
            });
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const missing_form_label = (missing_form_label_rule);

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/missing-lang.ts
/**
 * axe html-has-lang (Lighthouse audit of the same id). Passes when the root
 * <html> has a non-blank `lang`. A page with only `xml:lang` still fails: axe
 * accepts xml:lang alone only for XHTML documents, and a page served as
 * text/html is not one. A document without an <html> tag gets one from the
 * parser, without lang, so it fails too.
 */
const missing_lang_rule = {
    scope: 'page',
    meta: {
        key: 'missingLang',
        category: 'accessibility',
        severity: 'medium',
        tier: 'auto',
        weight: 7,
        title: 'Page has no lang attribute on <html>',
        help: 'Add the page language to the root element, e.g. <html lang="en">, so screen readers pronounce the text correctly.',
        lighthouse: 'html-has-lang',
    },
    check({ dom }) {
        const html = dom.byTag('html')[0];
        const lang = html ? dom.attr(html, 'lang') : undefined;
        if (lang !== undefined && lang.trim() !== '')
            return { applicable: true, findings: [] };
        const xmlLang = html ? dom.attr(html, 'xml:lang')?.trim() : undefined;
        const message = !html
            ? 'The page has no <html> element, so it has no lang attribute.'
            : xmlLang
                ? `<html> has xml:lang="${xmlLang}" but no lang; HTML pages need lang (keep both if you need xml:lang).`
                : lang !== undefined
                    ? '<html lang> is empty.'
                    : '<html> has no lang attribute.';
        return { applicable: true, findings: [{ message, selector: 'html' }] };
    },
};
/* harmony default export */ const missing_lang = (missing_lang_rule);

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/viewport-meta.ts
/** The <meta name="viewport"> elements in the head (name compared case-insensitively). */
function viewportMetas(dom) {
    return dom.head.filter((el) => el.name === 'meta' && dom.attr(el, 'name')?.trim().toLowerCase() === 'viewport');
}
/**
 * Parses a viewport content string the way browsers do: pairs separated by
 * commas, semicolons or whitespace, whitespace allowed around '='. Keys and
 * values lower-cased; later duplicates win.
 */
function parseViewportContent(content) {
    const out = new Map();
    const normalised = content.toLowerCase().replace(/\s*=\s*/g, '=');
    for (const part of normalised.split(/[,;\s]+/)) {
        if (!part)
            continue;
        const eq = part.indexOf('=');
        if (eq <= 0)
            out.set(eq === 0 ? '' : part, '');
        else
            out.set(part.slice(0, eq), part.slice(eq + 1));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/missing-viewport.ts

/**
 * Lighthouse viewport (now the viewport insight): a page without
 * <meta name="viewport"> is laid out at ~980px and shrunk on phones. The first
 * viewport tag is the one judged, and it passes when it sets a usable `width`
 * (device-width, device-height or a number) or a non-zero numeric
 * `initial-scale`; either one makes the browser use a mobile layout. As in
 * Lighthouse's viewport-meta computation, an initial-scale below 1 fails even
 * with a width: the page starts zoomed out, which is the desktop layout again.
 */
const WIDTH = /^(?:device-width|device-height|\d+(?:\.\d+)?(?:px)?)$/;
const NUMBER = /^\d*\.?\d+$/;
const missing_viewport_rule = {
    scope: 'page',
    meta: {
        key: 'missingViewport',
        category: 'accessibility',
        severity: 'medium',
        tier: 'auto',
        weight: 3,
        title: 'No mobile viewport meta tag',
        help: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head> so phones render the page at device width.',
        lighthouse: 'viewport',
    },
    check({ dom }) {
        const meta = viewportMetas(dom)[0];
        if (!meta)
            return { applicable: true, findings: [{ message: 'The page has no <meta name="viewport"> tag.' }] };
        const content = dom.attr(meta, 'content') ?? '';
        const props = parseViewportContent(content);
        const width = props.get('width');
        const scale = props.get('initial-scale');
        const scaleValue = scale !== undefined && NUMBER.test(scale) ? Number(scale) : undefined;
        if (scaleValue !== undefined && scaleValue < 1) {
            return {
                applicable: true,
                findings: [{ message: `<meta name="viewport" content="${content}"> sets initial-scale=${scale}, so phones show the page zoomed out; use initial-scale=1.`, selector: dom.selector(meta) }],
            };
        }
        if ((width !== undefined && WIDTH.test(width)) || scaleValue)
            return { applicable: true, findings: [] };
        return {
            applicable: true,
            findings: [{ message: `<meta name="viewport" content="${content}"> sets neither width nor initial-scale.`, selector: dom.selector(meta) }],
        };
    },
};
/* harmony default export */ const missing_viewport = (missing_viewport_rule);

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/viewport-prevents-zoom.ts
/**
 * axe meta-viewport (Lighthouse meta-viewport), thresholds as in axe: the
 * content is split on ',' and ';' only, then for each key=value pair
 * - user-scalable fails unless it is yes, device-width, device-height or a
 *   number outside (-1, 1) (so `no` and `0` fail);
 * - maximum-scale fails below 2, or when it is a word other than
 *   device-width/device-height; negative values are ignored.
 * Every viewport tag in the document is checked, not only the first, as axe does.
 */
const USER_SCALABLE_OK = new Set(['yes', 'device-width', 'device-height']);
const MAX_SCALE_WORDS = new Set(['device-width', 'device-height']);
const MIN_MAX_SCALE = 2;
function zoomBlocker(content) {
    for (const item of content.toLowerCase().split(/[;,]/)) {
        const [key, value] = item.split('=').map((p) => p.trim());
        if (!key || !value)
            continue;
        const n = parseFloat(value);
        if (key === 'user-scalable') {
            if ((Number.isNaN(n) && !USER_SCALABLE_OK.has(value)) || (n > -1 && n < 1))
                return `user-scalable=${value}`;
        }
        else if (key === 'maximum-scale') {
            if (n < 0)
                continue;
            if ((Number.isNaN(n) && !MAX_SCALE_WORDS.has(value)) || n < MIN_MAX_SCALE)
                return `maximum-scale=${value}`;
        }
    }
    return undefined;
}
const viewport_prevents_zoom_rule = {
    scope: 'page',
    meta: {
        key: 'viewportPreventsZoom',
        category: 'accessibility',
        severity: 'medium',
        tier: 'auto',
        weight: 3,
        title: 'Viewport meta tag prevents zooming',
        help: 'Remove user-scalable=no and any maximum-scale below 2 from <meta name="viewport"> so people with low vision can zoom.',
        lighthouse: 'meta-viewport',
    },
    check({ dom }) {
        const metas = dom.byTag('meta').filter((m) => dom.attr(m, 'name') === 'viewport');
        if (metas.length === 0)
            return { applicable: false, findings: [] };
        const findings = [];
        for (const m of metas) {
            const blocker = zoomBlocker(dom.attr(m, 'content') ?? '');
            if (blocker)
                findings.push({ message: `The viewport sets ${blocker}, which stops users zooming to read.`, selector: dom.selector(m) });
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const viewport_prevents_zoom = (viewport_prevents_zoom_rule);

;// CONCATENATED MODULE: ./src/engine/rules/accessibility/index.ts










/**
 * The cheap accessibility rules, run on every page from the PageIndex. The axe
 * rules they mirror are disabled in the axe sampler (src/engine/axe/) so no
 * problem is reported twice.
 */
const accessibilityRules = [
    missing_lang,
    invalid_lang,
    image_missing_alt,
    missing_form_label,
    empty_button,
    empty_link,
    duplicate_id,
    heading_order_skip,
    missing_viewport,
    viewport_prevents_zoom,
];

;// CONCATENATED MODULE: ./src/engine/rules/best-practices/doctype-mode.ts
const QUOTED = String.raw `(?:"([^"]*)"|'([^']*)')`;
const DOCTYPE = new RegExp(String.raw `^!doctype(?:\s+([^\s>]+))?(?:\s+(public|system)\s*${QUOTED}(?:\s*${QUOTED})?)?\s*$`, 'i');
/** Parses htmlparser2's directive text, e.g. `!DOCTYPE html PUBLIC "-//W3C//DTD..." "http://..."`. */
function parseDoctype(raw) {
    const m = DOCTYPE.exec(raw.trim());
    if (!m) {
        const name = /^!doctype\s+([^\s>]+)/i.exec(raw.trim())?.[1] ?? '';
        return { name: name.toLowerCase(), malformed: true };
    }
    const [, name = '', keyword, q1, q1s, q2, q2s] = m;
    const first = q1 ?? q1s;
    const second = q2 ?? q2s;
    if (!keyword)
        return { name: name.toLowerCase(), malformed: false };
    if (keyword.toLowerCase() === 'public')
        return { name: name.toLowerCase(), publicId: first, systemId: second, malformed: false };
    // SYSTEM takes one identifier; a second quoted string is a parse error (ignored by browsers).
    return { name: name.toLowerCase(), systemId: first, malformed: false };
}
// Public identifiers of pre-standards DTDs that trigger quirks mode, written as
// shared prefixes of the spec's list (every entry of the spec's list starts
// with one of these, and no standards-mode doctype does).
const QUIRKS_PREFIXES = [
    '+//silmaril//dtd html pro v0r11 19970101//',
    '-//as//dtd html 3.0 aswedit + extensions//',
    '-//advasoft ltd//dtd html 3.0 aswedit + extensions//',
    '-//ietf//dtd html',
    '-//metrius//dtd metrius presentational//',
    '-//microsoft//dtd internet explorer 2.0 ',
    '-//microsoft//dtd internet explorer 3.0 ',
    '-//netscape comm. corp.//dtd ',
    "-//o'reilly and associates//dtd html ",
    '-//sq//dtd html 2.0 hotmetal + extensions//',
    '-//softquad software//dtd hotmetal pro 6.0::19990601::extensions to html 4.0//',
    '-//softquad//dtd hotmetal pro 4.0::19971010::extensions to html 4.0//',
    '-//spyglass//dtd html 2.0 extended//',
    '-//sun microsystems corp.//dtd hotjava ',
    '-//w3c//dtd html 3',
    '-//w3c//dtd html 4.0 frameset//',
    '-//w3c//dtd html 4.0 transitional//',
    '-//w3c//dtd html experimental ',
    '-//w3c//dtd w3 html//',
    '-//w3o//dtd w3 html 3.0//',
    '-//webtechs//dtd mozilla html',
];
const QUIRKS_EXACT = ['-//w3o//dtd w3 html strict 3.0//en//', '-/w3c/dtd html 4.0 transitional/en', 'html'];
const HTML401_LOOSE = ['-//w3c//dtd html 4.01 frameset//', '-//w3c//dtd html 4.01 transitional//'];
const XHTML10_LOOSE = ['-//w3c//dtd xhtml 1.0 frameset//', '-//w3c//dtd xhtml 1.0 transitional//'];
function compatMode(d) {
    if (!d || d.malformed || d.name !== 'html')
        return 'quirks';
    const pub = d.publicId?.toLowerCase();
    const sys = d.systemId?.toLowerCase();
    if (sys === 'http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd')
        return 'quirks';
    if (pub !== undefined) {
        if (QUIRKS_EXACT.includes(pub) || QUIRKS_PREFIXES.some((p) => pub.startsWith(p)))
            return 'quirks';
        if (HTML401_LOOSE.some((p) => pub.startsWith(p)))
            return sys === undefined ? 'quirks' : 'limited-quirks';
        if (XHTML10_LOOSE.some((p) => pub.startsWith(p)))
            return 'limited-quirks';
    }
    return 'no-quirks';
}

;// CONCATENATED MODULE: ./src/engine/rules/best-practices/invalid-doctype.ts

/**
 * Lighthouse doctype: passes only when the browser renders in no-quirks
 * (standards) mode. So `<!DOCTYPE html>` passes, and so do old strict doctypes
 * such as XHTML 1.0 Strict (Lighthouse's compat-mode check comes before its
 * public/system id checks); a missing doctype, a name other than html, a
 * pre-standards public id (quirks) or an XHTML 1.0 / HTML 4.01 Transitional
 * one (limited quirks) fails. A doctype after an element or text is ignored by
 * browsers, so it counts as missing.
 */
const invalid_doctype_rule = {
    scope: 'page',
    meta: {
        key: 'invalidDoctype',
        category: 'bestPractices',
        severity: 'low',
        tier: 'manual',
        weight: 1,
        title: 'Page lacks the HTML5 doctype',
        help: 'Start the document with <!DOCTYPE html> so browsers render it in standards mode instead of quirks mode.',
        lighthouse: 'doctype',
    },
    check({ dom }) {
        let raw;
        for (const n of dom.doc.children) {
            if (n.type === 'comment' || (n.type === 'text' && n.data.trim() === ''))
                continue;
            if (n.type === 'directive' && n.data.startsWith('?'))
                continue; // <?xml ...?> is a bogus comment to an HTML parser
            if (n.type === 'directive' && /^!doctype/i.test(n.data))
                raw = n.data;
            break;
        }
        if (raw === undefined)
            return { applicable: true, findings: [{ message: 'The document has no doctype, so browsers render it in quirks mode.' }] };
        const parsed = parseDoctype(raw);
        const mode = compatMode(parsed);
        if (mode === 'no-quirks')
            return { applicable: true, findings: [] };
        const shown = `<${raw.trim()}>`;
        const message = parsed.name !== 'html' || parsed.malformed
            ? `${shown} is not a valid HTML doctype (the name must be "html"); browsers render the page in quirks mode.`
            : `${shown} puts browsers in ${mode} mode.`;
        return { applicable: true, findings: [{ message }] };
    },
};
/* harmony default export */ const invalid_doctype = (invalid_doctype_rule);

;// CONCATENATED MODULE: ./src/engine/rules/best-practices/missing-charset.ts
/**
 * Lighthouse charset: the encoding must be declared by the Content-Type header
 * (`charset=` with a name of 2+ IANA-name characters), a byte-order mark, or a
 * <meta charset> / <meta http-equiv="Content-Type"> whose tag text starts in the
 * first 1024 characters of the HTML; later declarations come too late for the
 * browser's encoding sniffing. The crawler drops a BOM when decoding and
 * records it as `page.bom`.
 */
const IANA_NAME = /^[a-zA-Z0-9\-_:.()]{2,}$/;
const CHARSET_PARAM = /charset\s*=\s*[a-zA-Z0-9\-_:.()]{2,}/i;
const CHARSET_TAG_EARLY = /<meta[^>]+charset[^<]+>/i;
const missing_charset_rule = {
    scope: 'page',
    meta: {
        key: 'missingCharset',
        category: 'bestPractices',
        severity: 'low',
        tier: 'auto',
        weight: 1,
        title: 'Character encoding is not declared',
        help: 'Send Content-Type: text/html; charset=utf-8, or put <meta charset="utf-8"> as the first element of <head>.',
        lighthouse: 'charset',
    },
    check({ page, dom }) {
        const header = page.headers['content-type'];
        if (header && CHARSET_PARAM.test(header))
            return { applicable: true, findings: [] };
        const html = page.html;
        if (page.bom || html?.charCodeAt(0) === 0xfeff)
            return { applicable: true, findings: [] };
        const early = html === undefined || CHARSET_TAG_EARLY.test(html.slice(0, 1024));
        const declared = dom.byTag('meta').some((m) => {
            const charset = dom.attr(m, 'charset');
            if (charset !== undefined)
                return IANA_NAME.test(charset.trim());
            return dom.attr(m, 'http-equiv')?.trim().toLowerCase() === 'content-type' && CHARSET_PARAM.test(dom.attr(m, 'content') ?? '');
        });
        if (early && declared)
            return { applicable: true, findings: [] };
        const message = declared
            ? 'The <meta charset> comes after the first 1024 bytes of HTML, too late for browsers to use it.'
            : 'Neither the Content-Type header nor a <meta charset> declares the character encoding.';
        return { applicable: true, findings: [{ message }] };
    },
};
/* harmony default export */ const missing_charset = (missing_charset_rule);

;// CONCATENATED MODULE: ./src/engine/rules/best-practices/missing-security-headers.ts
/**
 * Baseline security headers on HTTPS pages. Lighthouse has no scored audit for
 * them (has-hsts, csp-xss and clickjacking-mitigation are unscored "trust and
 * safety" diagnostics), so this rule is ours, weighs little and is low
 * severity. We ask for the three that are safe to add without studying the
 * site:
 * - Strict-Transport-Security with a max-age above 0 (stops SSL-stripping on
 *   the next visit); only meaningful over HTTPS, so http pages are not judged;
 * - X-Content-Type-Options: nosniff (stops MIME sniffing of user content);
 * - framing protection: X-Frame-Options DENY/SAMEORIGIN or a CSP frame-ancestors.
 * A full script CSP is deliberately not required: writing one needs knowledge
 * of the site's scripts, and a wrong one breaks pages. It is a site-wide
 * setting, but headers can differ per route, so it is judged per page and the
 * engine groups identical findings.
 */
function cspFrameAncestors(csp) {
    return !!csp && /(?:^|[;,])\s*frame-ancestors\s/i.test(csp);
}
const missing_security_headers_rule = {
    scope: 'page',
    meta: {
        key: 'missingSecurityHeaders',
        category: 'bestPractices',
        severity: 'low',
        tier: 'auto',
        weight: 1,
        title: 'Security headers are missing',
        help: 'Send Strict-Transport-Security: max-age=31536000, X-Content-Type-Options: nosniff and X-Frame-Options: SAMEORIGIN (or CSP frame-ancestors) from your host or CDN configuration.',
    },
    check({ url, page }) {
        if (url.protocol !== 'https:')
            return { applicable: false, findings: [] };
        const h = page.headers;
        const findings = [];
        const hsts = h['strict-transport-security'];
        const maxAge = hsts ? /max-age\s*=\s*"?(\d+)/i.exec(hsts)?.[1] : undefined;
        if (!hsts)
            findings.push({ message: 'No Strict-Transport-Security header; browsers may still try HTTP first.', target: 'strict-transport-security' });
        else if (!maxAge || Number(maxAge) === 0)
            findings.push({ message: `Strict-Transport-Security "${hsts}" has no positive max-age, so it does nothing.`, target: 'strict-transport-security' });
        if (h['x-content-type-options']?.trim().toLowerCase() !== 'nosniff') {
            findings.push({ message: 'No X-Content-Type-Options: nosniff header.', target: 'x-content-type-options' });
        }
        const xfo = h['x-frame-options']?.trim().toLowerCase();
        if (xfo !== 'deny' && xfo !== 'sameorigin' && !cspFrameAncestors(h['content-security-policy'])) {
            findings.push({ message: 'Neither X-Frame-Options nor a CSP frame-ancestors directive stops other sites framing the page (clickjacking).', target: 'x-frame-options' });
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const missing_security_headers = (missing_security_headers_rule);

;// CONCATENATED MODULE: ./src/engine/rules/best-practices/secure-origin.ts
/**
 * Lighthouse treats http://localhost, http://127.0.0.1 and *.localhost as
 * secure (browsers make them secure contexts), so neither is-on-https nor our
 * rules flag a preview served locally over plain HTTP.
 */
function isLikeLocalhost(hostname) {
    const h = hostname.toLowerCase();
    return h === 'localhost' || h === '127.0.0.1' || h.endsWith('.localhost');
}
/** True for URLs Lighthouse counts as insecure requests: plain http to a non-local host. */
function isInsecureUrl(url) {
    if (!/^\s*http:/i.test(url))
        return false;
    try {
        return !isLikeLocalhost(new URL(url.trim()).hostname);
    }
    catch {
        return false; // not a URL a browser would request
    }
}

;// CONCATENATED MODULE: ./src/engine/rules/best-practices/mixed-content.ts

/**
 * The subresource half of Lighthouse is-on-https: an https page that loads
 * anything over http://. Browsers block active mixed content (scripts,
 * stylesheets, iframes) and auto-upgrade or warn on images and media, but
 * Lighthouse lists every insecure request either way, so any one fails here.
 * Only absolute http: URLs matter: relative and protocol-relative URLs inherit
 * https. A Content-Security-Policy with upgrade-insecure-requests (header or
 * <meta http-equiv>) makes the browser request https instead, so it passes.
 * Markup a browser never loads (template contents, noscript) is ignored.
 */
const SRC_TAGS = {
    img: ['src', 'srcset'],
    source: ['src', 'srcset'],
    script: ['src'],
    iframe: ['src'],
    video: ['src', 'poster'],
    audio: ['src'],
    track: ['src'],
    embed: ['src'],
    object: ['data'],
};
const LINK_RELS = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'manifest']);
function upgradesInsecure(policy) {
    return !!policy && /(?:^|[;,]\s*)upgrade-insecure-requests\b/i.test(policy.trim());
}
function inInertContent(el) {
    for (let p = el.parent; p && p.type !== 'root'; p = p.parent) {
        const name = p.name;
        if (name === 'template' || name === 'noscript')
            return true;
    }
    return false;
}
function urlsOf(value, attr) {
    if (attr !== 'srcset')
        return [value];
    return value.split(',').map((c) => c.trim().split(/\s+/)[0]).filter(Boolean);
}
function insecureUrls(dom) {
    const out = [];
    const add = (el, attr) => {
        const v = dom.attr(el, attr);
        if (!v || !/http:/i.test(v))
            return;
        for (const u of urlsOf(v, attr))
            if (isInsecureUrl(u) && !inInertContent(el))
                out.push({ url: u.trim(), el });
    };
    for (const [tag, attrs] of Object.entries(SRC_TAGS))
        for (const el of dom.byTag(tag))
            for (const a of attrs)
                add(el, a);
    for (const el of dom.byTag('link')) {
        const rels = (dom.attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
        if (rels.some((r) => LINK_RELS.has(r)))
            add(el, 'href');
    }
    return out;
}
const mixed_content_rule = {
    scope: 'page',
    meta: {
        key: 'mixedContent',
        category: 'bestPractices',
        severity: 'high',
        tier: 'manual',
        weight: 3,
        title: 'HTTPS page loads resources over HTTP',
        help: 'Change http:// resource URLs to https:// (or relative URLs); if every host supports HTTPS, a Content-Security-Policy: upgrade-insecure-requests header fixes them all.',
        lighthouse: 'is-on-https',
    },
    check({ url, dom, page }) {
        if (url.protocol !== 'https:')
            return { applicable: false, findings: [] };
        if (upgradesInsecure(page.headers['content-security-policy']))
            return { applicable: true, findings: [] };
        for (const m of dom.byTag('meta')) {
            if (dom.attr(m, 'http-equiv')?.trim().toLowerCase() === 'content-security-policy' && upgradesInsecure(dom.attr(m, 'content'))) {
                return { applicable: true, findings: [] };
            }
        }
        const seen = new Set();
        const findings = [];
        for (const { url: u, el } of insecureUrls(dom)) {
            if (seen.has(u))
                continue;
            seen.add(u);
            findings.push({ message: `<${el.name}> loads ${u} over HTTP on an HTTPS page.`, selector: dom.selector(el), target: u });
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const mixed_content = (mixed_content_rule);

;// CONCATENATED MODULE: ./src/engine/rules/best-practices/not-https.ts

/**
 * Lighthouse is-on-https, for the page itself (its subresources are
 * mixedContent). Judged on the final URL after redirects: an http:// URL that
 * redirects to https:// passes here. Local hosts count as secure, as in Lighthouse.
 */
const not_https_rule = {
    scope: 'page',
    meta: {
        key: 'notHttps',
        category: 'bestPractices',
        severity: 'high',
        tier: 'auto',
        weight: 5,
        title: 'Page is served over plain HTTP',
        help: 'Serve the site over HTTPS and redirect every http:// URL to its https:// equivalent with a 301.',
        lighthouse: 'is-on-https',
    },
    check({ url }) {
        if (url.protocol !== 'http:' || isLikeLocalhost(url.hostname))
            return { applicable: true, findings: [] };
        return { applicable: true, findings: [{ message: `${url.href} is served over HTTP, so it can be read and altered in transit.`, target: url.href }] };
    },
};
/* harmony default export */ const not_https = (not_https_rule);

;// CONCATENATED MODULE: ./src/engine/rules/best-practices/index.ts





const bestPracticesRules = [not_https, mixed_content, invalid_doctype, missing_charset, missing_security_headers];

;// CONCATENATED MODULE: ./src/engine/rules/performance/large-page.ts
/**
 * Heavy HTML: Lighthouse has no audit on the HTML document's size alone (its
 * total-byte-weight warns at 1.6 MB for the page and all its resources), so the
 * threshold is ours. 500 KB of decoded HTML is about 15 times the web's median
 * page and means a very large DOM to parse and lay out (Lighthouse's dom-size
 * warns at 1,400 elements, which typical markup reaches near 100-200 KB); the
 * HTML must also arrive before anything else starts. A body the crawler had
 * to cut at its size cap is reported too.
 */
const LARGE_HTML_BYTES = 500 * 1024;
const kb = (n) => `${Math.round(n / 1024)} KB`;
const large_page_rule = {
    scope: 'page',
    meta: {
        key: 'largePage',
        category: 'performance',
        severity: 'medium',
        tier: 'manual',
        weight: 2,
        title: 'HTML document is very large',
        help: 'Keep the HTML under 500 KB: paginate long lists, lazy-render below-the-fold sections, and move inline data (JSON state, SVG sprites, base64 images) to cacheable files.',
    },
    check({ page, dom }) {
        if (page.truncated) {
            return { applicable: true, findings: [{ message: `The HTML is larger than the crawler's size cap (stopped at ${kb(page.bytes)}).` }] };
        }
        if (page.bytes <= LARGE_HTML_BYTES)
            return { applicable: true, findings: [] };
        const elements = dom ? `, ${dom.elements.length.toLocaleString('en-US')} elements` : '';
        return {
            applicable: true,
            findings: [{ message: `The HTML is ${kb(page.bytes)} decoded (${kb(page.transferBytes)} transferred${elements}); keep it under ${kb(LARGE_HTML_BYTES)}.` }],
        };
    },
};
/* harmony default export */ const large_page = (large_page_rule);

;// CONCATENATED MODULE: ./src/engine/rules/performance/missing-cache-headers.ts
/**
 * An HTML response with no Cache-Control, no ETag and no Last-Modified: the
 * browser and CDNs get no instruction and no validator, so every visit (and
 * every back navigation after the heuristic freshness runs out) downloads the
 * whole page again instead of a 304. Lighthouse's uses-long-cache-ttl ignores
 * the main document on purpose (HTML usually must stay fresh), so there is no
 * matching audit: any one of the three headers passes, including
 * Cache-Control: no-cache or no-store, which are deliberate choices.
 */
const missing_cache_headers_rule = {
    scope: 'page',
    meta: {
        key: 'missingCacheHeaders',
        category: 'performance',
        severity: 'low',
        tier: 'auto',
        weight: 1,
        title: 'Page has no caching headers',
        help: 'Send an ETag or Last-Modified validator with HTML (most servers and CDNs can add one), plus a Cache-Control such as "public, max-age=0, must-revalidate".',
    },
    check({ page }) {
        if (page.status !== 200)
            return { applicable: false, findings: [] };
        const h = page.headers;
        if (h['cache-control'] || h['etag'] || h['last-modified'])
            return { applicable: true, findings: [] };
        return { applicable: true, findings: [{ message: 'The response has no Cache-Control, ETag or Last-Modified header, so it cannot be revalidated and is re-downloaded in full.' }] };
    },
};
/* harmony default export */ const missing_cache_headers = (missing_cache_headers_rule);

;// CONCATENATED MODULE: ./src/engine/rules/performance/render-blocking-resources.ts

/**
 * Lighthouse render-blocking-resources (now the render-blocking insight): any
 * script or stylesheet in <head> that the browser must fetch before it paints.
 * Lighthouse only fails when the blocking costs measurable time; without a
 * browser we cannot measure that, so any blocking request is reported and the
 * finding says it is an estimate. Which requests block: see render-blocking.ts.
 */
const render_blocking_resources_rule = {
    scope: 'page',
    meta: {
        key: 'renderBlockingResources',
        category: 'performance',
        severity: 'low',
        tier: 'manual',
        weight: 3,
        title: 'Render-blocking scripts or stylesheets in <head>',
        help: 'Add defer (or async) to scripts in <head>, inline the CSS needed for the first screen and load the rest without blocking (e.g. media="print" swapped on load).',
        lighthouse: 'render-blocking-resources',
    },
    check({ dom }) {
        const blocking = renderBlockingResources(dom);
        const findings = blocking.map((el) => {
            const url = dom.attr(el, el.name === 'script' ? 'src' : 'href');
            return {
                // One finding per request; the engine groups them per page and counts the rest.
                message: `${el.name === 'script' ? 'Script' : 'Stylesheet'} ${url} in <head> blocks first paint (estimated from markup).`,
                selector: dom.selector(el),
                target: url,
            };
        });
        return { applicable: true, findings };
    },
};
/* harmony default export */ const render_blocking_resources = (render_blocking_resources_rule);

;// CONCATENATED MODULE: ./src/engine/rules/performance/slow-response.ts
/**
 * Lighthouse server-response-time fails the document request when the server
 * takes more than 600 ms to start answering. The crawler's time to first byte
 * also includes the network path from where the audit runs (DNS, TCP, TLS on a
 * fresh connection), so this is an estimate that leans pessimistic from far
 * away runners; repeated findings across pages point at the server, not the link.
 */
const SLOW_TTFB_MS = 600;
const slow_response_rule = {
    scope: 'page',
    meta: {
        key: 'slowResponse',
        category: 'performance',
        severity: 'medium',
        tier: 'manual',
        weight: 3,
        title: 'Server responds slowly',
        help: 'Keep time to first byte under 600 ms: cache rendered pages (CDN or full-page cache), speed up slow database or API calls, and avoid rendering on every request.',
        lighthouse: 'server-response-time',
    },
    check({ page }) {
        if (!(page.ttfbMs > SLOW_TTFB_MS))
            return { applicable: true, findings: [] };
        return {
            applicable: true,
            findings: [{ message: `The server took ${Math.round(page.ttfbMs)} ms to send the first byte (measured by the crawler); aim for under ${SLOW_TTFB_MS} ms.` }],
        };
    },
};
/* harmony default export */ const slow_response = (slow_response_rule);

;// CONCATENATED MODULE: ./src/engine/rules/performance/uncompressed-response.ts

/**
 * Lighthouse uses-text-compression (now part of the document-latency insight):
 * a text response sent without gzip, Brotli, zstd or deflate. Lighthouse only
 * reports a response when compressing would save at least 1,400 bytes (about
 * one TCP packet) and at least 10%. Markup always saves more than 10%, so the
 * question is only the 1,400 bytes: for bodies up to 8 KB we gzip the HTML to
 * find out (cheap at that size), above that any text saves far more. The
 * crawler asks for gzip, br and deflate, so a server that answers plain has no
 * compression configured for this type.
 */
const ENCODINGS = new Set(['gzip', 'x-gzip', 'br', 'zstd', 'deflate']);
const TEXT_TYPE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript|ecmascript|xhtml\+xml)\b|image\/svg\+xml)/i;
const MIN_SAVINGS_BYTES = 1400;
const MEASURE_UP_TO_BYTES = 8 * 1024;
function savings(bytes, html) {
    if (html !== undefined && bytes <= MEASURE_UP_TO_BYTES)
        return bytes - (0,external_node_zlib_.gzipSync)(html).length;
    // Without the body (or when it is large) assume the typical 3:1 ratio of markup.
    return Math.round(bytes * (2 / 3));
}
const uncompressed_response_rule = {
    scope: 'page',
    htmlOnly: false,
    meta: {
        key: 'uncompressedResponse',
        category: 'performance',
        severity: 'medium',
        tier: 'auto',
        weight: 2,
        title: 'Text response is not compressed',
        help: 'Enable gzip or Brotli compression for HTML, CSS, JavaScript, JSON, XML and SVG in your server or CDN configuration.',
        lighthouse: 'uses-text-compression',
    },
    check({ page }) {
        const type = page.contentType || page.headers['content-type'] || '';
        if (!TEXT_TYPE.test(type) || page.status >= 300 || page.bytes <= MIN_SAVINGS_BYTES)
            return { applicable: false, findings: [] };
        const encodings = (page.headers['content-encoding'] ?? '').toLowerCase().split(',').map((e) => e.trim());
        if (encodings.some((e) => ENCODINGS.has(e)))
            return { applicable: true, findings: [] };
        const saved = savings(page.bytes, page.html);
        if (saved < MIN_SAVINGS_BYTES || saved < page.bytes * 0.1)
            return { applicable: true, findings: [] };
        return {
            applicable: true,
            findings: [{ message: `${Math.round(page.bytes / 1024)} KB sent without compression; gzip would save about ${Math.round(saved / 1024)} KB.` }],
        };
    },
};
/* harmony default export */ const uncompressed_response = (uncompressed_response_rule);

;// CONCATENATED MODULE: ./src/engine/rules/performance/unsized-images.ts

/**
 * Lighthouse unsized-images: an image without an explicit size shifts the
 * layout when it loads (CLS). Sized means width and height both explicit, or
 * one of them plus a CSS aspect-ratio; an HTML attribute counts when it parses
 * as a non-negative integer without a leading '+', a CSS value when it is not
 * auto/initial/unset/inherit. Skipped, as Lighthouse skips them: images
 * positioned fixed or absolute (out of flow), non-network SVGs (data:/blob:),
 * and images that are not displayed. We only see inline styles: an image sized
 * by a stylesheet is reported here although Lighthouse passes it, so treat
 * the findings as an estimate (low severity).
 */
const CSS_UNSET = new Set(['auto', 'initial', 'unset', 'inherit', '']);
function inlineStyle(el) {
    const out = new Map();
    const style = el.attribs.style;
    if (!style)
        return out;
    for (const decl of style.split(';')) {
        const i = decl.indexOf(':');
        if (i > 0)
            out.set(decl.slice(0, i).trim().toLowerCase(), decl.slice(i + 1).replace(/!important/i, '').trim().toLowerCase());
    }
    return out;
}
function htmlSize(value) {
    if (!value || value.trim().startsWith('+'))
        return false;
    return parseInt(value, 10) >= 0;
}
const cssSize = (v) => v !== undefined && !CSS_UNSET.has(v);
function isSized(dom, img, style = inlineStyle(img)) {
    const w = htmlSize(dom.attr(img, 'width')) || cssSize(style.get('width'));
    const h = htmlSize(dom.attr(img, 'height')) || cssSize(style.get('height'));
    const ratio = cssSize(style.get('aspect-ratio'));
    return (w && h) || (ratio && (w || h));
}
function isNonNetworkSvg(src) {
    const s = src.trim().toLowerCase();
    return s.startsWith('data:image/svg+xml') || (s.startsWith('blob:') && s.endsWith('.svg'));
}
const unsized_images_rule = {
    scope: 'page',
    meta: {
        key: 'unsizedImages',
        category: 'performance',
        severity: 'low',
        tier: 'auto',
        weight: 1,
        title: 'Images without explicit width and height',
        help: 'Add width and height attributes with the image\'s intrinsic size (CSS can still make it responsive with height: auto), or set an aspect-ratio.',
        lighthouse: 'unsized-images',
    },
    check({ dom }) {
        const findings = [];
        let applicable = false;
        for (const img of dom.byTag('img')) {
            if (isHiddenByMarkup(dom, img))
                continue;
            const style = inlineStyle(img);
            const position = style.get('position');
            if (position === 'fixed' || position === 'absolute')
                continue;
            const src = dom.attr(img, 'src') ?? '';
            if (isNonNetworkSvg(src))
                continue;
            applicable = true;
            if (isSized(dom, img, style))
                continue;
            findings.push({
                message: `Image ${src.length > 80 ? src.slice(0, 77) + '...' : src || '(no src)'} has no explicit width and height (estimated from inline markup).`,
                selector: dom.selector(img),
            });
        }
        return { applicable, findings };
    },
};
/* harmony default export */ const unsized_images = (unsized_images_rule);

;// CONCATENATED MODULE: ./src/engine/rules/performance/index.ts






/** Static performance estimates from what the crawler measured; no browser runs. */
const performanceRules = [slow_response, large_page, uncompressed_response, render_blocking_resources, unsized_images, missing_cache_headers];



;// CONCATENATED MODULE: ./src/engine/rules/shared/head-meta.ts
/**
 * Reading <title> and <meta> the way a browser exposes them to crawlers. Every
 * SEO rule on titles and descriptions goes through here so they agree on which
 * element counts.
 */
function insideSvg(el) {
    for (let p = el.parent; p; p = p.parent)
        if (p.name === 'svg')
            return true;
    return false;
}
/**
 * The document title: the first HTML <title> anywhere in the document, as
 * `document.title` picks it (an SVG <title> is an image caption, not the page
 * title). Text is trimmed with whitespace collapsed, as search results show it.
 */
function documentTitle(dom) {
    for (const el of dom.byTag('title'))
        if (!insideSvg(el))
            return { el, text: dom.text(el) };
    return undefined;
}
/** The first <meta> in <head> whose name (case-insensitive) is `name`; Lighthouse only reads head metas. */
function headMetaByName(dom, name) {
    for (const el of dom.head)
        if (el.name === 'meta' && el.attribs.name?.trim().toLowerCase() === name)
            return el;
    return undefined;
}
/** Every <meta> in <head> with one of the given names (lower-case). */
function headMetasByName(dom, names) {
    const out = [];
    for (const el of dom.head) {
        if (el.name !== 'meta')
            continue;
        const n = el.attribs.name?.trim().toLowerCase();
        if (n !== undefined && names.has(n))
            out.push(el);
    }
    return out;
}
/** Meta description content, whitespace collapsed; undefined when the tag is absent. */
function metaDescription(dom) {
    const el = headMetaByName(dom, 'description');
    if (!el)
        return undefined;
    return { el, text: collapse(el.attribs.content ?? '') };
}
/** Trims and collapses runs of whitespace: what a result snippet displays. */
function collapse(s) {
    return s.replace(/\s+/g, ' ').trim();
}
/** Length in characters as a reader counts them (code points, so emoji count once). */
function charLength(s) {
    let n = 0;
    for (const _ of s)
        n++;
    return n;
}

;// CONCATENATED MODULE: ./src/engine/rules/seo/missing-title.ts

/**
 * Lighthouse's document-title fails when `document.title` is empty after
 * trimming: no <title> at all, or one holding only whitespace. A title inside an
 * inline SVG does not count, since it names the graphic, not the page.
 */
const missing_title_rule = {
    scope: 'page',
    meta: {
        key: 'missingTitle',
        category: 'seo',
        severity: 'high',
        tier: 'auto',
        weight: 1,
        title: 'Page has no title',
        help: 'Add a unique <title> inside <head> that describes the page in under 60 characters; search results and browser tabs show it.',
        lighthouse: 'document-title',
    },
    check(ctx) {
        const title = documentTitle(ctx.dom);
        if (!title)
            return { applicable: true, findings: [{ message: 'The page has no <title> element.' }] };
        if (!title.text) {
            return { applicable: true, findings: [{ message: 'The <title> element is empty.', selector: ctx.dom.selector(title.el) }] };
        }
        return { applicable: true, findings: [] };
    },
};
/* harmony default export */ const missing_title = (missing_title_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/title-too-long.ts

/** Titles longer than this are commonly cut off in Google's desktop results (~600 px). */
const MAX_TITLE_CHARS = 60;
/**
 * Lighthouse has no title-length audit; this one is ours. Length is measured on
 * the trimmed, whitespace-collapsed text because that is what a result shows.
 */
const title_too_long_rule = {
    scope: 'page',
    meta: {
        key: 'titleTooLong',
        category: 'seo',
        severity: 'low',
        tier: 'auto',
        weight: 0.3,
        title: 'Title is too long',
        help: `Shorten the <title> to ${MAX_TITLE_CHARS} characters or fewer, with the most important words first, so results do not truncate it.`,
    },
    check(ctx) {
        const title = documentTitle(ctx.dom);
        if (!title?.text)
            return { applicable: false, findings: [] };
        const n = charLength(title.text);
        if (n <= MAX_TITLE_CHARS)
            return { applicable: true, findings: [] };
        return {
            applicable: true,
            findings: [
                {
                    message: `Title is ${n} characters; keep it to ${MAX_TITLE_CHARS} or fewer so it is not truncated in results.`,
                    selector: ctx.dom.selector(title.el),
                },
            ],
        };
    },
};
/* harmony default export */ const title_too_long = (title_too_long_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/title-too-short.ts

/** Below this a title rarely says enough to earn the click (e.g. "Home"). */
const MIN_TITLE_CHARS = 10;
/** Ours, not Lighthouse's; an empty title is missingTitle's finding, not this one's. */
const title_too_short_rule = {
    scope: 'page',
    meta: {
        key: 'titleTooShort',
        category: 'seo',
        severity: 'low',
        tier: 'auto',
        weight: 0.3,
        title: 'Title is too short',
        help: 'Write a title of at least 10 characters that names the page topic and the site, e.g. "Pricing – Acme Analytics".',
    },
    check(ctx) {
        const title = documentTitle(ctx.dom);
        if (!title?.text)
            return { applicable: false, findings: [] };
        const n = charLength(title.text);
        if (n >= MIN_TITLE_CHARS)
            return { applicable: true, findings: [] };
        return {
            applicable: true,
            findings: [
                {
                    message: `Title "${title.text}" is ${n} characters; use at least ${MIN_TITLE_CHARS} to describe the page.`,
                    selector: ctx.dom.selector(title.el),
                },
            ],
        };
    },
};
/* harmony default export */ const title_too_short = (title_too_short_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/missing-meta-description.ts

/**
 * Lighthouse's meta-description reads the first <meta name="description"> in
 * <head> (name case-insensitive) and fails when it is absent or its content is
 * empty after trimming. Later duplicates are not consulted, so neither are they here.
 */
const missing_meta_description_rule = {
    scope: 'page',
    meta: {
        key: 'missingMetaDescription',
        category: 'seo',
        severity: 'medium',
        tier: 'auto',
        weight: 1,
        title: 'Page has no meta description',
        help: 'Add <meta name="description" content="..."> in <head> with a 50-160 character summary of the page; results often show it as the snippet.',
        lighthouse: 'meta-description',
    },
    check(ctx) {
        const desc = metaDescription(ctx.dom);
        if (!desc)
            return { applicable: true, findings: [{ message: 'The page has no <meta name="description"> in <head>.' }] };
        if (!desc.text) {
            return {
                applicable: true,
                findings: [{ message: 'The meta description is empty.', selector: ctx.dom.selector(desc.el) }],
            };
        }
        return { applicable: true, findings: [] };
    },
};
/* harmony default export */ const missing_meta_description = (missing_meta_description_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/meta-description-too-long.ts

/** Google truncates snippets around 155-160 characters on desktop. */
const MAX_DESCRIPTION_CHARS = 160;
const meta_description_too_long_rule = {
    scope: 'page',
    meta: {
        key: 'metaDescriptionTooLong',
        category: 'seo',
        severity: 'low',
        tier: 'auto',
        weight: 0.3,
        title: 'Meta description is too long',
        help: `Shorten the meta description to ${MAX_DESCRIPTION_CHARS} characters or fewer, putting the key message first.`,
    },
    check(ctx) {
        const desc = metaDescription(ctx.dom);
        if (!desc?.text)
            return { applicable: false, findings: [] };
        const n = charLength(desc.text);
        if (n <= MAX_DESCRIPTION_CHARS)
            return { applicable: true, findings: [] };
        return {
            applicable: true,
            findings: [
                {
                    message: `Meta description is ${n} characters; keep it to ${MAX_DESCRIPTION_CHARS} so the snippet is not cut off.`,
                    selector: ctx.dom.selector(desc.el),
                },
            ],
        };
    },
};
/* harmony default export */ const meta_description_too_long = (meta_description_too_long_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/meta-description-too-short.ts

/** Shorter descriptions are usually replaced by text Google picks from the page. */
const MIN_DESCRIPTION_CHARS = 50;
/** An empty description is missingMetaDescription's finding (as in Lighthouse), not this one's. */
const meta_description_too_short_rule = {
    scope: 'page',
    meta: {
        key: 'metaDescriptionTooShort',
        category: 'seo',
        severity: 'low',
        tier: 'auto',
        weight: 0.3,
        title: 'Meta description is too short',
        help: `Expand the meta description to at least ${MIN_DESCRIPTION_CHARS} characters that summarise what the page offers.`,
    },
    check(ctx) {
        const desc = metaDescription(ctx.dom);
        if (!desc?.text)
            return { applicable: false, findings: [] };
        const n = charLength(desc.text);
        if (n >= MIN_DESCRIPTION_CHARS)
            return { applicable: true, findings: [] };
        return {
            applicable: true,
            findings: [
                {
                    message: `Meta description is ${n} characters; use at least ${MIN_DESCRIPTION_CHARS} so search engines show it instead of guessing a snippet.`,
                    selector: ctx.dom.selector(desc.el),
                },
            ],
        };
    },
};
/* harmony default export */ const meta_description_too_short = (meta_description_too_short_rule);

;// CONCATENATED MODULE: ./src/engine/rules/shared/headings.ts
/**
 * <h1> elements that say something: an empty <h1> (a logo wrapper with no alt,
 * a placeholder) gives search engines no heading, so it neither satisfies
 * "has an H1" nor competes as a second one.
 */
function meaningfulH1s(dom) {
    return dom.byTag('h1').filter((el) => el.attribs.hidden === undefined && el.attribs['aria-hidden'] !== 'true' && dom.accessibleName(el) !== '');
}

;// CONCATENATED MODULE: ./src/engine/rules/seo/missing-h1.ts

/** Not a Lighthouse audit: the H1 is the strongest on-page statement of the topic. */
const missing_h1_rule = {
    scope: 'page',
    meta: {
        key: 'missingH1',
        category: 'seo',
        severity: 'medium',
        tier: 'manual',
        weight: 0.5,
        title: 'Page has no H1 heading',
        help: 'Add one <h1> near the top of the main content that states what the page is about in words.',
    },
    check(ctx) {
        const dom = ctx.dom;
        if (meaningfulH1s(dom).length > 0)
            return { applicable: true, findings: [] };
        const empty = dom.byTag('h1')[0];
        return {
            applicable: true,
            findings: [
                empty
                    ? { message: 'The page has <h1> elements but none with visible text.', selector: dom.selector(empty) }
                    : { message: 'The page has no <h1> heading.' },
            ],
        };
    },
};
/* harmony default export */ const missing_h1 = (missing_h1_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/multiple-h1.ts

/**
 * Several H1s are valid HTML, but they dilute the page's main topic and usually
 * mean a template uses <h1> for a logo or a sidebar title.
 */
const multiple_h1_rule = {
    scope: 'page',
    meta: {
        key: 'multipleH1',
        category: 'seo',
        severity: 'low',
        tier: 'manual',
        weight: 0.2,
        title: 'Page has more than one H1 heading',
        help: 'Keep a single <h1> for the page topic and turn the others into <h2>-<h6> (or plain elements for logos).',
    },
    check(ctx) {
        const dom = ctx.dom;
        const h1s = meaningfulH1s(dom);
        if (h1s.length === 0)
            return { applicable: false, findings: [] };
        if (h1s.length === 1)
            return { applicable: true, findings: [] };
        return {
            applicable: true,
            findings: h1s.slice(1).map((el) => ({
                message: `Extra <h1> "${truncate(dom.accessibleName(el), 60)}" (the page has ${h1s.length}).`,
                selector: dom.selector(el),
            })),
        };
    },
};
function truncate(s, n) {
    return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
/* harmony default export */ const multiple_h1 = (multiple_h1_rule);

;// CONCATENATED MODULE: ./src/engine/rules/shared/link-header.ts
/**
 * Parsing of the HTTP `Link` header (RFC 8288). Canonical and hreflang links can
 * be sent there instead of in <head> (common for PDFs and on CDNs), and Lighthouse
 * reads both sources, so the SEO rules must too.
 */
/** Splits on `sep` outside <...> and "..." so commas inside URLs and quoted values survive. */
function splitOutside(value, sep) {
    const parts = [];
    let cur = '';
    let inAngle = false;
    let inQuote = false;
    for (let i = 0; i < value.length; i++) {
        const ch = value[i];
        if (inQuote) {
            if (ch === '\\' && i + 1 < value.length) {
                cur += ch + value[++i];
                continue;
            }
            if (ch === '"')
                inQuote = false;
        }
        else if (inAngle) {
            if (ch === '>')
                inAngle = false;
        }
        else if (ch === '"')
            inQuote = true;
        else if (ch === '<')
            inAngle = true;
        else if (ch === sep) {
            parts.push(cur);
            cur = '';
            continue;
        }
        cur += ch;
    }
    parts.push(cur);
    return parts;
}
/** Every link of a `Link` header value; malformed entries are skipped rather than failing the page. */
function parseLinkHeader(value) {
    if (!value)
        return [];
    const links = [];
    for (const entry of splitOutside(value, ',')) {
        const [target, ...rawParams] = splitOutside(entry, ';');
        const m = /^\s*<([^>]*)>\s*$/.exec(target);
        if (!m)
            continue;
        const params = {};
        for (const p of rawParams) {
            const eq = p.indexOf('=');
            const name = (eq < 0 ? p : p.slice(0, eq)).trim().toLowerCase();
            if (!name || name in params)
                continue;
            let v = eq < 0 ? '' : p.slice(eq + 1).trim();
            if (v.startsWith('"') && v.endsWith('"') && v.length >= 2)
                v = v.slice(1, -1).replace(/\\(.)/g, '$1');
            params[name] = v;
        }
        links.push({ uri: m[1], params });
    }
    return links;
}

;// CONCATENATED MODULE: ./src/engine/rules/shared/head-links.ts

const head_links_cache = new WeakMap();
/** Head and header links of the page, computed once per page for all rules. */
function headLinks(ctx) {
    let links = head_links_cache.get(ctx.page);
    if (links)
        return links;
    links = [];
    if (ctx.dom) {
        for (const el of ctx.dom.head) {
            if (el.name !== 'link')
                continue;
            links.push({
                rel: splitRel(el.attribs.rel),
                hrefRaw: el.attribs.href ?? '',
                hreflang: el.attribs.hreflang ?? '',
                source: 'head',
                el,
            });
        }
    }
    for (const h of parseLinkHeader(ctx.page.headers.link)) {
        links.push({ rel: splitRel(h.params.rel), hrefRaw: h.uri, hreflang: h.params.hreflang ?? '', source: 'header' });
    }
    head_links_cache.set(ctx.page, links);
    return links;
}
function splitRel(rel) {
    return rel ? rel.toLowerCase().split(/\s+/).filter(Boolean) : [];
}
function parseUrl(href, base) {
    try {
        return new URL(href, base);
    }
    catch {
        return undefined;
    }
}
const canonicalCache = new WeakMap();
function canonicalState(ctx) {
    let state = canonicalCache.get(ctx.page);
    if (state)
        return state;
    let invalid;
    let relative;
    const absolute = new Map();
    for (const link of headLinks(ctx)) {
        if (!link.rel.includes('canonical') || !link.hrefRaw)
            continue;
        if (!parseUrl(link.hrefRaw, 'https://example.com'))
            invalid ??= link;
        else {
            const url = parseUrl(link.hrefRaw);
            if (!url)
                relative ??= link;
            else if (!absolute.has(url.href))
                absolute.set(url.href, { url, link });
        }
    }
    if (invalid)
        state = { kind: 'invalid', hrefRaw: invalid.hrefRaw, link: invalid };
    else if (relative)
        state = { kind: 'relative', hrefRaw: relative.hrefRaw, link: relative };
    else if (absolute.size > 1) {
        const first = absolute.values().next().value;
        state = { kind: 'conflict', urls: [...absolute.keys()], link: first.link };
    }
    else if (absolute.size === 1) {
        const only = absolute.values().next().value;
        state = { kind: 'single', url: only.url, link: only.link };
    }
    else
        state = { kind: 'none' };
    canonicalCache.set(ctx.page, state);
    return state;
}
/** True when the page declares any canonical link (valid or not) in head or headers. */
function hasCanonicalDeclaration(ctx) {
    return headLinks(ctx).some((l) => l.rel.includes('canonical') && l.hrefRaw.trim() !== '');
}

;// CONCATENATED MODULE: ./src/engine/rules/shared/robots-directives.ts
/**
 * Robots directives (meta robots and X-Robots-Tag) as search engines read them.
 *
 * What Lighthouse's is-crawlable taught us, and where we differ on purpose:
 * - Blocking directives are `noindex` and `none` (none = noindex, nofollow), plus
 *   `unavailable_after: <date>` once that date is past. Directive names are
 *   case-insensitive and comma-separated.
 * - The header may be scoped to a crawler: `X-Robots-Tag: googlebot: noindex`.
 *   A prefix that is not a directive name (unavailable_after, max-snippet...) is a
 *   user agent, and the following comma-separated directives belong to it.
 * - Lighthouse passes when any one known bot may index the page, and compares the
 *   header's user agent case-sensitively (so `googlebot: noindex` is ignored by it).
 *   An SEO audit cares whether Google indexes the page, and Google combines all
 *   directives that apply to it with the most restrictive winning, so we fail when
 *   either the generic robots directives or the Googlebot ones block indexing.
 */
const BLOCKING = new Set(['noindex', 'none']);
/** Directives that take a `name: value` form, so their name is not a user agent. */
const VALUED_DIRECTIVES = new Set(['unavailable_after', 'max-snippet', 'max-image-preview', 'max-video-preview']);
/** Crawlers whose directives decide whether the page appears in Google results. */
const RELEVANT_AGENTS = new Set(['robots', 'googlebot']);
/** True when one directive (already trimmed) removes the page from the index. */
function directiveBlocks(directive, now) {
    const d = directive.trim().toLowerCase();
    if (BLOCKING.has(d))
        return true;
    if (d.startsWith('unavailable_after')) {
        const rest = d.slice('unavailable_after'.length).trim();
        if (!rest.startsWith(':'))
            return false;
        const when = Date.parse(rest.slice(1).trim());
        return !Number.isNaN(when) && when < now;
    }
    return false;
}
/** True when a meta robots `content` value blocks indexing. */
function contentBlocksIndexing(content, now = Date.now()) {
    return content.split(',').some((d) => directiveBlocks(d, now));
}
/** True when a meta element's name addresses Google (generic `robots` or `googlebot`). */
function isRelevantRobotsMetaName(name) {
    return RELEVANT_AGENTS.has(name.trim().toLowerCase());
}
/**
 * True when an X-Robots-Tag value blocks indexing for all crawlers or for
 * Googlebot. Several headers joined with ", " are read as one list.
 */
function headerBlocksIndexing(value, now = Date.now()) {
    let agent;
    for (const raw of value.split(',')) {
        let token = raw.trim();
        const m = /^([a-z0-9_.-]+)\s*:(.*)$/i.exec(token);
        if (m && !VALUED_DIRECTIVES.has(m[1].toLowerCase())) {
            agent = m[1].toLowerCase();
            token = m[2];
        }
        if ((agent === undefined || RELEVANT_AGENTS.has(agent)) && directiveBlocks(token, now))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/engine/rules/shared/indexability.ts



const noindexCache = new WeakMap();
function noindexSources(ctx) {
    let found = noindexCache.get(ctx.page);
    if (found)
        return found;
    found = {};
    const now = Date.now();
    if (ctx.dom) {
        for (const el of ctx.dom.head) {
            if (el.name !== 'meta' || !el.attribs.name || !isRelevantRobotsMetaName(el.attribs.name))
                continue;
            if (contentBlocksIndexing(el.attribs.content ?? '', now)) {
                found.meta = el;
                break;
            }
        }
    }
    const header = ctx.page.headers['x-robots-tag'];
    if (header && headerBlocksIndexing(header, now))
        found.header = header;
    noindexCache.set(ctx.page, found);
    return found;
}
/**
 * True when the page is kept out of the index. In preview mode a noindex that
 * only comes from the X-Robots-Tag header is the host marking the preview, not
 * the site's intent, so it does not count.
 */
function isNoindex(ctx) {
    const s = noindexSources(ctx);
    return !!s.meta || (!!s.header && !ctx.options.preview);
}
/**
 * The normalised URL the page's single valid canonical points at, or undefined.
 * In preview mode a canonical to another origin (production) is mapped onto the
 * preview's origin, so a production self-canonical still reads as self.
 */
function canonicalTargetUrl(ctx) {
    const state = canonicalState(ctx);
    if (state.kind !== 'single')
        return undefined;
    let url = state.url;
    if (ctx.options.preview && url.origin !== ctx.url.origin) {
        url = new URL(url.pathname + url.search, ctx.url.origin);
    }
    return normalizeUrl(url.href);
}
/** True when the page names another URL as its canonical. */
function isCanonicalisedElsewhere(ctx) {
    const target = canonicalTargetUrl(ctx);
    return target !== undefined && target !== normalizeUrl(ctx.page.url);
}
/** A 200 HTML page that is neither noindex nor canonicalised elsewhere. */
function isIndexable(ctx) {
    return ctx.page.status === 200 && !!ctx.dom && !isNoindex(ctx) && !isCanonicalisedElsewhere(ctx);
}

;// CONCATENATED MODULE: ./src/engine/rules/seo/noindex.ts

/**
 * Mirrors Lighthouse's is-crawlable for the directives that remove a page from
 * the index (see shared/robots-directives.ts for the details and where we are
 * stricter). robots.txt blocking, which is-crawlable also reports, is the
 * blockedByRobotsTxt rule's job here: the crawler does not fetch such pages.
 *
 * Preview deployments: hosts send `X-Robots-Tag: noindex` on every preview so a
 * noindex from the header alone is expected there and not reported.
 */
const noindex_rule = {
    scope: 'page',
    meta: {
        key: 'noindex',
        category: 'seo',
        severity: 'high',
        tier: 'manual',
        weight: 1,
        title: 'Page is blocked from indexing',
        help: 'Remove "noindex"/"none" from <meta name="robots"> and the X-Robots-Tag header if the page should appear in search results.',
        lighthouse: 'is-crawlable',
    },
    htmlOnly: false,
    check(ctx) {
        // The engine also calls htmlOnly:false rules on error pages; those are httpError's alone.
        if (ctx.page.status >= 400)
            return { applicable: false, findings: [] };
        const { meta, header } = noindexSources(ctx);
        const findings = [];
        if (meta) {
            findings.push({
                message: `<meta name="${meta.attribs.name}" content="${meta.attribs.content ?? ''}"> keeps the page out of search results.`,
                selector: ctx.dom.selector(meta),
            });
        }
        if (header && !ctx.options.preview) {
            findings.push({ message: `The X-Robots-Tag header "${header}" keeps the page out of search results.`, target: 'x-robots-tag' });
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const noindex = (noindex_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/missing-canonical.ts


/**
 * Not a Lighthouse failure (its canonical audit is "not applicable" without
 * one), but without a self-referencing canonical every tracking parameter or
 * trailing-slash variant is a separate URL competing with the page. A noindex
 * page is not in the running, so it is left out.
 */
const missing_canonical_rule = {
    scope: 'page',
    meta: {
        key: 'missingCanonical',
        category: 'seo',
        severity: 'low',
        tier: 'auto',
        weight: 0.3,
        title: 'Page has no canonical URL',
        help: 'Add <link rel="canonical" href="https://…"> in <head> with the absolute URL you want indexed (usually the page itself).',
    },
    check(ctx) {
        if (ctx.page.status !== 200 || isNoindex(ctx))
            return { applicable: false, findings: [] };
        if (hasCanonicalDeclaration(ctx))
            return { applicable: true, findings: [] };
        return { applicable: true, findings: [{ message: 'No <link rel="canonical"> in <head> and no canonical Link header.' }] };
    },
};
/* harmony default export */ const missing_canonical = (missing_canonical_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/invalid-canonical.ts

/**
 * Lighthouse canonical, in its order: an href that is not a URL, a relative
 * href, several different canonical URLs, then the common mistakes: pointing at
 * another hreflang alternate of the page (cross-language canonical) and pointing
 * at the site root from a deeper page (a template default). Links in <body> and
 * empty hrefs are ignored, as search engines ignore them.
 *
 * Beyond current Lighthouse (older versions had it): a canonical on another
 * origin hands the page's ranking to that site, which is almost always a
 * staging/production mix-up, except on preview deployments whose canonical is
 * meant to point at production. Targets that redirect or fail are judged with the
 * crawl's statuses in canonicalConflict.
 */
const invalid_canonical_rule = {
    scope: 'page',
    meta: {
        key: 'invalidCanonical',
        category: 'seo',
        severity: 'high',
        tier: 'manual',
        weight: 1,
        title: 'Canonical URL is invalid',
        help: 'Give the page exactly one <link rel="canonical"> with an absolute URL on your own domain that points at this page or its true equivalent.',
        lighthouse: 'canonical',
    },
    htmlOnly: false,
    check(ctx) {
        // The engine also calls htmlOnly:false rules on error pages; those are httpError's alone.
        if (ctx.page.status >= 400)
            return { applicable: false, findings: [] };
        const state = canonicalState(ctx);
        if (state.kind === 'none')
            return { applicable: false, findings: [] };
        const where = (f) => state.link.el && ctx.dom ? { ...f, selector: ctx.dom.selector(state.link.el) } : { ...f, target: 'link' };
        switch (state.kind) {
            case 'invalid':
                return { applicable: true, findings: [where({ message: `Canonical "${state.hrefRaw}" is not a valid URL.` })] };
            case 'relative':
                return {
                    applicable: true,
                    findings: [where({ message: `Canonical "${state.hrefRaw}" is relative; use an absolute URL such as ${new URL(state.hrefRaw, ctx.page.url).href}.` })],
                };
            case 'conflict':
                return { applicable: true, findings: [where({ message: `The page declares ${state.urls.length} different canonicals: ${state.urls.join(', ')}.` })] };
        }
        const canonical = state.url;
        const page = new URL(ctx.page.url);
        const alternates = new Set();
        for (const l of headLinks(ctx)) {
            if (!l.rel.includes('alternate') || !l.hreflang)
                continue;
            try {
                alternates.add(new URL(l.hrefRaw, ctx.page.url).href);
            }
            catch {
                // An unparsable alternate is invalidHreflang's finding.
            }
        }
        if (alternates.has(page.href) && alternates.has(canonical.href) && page.href !== canonical.href) {
            return {
                applicable: true,
                findings: [where({ message: `Canonical points at ${canonical.href}, another language version of this page; each language version should be its own canonical.` })],
            };
        }
        if (canonical.origin === page.origin && canonical.pathname === '/' && page.pathname !== '/') {
            return {
                applicable: true,
                findings: [where({ message: `Canonical points at the homepage (${canonical.href}) instead of this page's own URL.`, target: canonical.href })],
            };
        }
        if (canonical.origin !== page.origin && !ctx.options.preview) {
            return {
                applicable: true,
                findings: [where({ message: `Canonical points at another origin (${canonical.origin}), so this page will not be indexed under ${page.origin}.`, target: canonical.href })],
            };
        }
        return { applicable: true, findings: [] };
    },
};
/* harmony default export */ const invalid_canonical = (invalid_canonical_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/canonical-conflict.ts


/**
 * A canonical is a hint search engines drop when the target contradicts it: a
 * target that redirects, errors, is blocked by robots.txt or is itself noindex,
 * or one that canonicalises onward (a chain). Then Google picks a canonical on
 * its own, often not the one intended. Only targets the crawl saw are judged;
 * an uncrawled or other-origin target is left alone rather than guessed at.
 */
const canonical_conflict_rule = {
    scope: 'site',
    meta: {
        key: 'canonicalConflict',
        category: 'seo',
        severity: 'medium',
        tier: 'manual',
        weight: 0.5,
        title: 'Canonical points at a URL that cannot be canonical',
        help: 'Point the canonical at the final, indexable URL that answers 200 (not a redirect, error, noindex or robots-blocked page).',
    },
    collect(ctx) {
        const url = normalizeUrl(ctx.page.url);
        if (!url)
            return undefined;
        return { path: ctx.page.path, url, canonical: canonicalTargetUrl(ctx), noindex: isNoindex(ctx) };
    },
    check(facts, site) {
        const byUrl = new Map();
        for (const f of facts.values())
            byUrl.set(f.url, f);
        const applicable = [];
        const findings = [];
        for (const f of facts.values()) {
            const target = f.canonical;
            if (!target)
                continue;
            applicable.push(f.path);
            if (target === f.url || !target.startsWith(`${site.origin}/`))
                continue;
            const problem = targetProblem(target, byUrl.get(target), site);
            if (problem)
                findings.push({ path: f.path, message: `Canonical ${target} ${problem}.`, target });
        }
        return { applicable, findings };
    },
};
function targetProblem(target, targetFact, site) {
    if (site.blockedByRobots.has(target))
        return 'is blocked by robots.txt, so search engines cannot confirm it';
    const redirect = site.redirectsByUrl.get(target);
    if (redirect !== undefined)
        return `redirects to ${redirect}`;
    const status = site.statusByUrl.get(target);
    if (status !== undefined && status !== 200)
        return status === 0 ? 'could not be fetched' : `answers HTTP ${status}`;
    if (targetFact?.noindex)
        return 'is marked noindex';
    if (targetFact?.canonical && targetFact.canonical !== target)
        return `itself canonicalises to ${targetFact.canonical} (a chain)`;
    return undefined;
}
/* harmony default export */ const canonical_conflict = (canonical_conflict_rule);

;// CONCATENATED MODULE: ./src/engine/rules/shared/language-code.ts

/**
 * hreflang validation on top of the shared ISO 639 table (language-codes.ts,
 * checked there against axe-core's list, which is also what Lighthouse's
 * hreflang audit uses), so a code we accept is one Lighthouse accepts without
 * loading axe-core at run time.
 */
/**
 * True when the primary subtag of a BCP 47 tag (`de-CH`, `zh-Hant-TW`) is a valid
 * language; like Lighthouse, the script and region subtags are not checked.
 */
function hasValidPrimaryLanguage(tag) {
    return isLanguageCode(primaryLanguage(tag));
}

;// CONCATENATED MODULE: ./src/engine/rules/seo/invalid-hreflang.ts


/**
 * Lighthouse hreflang: every <link rel="alternate" hreflang> in <head> or the
 * Link header needs a known language as its first subtag (`x-default` is the
 * allowed fallback; region/script subtags are not checked) and an href starting
 * with http: or https: (relative alternates are ignored by Google).
 */
const invalid_hreflang_rule = {
    scope: 'page',
    meta: {
        key: 'invalidHreflang',
        category: 'seo',
        severity: 'medium',
        tier: 'manual',
        weight: 1,
        title: 'hreflang links are invalid',
        help: 'Use ISO 639-1 language codes (optionally with a region, e.g. "en-GB") or "x-default", and absolute https:// URLs in every hreflang link.',
        lighthouse: 'hreflang',
    },
    htmlOnly: false,
    check(ctx) {
        // The engine also calls htmlOnly:false rules on error pages; those are httpError's alone.
        if (ctx.page.status >= 400)
            return { applicable: false, findings: [] };
        const links = headLinks(ctx).filter((l) => l.rel.includes('alternate') && l.hreflang);
        if (links.length === 0)
            return { applicable: false, findings: [] };
        const findings = [];
        for (const l of links) {
            const reasons = [];
            if (l.hreflang.toLowerCase() !== 'x-default' && !hasValidPrimaryLanguage(l.hreflang))
                reasons.push(`"${l.hreflang}" is not a valid language code`);
            const href = l.hrefRaw.toLowerCase();
            if (!href.startsWith('http:') && !href.startsWith('https:'))
                reasons.push(`href "${l.hrefRaw}" is not an absolute URL`);
            if (reasons.length === 0)
                continue;
            const msg = `hreflang link: ${reasons.join('; ')}.`;
            findings.push(l.el && ctx.dom ? { message: msg, selector: ctx.dom.selector(l.el) } : { message: `${msg} (Link header)`, target: 'link' });
        }
        return { applicable: true, findings };
    },
};
/* harmony default export */ const invalid_hreflang = (invalid_hreflang_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/http-error.ts
/**
 * Lighthouse http-status-code: a page answering 400 or above cannot be indexed.
 * Applies to every page the crawler fetched, HTML or not. A request that got no
 * response at all (status 0) is not an HTTP status; the crawl reports it as an
 * unreachable page and brokenInternalLink covers the links to it.
 */
const http_error_rule = {
    scope: 'page',
    meta: {
        key: 'httpError',
        category: 'seo',
        severity: 'high',
        tier: 'manual',
        weight: 1,
        title: 'Page returns an HTTP error',
        help: 'Make the URL answer 200 with its content, or redirect it (301) to the right page and update links that point at it.',
        lighthouse: 'http-status-code',
    },
    htmlOnly: false,
    check(ctx) {
        const { status } = ctx.page;
        if (status < 400)
            return { applicable: true, findings: [] };
        return { applicable: true, findings: [{ message: `The page answered HTTP ${status}${statusHint(status)}.` }] };
    },
};
function statusHint(status) {
    if (status === 404 || status === 410)
        return ' (not found)';
    if (status === 401 || status === 403)
        return ' (access denied to crawlers)';
    if (status === 429)
        return ' (rate limited)';
    if (status >= 500)
        return ' (server error)';
    return '';
}
/* harmony default export */ const http_error = (http_error_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/redirect-chain.ts
/**
 * Each hop costs a round trip for users and crawl budget for bots, and Googlebot
 * stops following after a handful. One redirect is normal (http→https, old URL);
 * two or more means links or the first redirect should go straight to the end.
 * Loops and hop-limit overruns are redirectLoop's finding instead.
 */
const redirect_chain_rule = {
    scope: 'page',
    meta: {
        key: 'redirectChain',
        category: 'seo',
        severity: 'low',
        tier: 'manual',
        weight: 0.3,
        title: 'Page is reached through a redirect chain',
        help: 'Point the first redirect (and internal links) directly at the final URL so there is at most one hop.',
    },
    htmlOnly: false,
    check(ctx) {
        const { redirects, redirectProblem, url } = ctx.page;
        if (redirects.length === 0)
            return { applicable: false, findings: [] };
        if (redirectProblem === 'loop' || redirectProblem === 'tooMany' || redirects.length < 2)
            return { applicable: true, findings: [] };
        const chain = [...redirects.map((h) => h.url), url].join(' → ');
        return {
            applicable: true,
            findings: [{ message: `Reached after ${redirects.length} redirects: ${redirects.map((h) => h.status).join(', ')}.`, target: chain }],
        };
    },
};
/* harmony default export */ const redirect_chain = (redirect_chain_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/redirect-loop.ts
/** A loop or an endless chain means neither users nor crawlers ever reach content. */
const redirect_loop_rule = {
    scope: 'page',
    meta: {
        key: 'redirectLoop',
        category: 'seo',
        severity: 'high',
        tier: 'manual',
        weight: 1,
        title: 'Redirect loop or too many redirects',
        help: 'Fix the redirect rules so the URL reaches a page answering 200 in one hop; check for conflicting www/https/trailing-slash rules.',
    },
    htmlOnly: false,
    check(ctx) {
        const { redirects, redirectProblem } = ctx.page;
        if (redirectProblem !== 'loop' && redirectProblem !== 'tooMany')
            return { applicable: redirects.length > 0, findings: [] };
        const chain = [...redirects.map((h) => h.url), ctx.page.url].join(' → ');
        const message = redirectProblem === 'loop'
            ? `The redirects loop back to a URL already visited after ${redirects.length} hops.`
            : `The crawler gave up after ${redirects.length} redirects without reaching a page.`;
        return { applicable: true, findings: [{ message, target: chain }] };
    },
};
/* harmony default export */ const redirect_loop = (redirect_loop_rule);

;// CONCATENATED MODULE: ./src/engine/rules/shared/generic-link-texts.ts
/**
 * Link texts that say nothing about their destination, by language. The phrases
 * are the ones Lighthouse's link-text audit blocks, so our verdicts agree with it;
 * matching is on the whole trimmed, lower-cased text, never on a substring
 * ("read more about pricing" is fine).
 */
const GENERIC_LINK_TEXTS = {
    en: new Set(['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this']),
    ja: new Set(['ここをクリック', 'こちらをクリック', 'リンク', '続きを読む', '続く', '全文表示']),
    es: new Set([
        'click aquí', 'click aqui', 'clicka aquí', 'clicka aqui', 'pincha aquí', 'pincha aqui', 'aquí', 'aqui', 'más', 'mas',
        'más información', 'más informacion', 'mas información', 'mas informacion', 'este', 'enlace', 'este enlace', 'empezar',
    ]),
    pt: new Set(['clique aqui', 'ir', 'mais informação', 'mais informações', 'mais', 'veja mais']),
    ko: new Set(['여기', '여기를 클릭', '클릭', '링크', '자세히', '자세히 보기', '계속', '이동', '전체 보기']),
    sv: new Set(['här', 'klicka här', 'läs mer', 'mer', 'mer info', 'mer information']),
    de: new Set(['klicke hier', 'hier klicken', 'hier', 'mehr', 'siehe', 'dies', 'das', 'weiterlesen']),
    ta: new Set([
        'அடுத்த பக்கம்', 'மறுபக்கம்', 'முந்தைய பக்கம்', 'முன்பக்கம்', 'மேலும் அறிக', 'மேலும் தகவலுக்கு', 'மேலும் தரவுகளுக்கு',
        'தயவுசெய்து இங்கே அழுத்தவும்', 'இங்கே கிளிக் செய்யவும்',
    ]),
    fa: new Set(['اطلاعات بیشتر', 'اطلاعات', 'این', 'اینجا بزنید', 'اینجا کلیک کنید', 'اینجا', 'برو', 'بیشتر بخوانید', 'بیشتر بدانید', 'بیشتر', 'شروع']),
};
/**
 * True when `text` is generic for the language `lang` (a BCP 47 tag). With a
 * language we only look at that language's list, so "mehr" on an English page or
 * "más" on a French page passes, as in Lighthouse; without one, every list counts.
 */
function isGenericLinkText(text, lang) {
    const t = text.trim().toLowerCase();
    if (!t)
        return false;
    if (lang)
        return GENERIC_LINK_TEXTS[lang.split('-')[0].toLowerCase()]?.has(t) ?? false;
    for (const set of Object.values(GENERIC_LINK_TEXTS))
        if (set.has(t))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/engine/rules/seo/generic-link-text.ts

/**
 * Lighthouse link-text. Links it never judges: no href, rel containing
 * "nofollow" (the page already told crawlers not to follow it), javascript: and
 * mailto: links, and links to the page itself (fragment links such as "#top").
 * The text is the link's rendered text (image alt text does not count), matched
 * whole against the list for the link's language (nearest lang attribute), or
 * against every list when no language is declared.
 */
const generic_link_text_rule = {
    scope: 'page',
    meta: {
        key: 'genericLinkText',
        category: 'seo',
        severity: 'low',
        tier: 'manual',
        weight: 1,
        title: 'Links do not have descriptive text',
        help: 'Replace texts like "click here" or "read more" with words that say where the link goes, e.g. "read the pricing guide".',
        lighthouse: 'link-text',
    },
    check(ctx) {
        const dom = ctx.dom;
        const anchors = dom.byTag('a');
        if (anchors.length === 0)
            return { applicable: false, findings: [] };
        const pageNoHash = withoutHash(ctx.page.url);
        const findings = [];
        for (const a of anchors) {
            const href = a.attribs.href;
            if (href === undefined || (a.attribs.rel ?? '').toLowerCase().includes('nofollow'))
                continue;
            // The text test first: it is a Set lookup, while resolving the href builds a URL.
            const text = dom.text(a);
            if (!isGenericLinkText(text, langOf(a)))
                continue;
            let resolved;
            try {
                resolved = new URL(href, ctx.page.url);
            }
            catch {
                continue;
            }
            if (resolved.protocol === 'javascript:' || resolved.protocol === 'mailto:')
                continue;
            if (withoutHash(resolved.href) === pageNoHash)
                continue;
            findings.push({ message: `Link text "${text}" does not describe its destination.`, selector: dom.selector(a), target: resolved.href });
        }
        return { applicable: true, findings };
    },
};
function withoutHash(url) {
    const i = url.indexOf('#');
    return i < 0 ? url : url.slice(0, i);
}
/** The language of the link: its own or its nearest ancestor's lang attribute. */
function langOf(el) {
    for (let cur = el; cur; cur = cur.parent) {
        const lang = cur.attribs?.lang?.trim();
        if (lang)
            return lang;
    }
    return undefined;
}
/* harmony default export */ const generic_link_text = (generic_link_text_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/uncrawlable-link.ts
/** Attributes that only make sense on a link with an href (HTML spec, <a> element). */
const HREF_ONLY_ATTRIBUTES = ['target', 'download', 'ping', 'rel', 'hreflang', 'type', 'referrerpolicy'];
const JAVASCRIPT_VOID = /javascript:void(\(|)0(\)|)/;
/**
 * Lighthouse crawlable-anchors, in its order. Passing without a look: anchors
 * with a role (they declare themselves buttons/tabs), mailto: links, and named
 * or id'd anchors without href (link targets, not links). Failing: file: URLs,
 * `javascript:void(0)`, hrefs that do not parse, and anchors without href that
 * still carry link-only attributes or a click handler (a script-driven link
 * crawlers cannot follow). Whitespace inside the href is ignored, as browsers do.
 *
 * Lighthouse sees event listeners added by script; from the HTML we only see
 * inline on* handlers, so an anchor wired up purely from JavaScript passes here.
 */
const uncrawlable_link_rule = {
    scope: 'page',
    meta: {
        key: 'uncrawlableLink',
        category: 'seo',
        severity: 'medium',
        tier: 'manual',
        weight: 1,
        title: 'Links are not crawlable',
        help: 'Give every link a real href to a URL (e.g. <a href="/pricing">); use <button> for actions instead of <a> with javascript: or click handlers.',
        lighthouse: 'crawlable-anchors',
    },
    check(ctx) {
        const dom = ctx.dom;
        const anchors = dom.byTag('a');
        if (anchors.length === 0)
            return { applicable: false, findings: [] };
        const findings = [];
        for (const a of anchors) {
            const reason = whyUncrawlable(a, ctx.page.url);
            if (reason)
                findings.push({ message: reason, selector: dom.selector(a) });
        }
        return { applicable: true, findings };
    },
};
function whyUncrawlable(a, pageUrl) {
    const attrs = a.attribs;
    if ((attrs.role ?? '').trim())
        return undefined;
    const hasHref = attrs.href !== undefined;
    const rawHref = (attrs.href ?? '').replace(/\s/g, '');
    if (rawHref.startsWith('mailto:'))
        return undefined;
    if (rawHref === '' && attrs.id)
        return undefined;
    if (rawHref.startsWith('file:'))
        return `Link to a local file (${rawHref}) cannot be followed by crawlers.`;
    if ((attrs.name ?? '').trim())
        return undefined;
    if (!hasHref) {
        if (HREF_ONLY_ATTRIBUTES.some((n) => n in attrs))
            return 'Link has no href attribute, so crawlers cannot follow it.';
        return Object.keys(attrs).some((n) => n.startsWith('on')) ? 'Link has a click handler but no href, so crawlers cannot follow it.' : undefined;
    }
    if (JAVASCRIPT_VOID.test(rawHref))
        return `Link href "${attrs.href}" runs script instead of pointing at a URL.`;
    if (!URL.canParse(rawHref, pageUrl))
        return `Link href "${attrs.href}" is not a valid URL.`;
    return undefined;
}
/* harmony default export */ const uncrawlable_link = (uncrawlable_link_rule);

;// CONCATENATED MODULE: ./src/engine/rules/shared/word-count.ts
/** Scripts written without spaces between words, where one word is about two characters. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const UNSPACED_ALL = new RegExp(UNSPACED.source, 'gu');
const WORD_CHAR = /[\p{L}\p{N}]/u;
/**
 * Approximate word count of visible text: whitespace-separated tokens that hold
 * a letter or digit (so "—" and "|" are not words), with text in scripts that do
 * not separate words (Chinese, Japanese, Thai...) counted as two characters per
 * word, so a Japanese article is not judged thin for lacking spaces.
 *
 * Cheap on purpose: `split(/\s+/)` on a 35 KB text costs ~1.5 ms (thousands of
 * strings), more than all other SEO rules together, so space-separated text is
 * counted in one pass over char codes without allocating, stopping at `limit`
 * when the caller only needs to know whether a threshold is reached.
 */
function countWords(text, limit = Infinity) {
    if (UNSPACED.test(text))
        return Math.min(limit, countMixed(text));
    let words = 0;
    let inToken = false;
    let counted = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 32 || (c >= 9 && c <= 13) || c === 160 || (c > 255 && /\s/.test(text[i]))) {
            inToken = false;
            continue;
        }
        if (!inToken) {
            inToken = true;
            counted = false;
        }
        if (counted)
            continue;
        const word = (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || (c > 127 && WORD_CHAR.test(text[i]));
        if (word) {
            if (++words >= limit)
                return words;
            counted = true;
        }
    }
    return words;
}
/** The slow path for text containing unspaced scripts (rare on most sites). */
function countMixed(text) {
    let words = 0;
    for (const token of text.split(/\s+/)) {
        if (!token || !WORD_CHAR.test(token))
            continue;
        if (!UNSPACED.test(token)) {
            words++;
            continue;
        }
        const unspaced = token.match(UNSPACED_ALL).length;
        words += Math.ceil(unspaced / 2) + (WORD_CHAR.test(token.replace(UNSPACED_ALL, '')) ? 1 : 0);
    }
    return words;
}

;// CONCATENATED MODULE: ./src/engine/rules/seo/thin-content.ts


/**
 * 200 words: the floor most SEO crawlers (Screaming Frog's "low content" default
 * of 200, Sitebulb, Ahrefs) use for a page that search engines may judge too thin
 * to rank or even index. Search engines publish no number; below this a page is
 * usually a stub, a tag/archive listing or a template with the content missing.
 * Only indexable 200 HTML pages are judged: a noindex or canonicalised page is
 * not meant to rank on its own text. Low severity: those crawlers report it as
 * a notice, since contact and listing pages are short by design.
 */
const MIN_WORDS = 200;
const thin_content_rule = {
    scope: 'page',
    meta: {
        key: 'thinContent',
        category: 'seo',
        severity: 'low',
        tier: 'manual',
        weight: 0.5,
        title: 'Page has little text content',
        help: `Add substantial, unique text (at least ${MIN_WORDS} words) that answers what visitors come for, or noindex/merge the page if it is a stub.`,
    },
    check(ctx) {
        if (!isIndexable(ctx))
            return { applicable: false, findings: [] };
        const words = countWords(ctx.dom.bodyText(), MIN_WORDS);
        if (words >= MIN_WORDS)
            return { applicable: true, findings: [] };
        return { applicable: true, findings: [{ message: `The page has about ${words} words of visible text; aim for at least ${MIN_WORDS}.` }] };
    },
};
/* harmony default export */ const thin_content = (thin_content_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/invalid-structured-data.ts
/**
 * Structured data that search engines cannot use: Google silently drops a JSON-LD
 * block that does not parse, a node without @type (nothing to match a rich
 * result against), a block without @context (the terms mean nothing), or one
 * whose context is not schema.org (Google only understands schema.org
 * vocabulary). Lighthouse's structured-data audit is manual (weight 0), so this
 * is a syntax check, not a rich-result eligibility test.
 *
 * Nodes inside @graph inherit the block's @context; each element of a
 * top-level array needs its own. A microdata itemscope that is not itself a
 * property of another item (no itemprop) must say what it is with itemtype.
 */
const invalid_structured_data_rule = {
    scope: 'page',
    meta: {
        key: 'invalidStructuredData',
        category: 'seo',
        severity: 'low',
        tier: 'manual',
        weight: 0,
        title: 'Structured data is invalid',
        help: 'Fix the JSON-LD so it parses and every item has "@context": "https://schema.org" and an "@type"; give each top-level itemscope an itemtype.',
    },
    check(ctx) {
        const dom = ctx.dom;
        const findings = [];
        let applicable = false;
        for (const script of dom.byTag('script')) {
            const type = (script.attribs.type ?? '').split(';')[0].trim().toLowerCase();
            if (type !== 'application/ld+json')
                continue;
            applicable = true;
            const problem = jsonLdProblem(rawText(script));
            if (problem)
                findings.push({ message: problem, selector: dom.selector(script) });
        }
        for (const el of dom.elements) {
            if (el.attribs.itemscope === undefined)
                continue;
            applicable = true;
            if (el.attribs.itemtype?.trim() || el.attribs.itemprop !== undefined)
                continue;
            findings.push({ message: 'Microdata itemscope has no itemtype, so search engines do not know what it describes.', selector: dom.selector(el) });
        }
        return { applicable, findings };
    },
};
function rawText(el) {
    let s = '';
    for (const c of el.children)
        if (c.type === 'text')
            s += c.data;
    return s;
}
/** The first problem of one JSON-LD block, in words, or undefined if usable. */
function jsonLdProblem(source) {
    if (!source.trim())
        return 'JSON-LD block is empty.';
    let data;
    try {
        data = JSON.parse(source);
    }
    catch (e) {
        return `JSON-LD does not parse: ${e.message}.`;
    }
    const roots = Array.isArray(data) ? data : [data];
    if (roots.length === 0)
        return 'JSON-LD block holds an empty array.';
    for (const root of roots) {
        if (!isObject(root))
            return 'JSON-LD must hold an object (or an array of objects).';
        const context = root['@context'];
        if (context === undefined)
            return 'JSON-LD item has no @context; add "@context": "https://schema.org".';
        if (!isSchemaOrgContext(context))
            return `JSON-LD @context ${JSON.stringify(context).slice(0, 80)} is not schema.org, which is the vocabulary search engines read.`;
        const graph = root['@graph'];
        const nodes = Array.isArray(graph) ? graph : [root];
        for (const node of nodes) {
            if (!isObject(node))
                return 'JSON-LD @graph must hold objects.';
            if (node['@type'] === undefined || node['@type'] === '' || (Array.isArray(node['@type']) && node['@type'].length === 0)) {
                return 'JSON-LD item has no @type; add one such as "Article", "Product" or "Organization".';
            }
        }
    }
    return undefined;
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const SCHEMA_ORG = /^https?:\/\/(www\.)?schema\.org(\/.*)?$/i;
function isSchemaOrgContext(context) {
    if (typeof context === 'string')
        return SCHEMA_ORG.test(context.trim());
    if (Array.isArray(context))
        return context.some(isSchemaOrgContext);
    if (isObject(context)) {
        const vocab = context['@vocab'];
        return typeof vocab === 'string' && SCHEMA_ORG.test(vocab.trim());
    }
    return false;
}
/* harmony default export */ const invalid_structured_data = (invalid_structured_data_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/missing-open-graph.ts
/**
 * The four properties the Open Graph protocol calls required. Without them a
 * shared link renders as a bare URL (or with a scraped guess) on social
 * networks and chat apps. Some sites write `name=` instead of `property=`;
 * Facebook's parser accepts both, so we do too.
 */
const REQUIRED = ['og:title', 'og:type', 'og:image', 'og:url'];
const missing_open_graph_rule = {
    scope: 'page',
    meta: {
        key: 'missingOpenGraph',
        category: 'seo',
        severity: 'low',
        tier: 'auto',
        weight: 0.2,
        title: 'Open Graph tags are missing',
        help: 'Add <meta property="og:title|og:type|og:image|og:url" content="..."> in <head> so shared links show a title and image.',
    },
    check(ctx) {
        const present = new Set();
        for (const el of ctx.dom.head) {
            if (el.name !== 'meta' || !el.attribs.content?.trim())
                continue;
            const prop = (el.attribs.property ?? el.attribs.name ?? '').trim().toLowerCase();
            if (prop.startsWith('og:'))
                present.add(prop);
        }
        const missing = REQUIRED.filter((p) => !present.has(p));
        if (missing.length === 0)
            return { applicable: true, findings: [] };
        return { applicable: true, findings: [{ message: `Missing Open Graph ${missing.length === 1 ? 'property' : 'properties'}: ${missing.join(', ')}.` }] };
    },
};
/* harmony default export */ const missing_open_graph = (missing_open_graph_rule);

;// CONCATENATED MODULE: ./src/engine/rules/shared/page-links.ts


/**
 * The page's outgoing links to its own origin, resolved and normalised as the
 * crawler keys its maps, computed once per page for every site rule that needs
 * them (broken links, orphans, robots-blocked targets).
 */
const page_links_cache = new WeakMap();
/**
 * Resolved links by what they depend on: most hrefs are navigation repeated on
 * every page ("/", "/pricing"), and building a URL for each is the bulk of this
 * work, so resolutions are shared across pages. Bounded; cleared when full.
 */
const resolved = new Map();
const MAX_RESOLVED = 20_000;
const HAS_SCHEME = /^\s*[a-z][a-z0-9+.-]*:/i;
function resolve(href, base, baseOrigin) {
    const key = HAS_SCHEME.test(href) ? href : href.startsWith('/') && !href.startsWith('//') ? `${baseOrigin}\n${href}` : `${base}\n${href}`;
    let url = resolved.get(key);
    if (url === undefined) {
        url = normalizeUrl(href, base) ?? null;
        if (resolved.size >= MAX_RESOLVED)
            resolved.clear();
        // The key may be the href itself, a slice of the page's HTML: stored as it
        // is, it would keep that whole page alive as long as the cache lives.
        resolved.set(detach(key), url);
    }
    return url ?? undefined;
}
/** Base URL for relative links: the first <base href> in head, else the page URL. */
function baseUrl(ctx) {
    const base = ctx.dom?.head.find((el) => el.name === 'base' && el.attribs.href !== undefined);
    if (base) {
        try {
            return new URL(base.attribs.href, ctx.page.url).href;
        }
        catch {
            // A malformed <base> is ignored by browsers; so do we.
        }
    }
    return ctx.page.url;
}
/** Unique same-origin link targets (normalised absolute URLs) of <a href> then <area href>. */
function internalLinks(ctx) {
    let links = page_links_cache.get(ctx.page);
    if (links)
        return links;
    const seen = new Set();
    const dom = ctx.dom;
    if (dom) {
        const base = baseUrl(ctx);
        const baseOrigin = new URL(base).origin;
        const origin = ctx.url.origin;
        for (const tag of ['a', 'area']) {
            for (const el of dom.byTag(tag)) {
                const href = el.attribs.href;
                if (href === undefined)
                    continue;
                const url = resolve(href, base, baseOrigin);
                if (url === undefined || seen.has(url))
                    continue;
                if (!url.startsWith(origin) || (url.length > origin.length && url[origin.length] !== '/'))
                    continue;
                seen.add(url);
            }
        }
    }
    links = [...seen];
    page_links_cache.set(ctx.page, links);
    return links;
}

;// CONCATENATED MODULE: ./src/engine/rules/seo/blocked-by-robots-txt.ts


/**
 * Internal links into URLs robots.txt forbids: crawlers cannot read those pages,
 * so they cannot index their content, and the link equity pointing at them is
 * spent on nothing. Often a Disallow rule wider than intended (`Disallow: /p`
 * also blocks /pricing). The evidence is the linking page so the fix (the rule or
 * the link) is found where it shows. The start page itself being blocked is the
 * worst case and reported on its own path.
 */
const blocked_by_robots_txt_rule = {
    scope: 'site',
    meta: {
        key: 'blockedByRobotsTxt',
        category: 'seo',
        severity: 'medium',
        tier: 'manual',
        weight: 0.5,
        title: 'Links point at URLs blocked by robots.txt',
        help: 'Narrow the robots.txt Disallow rule that matches these URLs, or stop linking to pages you do not want crawled (use noindex to keep a crawlable page out of results).',
    },
    collect(ctx) {
        return { path: ctx.page.path, links: internalLinks(ctx) };
    },
    check(facts, site) {
        const applicable = new Set();
        const findings = [];
        if (!site.robots.isAllowed(site.startUrl)) {
            const path = pathOf(site.startUrl);
            applicable.add(path);
            findings.push({ path, message: `robots.txt forbids crawling the start URL ${site.startUrl}.`, target: site.startUrl });
        }
        if (site.blockedByRobots.size > 0) {
            for (const f of facts.values()) {
                applicable.add(f.path);
                for (const link of f.links) {
                    if (site.blockedByRobots.has(link))
                        findings.push({ path: f.path, message: `Links to ${pathOf(link)}, which robots.txt forbids crawling.`, target: link });
                }
            }
        }
        else
            for (const f of facts.values())
                applicable.add(f.path);
        return { applicable: [...applicable], findings };
    },
};
/* harmony default export */ const blocked_by_robots_txt = (blocked_by_robots_txt_rule);

;// CONCATENATED MODULE: ./src/engine/rules/shared/duplicates.ts
/** How many other paths a duplicate finding names before summarising the rest. */
const NAMED_PATHS = 3;
/**
 * Groups pages by a value (title, description) compared case-insensitively with
 * whitespace collapsed, and returns one finding per page whose value another
 * page shares, naming up to three of those pages.
 */
function duplicateFindings(entries, describe) {
    const groups = new Map();
    for (const { path, value } of entries) {
        const key = value.replace(/\s+/g, ' ').trim().toLowerCase();
        if (!key)
            continue;
        let g = groups.get(key);
        if (!g)
            groups.set(key, (g = { value, paths: [] }));
        if (!g.paths.includes(path))
            g.paths.push(path);
    }
    const findings = [];
    for (const { value, paths } of groups.values()) {
        if (paths.length < 2)
            continue;
        for (const path of paths) {
            const others = paths.filter((p) => p !== path);
            const named = others.slice(0, NAMED_PATHS).join(', ');
            const more = others.length > NAMED_PATHS ? ` and ${others.length - NAMED_PATHS} more` : '';
            findings.push({ path, message: describe(value, named + more) });
        }
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/engine/rules/seo/duplicate-title.ts



/**
 * Pages sharing a title compete for the same queries and look identical in
 * results. Only indexable pages count: noindex pages and pages canonicalised to
 * another URL are folded away by search engines, so sharing a title is harmless.
 */
const duplicate_title_rule = {
    scope: 'site',
    meta: {
        key: 'duplicateTitle',
        category: 'seo',
        severity: 'medium',
        tier: 'manual',
        weight: 0.5,
        title: 'Title is used on several pages',
        help: 'Give each indexable page its own title naming what sets it apart (product, topic, location), or canonicalise true duplicates to one URL.',
    },
    collect(ctx) {
        if (!ctx.dom || !isIndexable(ctx))
            return undefined;
        const title = documentTitle(ctx.dom)?.text;
        return title ? { path: ctx.page.path, title } : undefined;
    },
    check(facts) {
        const list = [...facts.values()];
        return {
            applicable: list.map((f) => f.path),
            findings: duplicateFindings(list.map((f) => ({ path: f.path, value: f.title })), (title, others) => `Title "${title}" is also used on ${others}.`),
        };
    },
};
/* harmony default export */ const duplicate_title = (duplicate_title_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/duplicate-meta-description.ts



/**
 * A description copied across pages (usually a template default) tells searchers
 * nothing about the page, and Google then writes its own snippet. Noindex and
 * canonicalised pages are left out, as for duplicateTitle.
 */
const duplicate_meta_description_rule = {
    scope: 'site',
    meta: {
        key: 'duplicateMetaDescription',
        category: 'seo',
        severity: 'low',
        tier: 'manual',
        weight: 0.3,
        title: 'Meta description is used on several pages',
        help: 'Write a specific meta description for each indexable page, or drop the template default so each page gets its own.',
    },
    collect(ctx) {
        if (!ctx.dom || !isIndexable(ctx))
            return undefined;
        const description = metaDescription(ctx.dom)?.text;
        return description ? { path: ctx.page.path, description } : undefined;
    },
    check(facts) {
        const list = [...facts.values()];
        return {
            applicable: list.map((f) => f.path),
            findings: duplicateFindings(list.map((f) => ({ path: f.path, value: f.description })), (d, others) => `Meta description "${d.length > 80 ? `${d.slice(0, 79)}…` : d}" is also used on ${others}.`),
        };
    },
};
/* harmony default export */ const duplicate_meta_description = (duplicate_meta_description_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/broken-internal-link.ts


/**
 * A same-origin link whose target answered >= 400, or nothing at all (status 0),
 * after redirects: a dead end for visitors and wasted crawl budget. Targets the
 * crawl did not fetch (page limit, robots.txt) are unknown and not reported.
 * One finding per broken target per page, however often the page links to it.
 */
const broken_internal_link_rule = {
    scope: 'site',
    meta: {
        key: 'brokenInternalLink',
        category: 'seo',
        severity: 'high',
        tier: 'manual',
        weight: 1,
        title: 'Page links to broken internal URLs',
        help: 'Update or remove links to pages that no longer exist, or redirect (301) the dead URL to its replacement.',
    },
    collect(ctx) {
        const links = internalLinks(ctx);
        return links.length > 0 ? { path: ctx.page.path, links } : undefined;
    },
    check(facts, site) {
        const applicable = [];
        const findings = [];
        for (const f of facts.values()) {
            applicable.push(f.path);
            for (const link of f.links) {
                const status = site.statusByUrl.get(link);
                if (status === undefined || (status > 0 && status < 400))
                    continue;
                const what = status === 0 ? 'could not be reached' : `answers HTTP ${status}`;
                findings.push({ path: f.path, message: `Links to ${pathOf(link)}, which ${what}.`, target: link });
            }
        }
        return { applicable, findings };
    },
};
/* harmony default export */ const broken_internal_link = (broken_internal_link_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/orphan-page.ts


/** Redirect hops followed when resolving a link to the page it lands on. */
const MAX_HOPS = 10;
/**
 * A page no other crawled page links to is reachable only through the sitemap
 * (or an external link): search engines treat it as unimportant and users never
 * find it. Links are followed through redirects, self-links do not count, and
 * the start page is exempt since it is the entrance. Only 200 pages are judged.
 * Not judged at all on a crawl cut short by the page limit: a page reached
 * from the sitemap may be linked from pages the crawl never visited, and most
 * real sites are larger than the default limit.
 */
const orphan_page_rule = {
    scope: 'site',
    meta: {
        key: 'orphanPage',
        category: 'seo',
        severity: 'low',
        tier: 'manual',
        weight: 0.3,
        title: 'No internal links point to this page',
        help: 'Link to the page from related pages or navigation, or remove it from the sitemap if it is obsolete.',
    },
    collect(ctx) {
        const url = normalizeUrl(ctx.page.url);
        if (!url)
            return undefined;
        const requested = normalizeUrl(ctx.page.requestedUrl);
        return { path: ctx.page.path, url, requestedUrl: requested !== url ? requested : undefined, status: ctx.page.status, links: internalLinks(ctx) };
    },
    check(facts, site) {
        if (site.limited)
            return { applicable: [], findings: [] };
        const linked = new Set();
        for (const f of facts.values()) {
            for (const link of f.links) {
                const landed = resolveRedirects(link, site);
                if (landed !== f.url && link !== f.url)
                    linked.add(landed);
            }
        }
        const start = resolveRedirects(normalizeUrl(site.startUrl) ?? site.startUrl, site);
        const applicable = [];
        const findings = [];
        for (const f of facts.values()) {
            if (f.status !== 200 || f.url === start || (f.requestedUrl && resolveRedirects(f.requestedUrl, site) === start))
                continue;
            applicable.push(f.path);
            if (linked.has(f.url))
                continue;
            const how = site.sitemapUrls.has(f.url) || (f.requestedUrl && site.sitemapUrls.has(f.requestedUrl)) ? 'it is only listed in the sitemap' : 'it was reached without a link from the site';
            findings.push({ path: f.path, message: `No crawled page links to this page; ${how}.` });
        }
        return { applicable, findings };
    },
};
function resolveRedirects(url, site) {
    let cur = url;
    for (let i = 0; i < MAX_HOPS; i++) {
        const next = site.redirectsByUrl.get(cur);
        if (next === undefined || next === cur)
            break;
        cur = next;
    }
    return cur;
}
/* harmony default export */ const orphan_page = (orphan_page_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/missing-sitemap.ts
/**
 * A sitemap is how search engines learn about pages links do not reach and when
 * pages changed. The crawler looks at robots.txt's Sitemap: lines and /sitemap.xml.
 */
const missing_sitemap_rule = {
    scope: 'site',
    meta: {
        key: 'missingSitemap',
        category: 'seo',
        severity: 'low',
        tier: 'auto',
        weight: 0.3,
        title: 'No XML sitemap found',
        help: 'Publish /sitemap.xml listing your indexable URLs and add a "Sitemap: https://…/sitemap.xml" line to robots.txt.',
    },
    check(_facts, site) {
        if (site.sitemapsFound.length > 0)
            return { applicable: ['/'], findings: [] };
        const listed = site.robots.sitemaps;
        const message = listed.length > 0
            ? `robots.txt lists ${listed.join(', ')} but no sitemap there could be fetched and parsed.`
            : 'No sitemap was found at /sitemap.xml or in robots.txt.';
        return { applicable: ['/'], findings: [{ path: '/', message, target: listed[0] }] };
    },
};
/* harmony default export */ const missing_sitemap = (missing_sitemap_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/missing-robots-txt.ts
/**
 * Without robots.txt crawlers assume everything may be crawled, which is fine,
 * but there is then no place to point at the sitemap or keep crawlers out of
 * search/cart URLs. 404 and 410 mean "none"; 0 means it could not be fetched at
 * all. Lighthouse's robots-txt audit only fails on an invalid or 5xx robots.txt,
 * which is a different problem, so there is no overlap to match.
 */
const missing_robots_txt_rule = {
    scope: 'site',
    meta: {
        key: 'missingRobotsTxt',
        category: 'seo',
        severity: 'low',
        tier: 'auto',
        weight: 0.3,
        title: 'No robots.txt found',
        help: 'Serve /robots.txt (even just "User-agent: *" and "Allow: /") with a "Sitemap:" line pointing at your sitemap.',
    },
    check(_facts, site) {
        const { status } = site.robots;
        if (status !== 0 && status !== 404 && status !== 410)
            return { applicable: ['/'], findings: [] };
        const message = status === 0 ? '/robots.txt could not be fetched.' : `/robots.txt answered HTTP ${status}.`;
        return { applicable: ['/'], findings: [{ path: '/', message, target: new URL('/robots.txt', site.origin).href }] };
    },
};
/* harmony default export */ const missing_robots_txt = (missing_robots_txt_rule);

;// CONCATENATED MODULE: ./src/engine/rules/seo/index.ts




























/** Every SEO rule: page rules first, then the rules that need the whole crawl. */
const seoRules = [
    missing_title,
    title_too_long,
    title_too_short,
    missing_meta_description,
    meta_description_too_long,
    meta_description_too_short,
    missing_h1,
    multiple_h1,
    noindex,
    missing_canonical,
    invalid_canonical,
    canonical_conflict,
    invalid_hreflang,
    http_error,
    redirect_chain,
    redirect_loop,
    generic_link_text,
    uncrawlable_link,
    thin_content,
    invalid_structured_data,
    missing_open_graph,
    blocked_by_robots_txt,
    duplicate_title,
    duplicate_meta_description,
    broken_internal_link,
    orphan_page,
    missing_sitemap,
    missing_robots_txt,
];

;// CONCATENATED MODULE: ./src/engine/rules/index.ts





// Built (and validated) at import: a duplicate or non-camelCase key throws here.
const registry = buildRuleRegistry([seoRules, accessibilityRules, bestPracticesRules, performanceRules]);
/** Every static rule of the engine, SEO first; axe-core rules are added per audit from the samples. */
const allRules = registry.rules;
const ruleByKey = registry.byKey;

;// CONCATENATED MODULE: ./src/engine/engine-deps.ts




let byKey;
/**
 * axe rule metadata comes from the catalog (each rule's declared impact), not
 * from the impact of one violation, so a key has the same severity and weight
 * in every report whichever sample found it. The catalog is read from the axe
 * that ran on the first sample: meta() is only asked after a run.
 */
function axeDeps() {
    // One window for all of an audit's samples (see createAxeSession), made on the first.
    let session;
    return {
        run: (html, url) => (session ??= createAxeSession()).run(html, url),
        close: () => {
            session?.close();
            session = undefined;
        },
        meta: (ruleId, impact, text) => {
            const catalog = catalogFromSamples();
            if (!byKey && catalog)
                byKey = new Map(catalog.map((m) => [m.key, m]));
            return byKey?.get(axeKey(ruleId)) ?? axeRuleMeta(ruleId, impact, text);
        },
    };
}
/** The production wiring: every rule, the real crawler, axe sampling and the performance estimate. */
async function defaultEngineDeps() {
    return { rules: allRules, crawl: crawl, performanceOf: performanceOf, templateSignature: templateSignature, axe: axeDeps() };
}

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(78877);
;// CONCATENATED MODULE: ./src/engine/heap-tuning.ts


let tuned = false;
/**
 * Keeps V8's heap close to what is live. An audit parses thousands of pages
 * whose DOMs die within milliseconds; at that allocation rate V8 grows the old
 * generation to several times the live data after each full GC. Limiting the
 * growth step to 20% measured 607 → 417 MB peak RSS at 10,000 pages and 471 →
 * 340 MB at 4,000, at no measurable cost in pages/s (bench/run.ts).
 *
 * This is a process-wide V8 flag, set once when the first audit starts; Node
 * documents flags set after start-up as best effort, and this one is read at
 * every full GC. The CLI and the action own their process, so that is ours to
 * tune; embedders can opt out with SEO_AUDIT_NO_HEAP_TUNING=1.
 */
function tuneHeapForAudit() {
    if (tuned || process.env.SEO_AUDIT_NO_HEAP_TUNING === '1')
        return;
    tuned = true;
    (0,external_node_v8_.setFlagsFromString)('--heap-growing-percent=20');
}
/**
 * A function that hands the heap's free memory back to the OS, or undefined
 * where that cannot be had (SEO_AUDIT_NO_HEAP_TUNING=1).
 *
 * Why: an ordinary full GC frees dead pages to V8's own pool, not to the OS,
 * so RSS stays at its high-water mark: at 10,000 pages the engine's worker
 * held ~245 MB of which ~43 MB was live, and loading jsdom and axe on top of
 * that made the audit's peak. Only V8's memory-reducing GC (the "last-resort"
 * flavour of the gc extension) releases pooled pages and shrinks the young
 * generation. Measured at the end of a 10,000-page crawl: 245 → 162 MB RSS in
 * ~90 ms.
 *
 * The gc extension is only installed on contexts created while --expose-gc is
 * on, so it is switched on for one fresh context and off again at once: no
 * other context (a jsdom window included) ever sees a `gc` global. Only for
 * threads the audit owns (isolated-audit.ts): a library caller's heap is its own.
 */
function memoryReleaser() {
    if (process.env.SEO_AUDIT_NO_HEAP_TUNING === '1')
        return undefined;
    const gc = exposedGc();
    return gc && (() => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
}
function exposedGc() {
    // Started with --expose-gc: use that, and leave the flag as the user set it.
    const own = globalThis.gc;
    if (typeof own === 'function')
        return own;
    try {
        (0,external_node_v8_.setFlagsFromString)('--expose-gc');
        const gc = (0,external_node_vm_.runInNewContext)('gc');
        return typeof gc === 'function' ? gc : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_v8_.setFlagsFromString)('--no-expose-gc');
    }
}
/**
 * A checkpoint that calls `release` once RSS has grown by `budgetMb` since the
 * last release (or since the first checkpoint), so small audits never pay for
 * a GC and large ones stay near their live size. The caller picks the budget:
 * a crawl refills ~40 MB of short-lived garbage within half a second of a
 * release, so between pages only a large growth is worth 40-130 ms of GC;
 * between phases, where what the last phase left is all dead, a small one is.
 *
 * Measured with `npm run bench` at 10,000 pages: releasing only between the
 * phases and after axe samples gave 275-282 MB peak RSS; also releasing
 * during the crawl gave 257 MB for 0.6 s more (2%).
 */
function createMemoryGovernor(release, rss = () => process.memoryUsage.rss()) {
    // Measured from the first checkpoint, not from creation: by then the
    // crawl's working set has formed, and releasing it would only see it refill.
    let baseline;
    return (budgetMb) => {
        const now = rss();
        if (baseline === undefined)
            baseline = now;
        if (now - baseline < budgetMb * 1024 * 1024)
            return;
        release();
        baseline = rss();
    };
}

;// CONCATENATED MODULE: ./src/engine/index.ts





/**
 * Audits a site in-process: crawls it, runs every rule, samples templates with
 * axe-core and returns the same report shape as the service. A start URL that
 * cannot be audited gives a report with status 'failed' and `error`; only an
 * abort (opts.signal) or a programming error rejects.
 */
async function auditSite(opts) {
    tuneHeapForAudit();
    return runAudit(opts, await defaultEngineDeps());
}
/**
 * auditSite for a thread that runs nothing but this audit (the engine worker,
 * isolated-audit.ts): it also hands memory that is no longer live back to the
 * OS as the audit goes, which a library caller's thread should not have done
 * to it.
 */
async function auditSiteOwningThread(opts) {
    tuneHeapForAudit();
    const release = memoryReleaser();
    return runAudit(opts, { ...(await defaultEngineDeps()), ...(release ? { memoryCheckpoint: createMemoryGovernor(release) } : {}) });
}


/***/ }),

/***/ 37790:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   isPreviewUrl: () => (/* binding */ isPreviewUrl)
/* harmony export */ });
/**
 * Whether a URL is a deploy preview, judged from the host alone. Previews get
 * host-level `X-Robots-Tag: noindex` and canonicals pointing at production from
 * their platform, so those must not count as failures there. Production hosts of
 * the same platforms (`app.vercel.app`, `site.netlify.app`, `proj.pages.dev`)
 * are deliberately not matched: a false "preview" would hide a real noindex.
 */
function isPreviewUrl(url) {
    let host;
    try {
        host = new URL(url).hostname.toLowerCase();
    }
    catch {
        return false;
    }
    const labels = host.split('.');
    const first = labels[0] ?? '';
    const under = (suffix) => host.endsWith(`.${suffix}`);
    const pr = /(^|-)(pr|preview|deploy-preview)-\d+(-|$)/.test(first);
    // Vercel: branch URLs carry `-git-`, deployment URLs a 9-character hash segment with a digit.
    if (under('vercel.app'))
        return first.includes('-git-') || first.split('-').some((s) => /^(?=[a-z0-9]*\d)[a-z0-9]{9}$/.test(s)) || pr;
    // Netlify and Firebase Hosting: deploy previews, branch deploys and channels all use `--`.
    if (under('netlify.app') || under('web.app') || under('firebaseapp.com'))
        return first.includes('--') || first.startsWith('deploy-preview-');
    // Cloudflare Pages: <hash or branch>.<project>.pages.dev; <project>.pages.dev is production.
    if (under('pages.dev'))
        return labels.length >= 4;
    // Amplify: <branch>.<appid>.amplifyapp.com; PR previews are pr-N.
    if (under('amplifyapp.com'))
        return /^pr-\d+$/.test(first);
    // Render, Fly.io, Surge, Heroku review apps: PR previews are named with pr-N.
    if (under('onrender.com') || under('fly.dev') || under('surge.sh') || under('herokuapp.com'))
        return pr;
    return false;
}


/***/ }),

/***/ 91327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ ScoresSchema),
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
/* unused harmony exports KNOWN_STATUSES, KNOWN_TIERS, CategorySchema, AuditStatusSchema, SeveritySchema, TierSchema, ScoreSchema, IssueSchema, PageReportSchema, ErrorDetailSchema, EngineInfoSchema, SiteSchema, FixTargetSchema, isKnown */
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


/***/ }),

/***/ 8330:
/***/ ((module) => {

module.exports = {"rE":"0.1.0"};

/***/ })

};
