export const id = 33;
export const ids = [33];
export const modules = {

/***/ 20033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// UNUSED EXPORTS: USAGE

;// CONCATENATED MODULE: ./src/cli/exit-codes.ts
/** The CLI's exit codes: part of its contract with every CI system that runs it. */
const EXIT = {
    passed: 0,
    thresholdFailed: 1,
    usage: 2,
    auditFailed: 3,
};
class UsageError extends Error {
    name = 'UsageError';
}

;// CONCATENATED MODULE: ./src/cli/io.ts
const processIo = {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    isTty: Boolean(process.stderr.isTTY),
};
/** Resolves when a long-running command should stop: Ctrl-C, SIGTERM, or the io's signal. */
function untilStopped(io) {
    return new Promise((resolve) => {
        io.signal?.addEventListener('abort', () => resolve(), { once: true });
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
    });
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/engine/audit-options.ts
var audit_options = __webpack_require__(3842);
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

;// CONCATENATED MODULE: ./src/cli/progress.ts

/**
 * A one-line progress bar on a terminal; on CI logs, where carriage returns turn
 * into thousands of lines, a plain line every 10% instead.
 */
function createProgress(io) {
    const lines = createProgressLines();
    let drawn = false;
    return {
        update(url, p) {
            const total = p.done + p.queued;
            if (io.isTty) {
                const width = 24;
                const filled = total ? Math.round((p.done / total) * width) : 0;
                io.stderr(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${p.done}/${total} ${PROGRESS_UNIT[p.phase]}  ${url}`.slice(0, 120) + '\x1b[K');
                drawn = true;
            }
            else {
                const line = lines(url, p);
                if (line)
                    io.stderr(line + '\n');
            }
        },
        end() {
            if (drawn)
                io.stderr('\r\x1b[K');
            drawn = false;
        },
    };
}

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
function reportLabel(report) {
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
                failures.push({ auditId: report.auditId, url: reportLabel(report), target, score: score ?? null, threshold });
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
    const introduced = (pairs ?? []).map((p) => ({ url: reportLabel(p.head), issues: p.diff.introduced }));
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

;// CONCATENATED MODULE: ./node_modules/markdown-table/index.js
// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {}
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat()
  const stringLength = settings.stringLength || defaultStringLength
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = []
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = []
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = []
  /** @type {Array<number>} */
  const longestCellByColumn = []
  let mostCellsPerRow = 0
  let rowIndex = -1

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = []
    /** @type {Array<number>} */
    const sizes = []
    let columnIndex = -1

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex])

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell)
        sizes[columnIndex] = size

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size
        }
      }

      row.push(cell)
    }

    cellMatrix[rowIndex] = row
    sizeMatrix[rowIndex] = sizes
  }

  // Figure out which alignments to use.
  let columnIndex = -1

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex])
    }
  } else {
    const code = toAlignment(align)

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code
    }
  }

  // Inject the alignment row.
  columnIndex = -1
  /** @type {Array<string>} */
  const row = []
  /** @type {Array<number>} */
  const sizes = []

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex]
    let before = ''
    let after = ''

    if (code === 99 /* `c` */) {
      before = ':'
      after = ':'
    } else if (code === 108 /* `l` */) {
      before = ':'
    } else if (code === 114 /* `r` */) {
      after = ':'
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          )

    const cell = before + '-'.repeat(size) + after

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size
      }

      sizes[columnIndex] = size
    }

    row[columnIndex] = cell
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row)
  sizeMatrix.splice(1, 0, sizes)

  rowIndex = -1
  /** @type {Array<string>} */
  const lines = []

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex]
    const sizes = sizeMatrix[rowIndex]
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow
    columnIndex = -1
    /** @type {Array<string>} */
    const line = []

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || ''
      let before = ''
      let after = ''

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0)
        const code = alignments[columnIndex]

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size)
        } else if (code === 99 /* `c` */) {
          const half = size / 2

          if (size % 2) {
            before = ' '.repeat(half + 0.5)
            after = ' '.repeat(half - 0.5)
          } else {
            before = ' '.repeat(half)
            after = before
          }
        } else {
          after = ' '.repeat(size)
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|')
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ')
      }

      if (settings.alignDelimiters !== false) {
        line.push(before)
      }

      line.push(cell)

      if (settings.alignDelimiters !== false) {
        line.push(after)
      }

      if (settings.padding !== false) {
        line.push(' ')
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|')
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    )
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}

;// CONCATENATED MODULE: ./src/report/issue-summary.ts

const SEVERITY_RANK = { high: 0, medium: 1, low: 2 };
// An unknown severity from a newer service sorts after the known ones rather than failing.
const rank = (s) => SEVERITY_RANK[s] ?? schema/* KNOWN_SEVERITIES */.W$.length;
/** Groups one-issue-per-page entries by key: what a reader scans first. */
function groupIssues(issues) {
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




const CATEGORY_LABELS = {
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
    const header = ['URL', ...GATE_TARGETS.map((t) => CATEGORY_LABELS[t])];
    const rows = reports.map((r) => [
        escapeCell(reportLabel(r)),
        ...GATE_TARGETS.map((t) => scoreCell(scoreOf(r, t), thresholds[t])),
    ]);
    return markdownTable([header, ...rows], { align: ['l', ...GATE_TARGETS.map(() => 'c')] });
}
function renderTopIssues(report, limit = 10) {
    const groups = groupIssues(report.issues);
    if (groups.length === 0)
        return '_No issues found._';
    const rows = groups.slice(0, limit).map((g) => [
        `\`${escapeCell(g.key)}\``,
        escapeCell(g.severity),
        escapeCell(g.category ?? ''),
        String(g.pages.length),
        escapeCell(g.pages.slice(0, 3).join(', ') + (g.pages.length > 3 ? ', …' : '')),
    ]);
    const table = markdownTable([['Issue', 'Severity', 'Category', 'Pages', 'Where'], ...rows]);
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
        lines.push(`<details><summary>${escapeCell(reportLabel(r))} · ${r.issues.length} issue(s)${pages} · <code>${escapeCell(r.auditId)}</code></summary>`, '');
        lines.push(renderTopIssues(r), '');
        for (const note of r.notes ?? [])
            lines.push(`> ${escapeCell(note)}`, '');
        lines.push('</details>', '');
    }
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/report/render-text.ts




/** Plain text for terminals and CI logs: aligned, no markup, no colour codes. */
function renderText(reports, gate, thresholds) {
    const out = [];
    for (const r of reports) {
        out.push(`${reportLabel(r)}  (${r.auditId}${r.pageCount !== undefined ? `, ${r.pageCount} pages` : ''})`);
        for (const t of GATE_TARGETS) {
            const score = scoreOf(r, t);
            const th = thresholds[t];
            const mark = th === undefined ? '' : score !== undefined && score >= th ? `  ok (>= ${th})` : `  FAIL (< ${th})`;
            out.push(`  ${CATEGORY_LABELS[t].padEnd(15)}${score === undefined ? '-' : String(Math.round(score)).padStart(3)}${mark}`);
        }
        const groups = groupIssues(r.issues);
        if (groups.length) {
            out.push(`  ${r.issues.length} issue(s):`);
            for (const g of groups.slice(0, 15)) {
                out.push(`    ${g.severity.padEnd(7)}${g.key} on ${g.pages.length} page(s): ${g.pages.slice(0, 3).join(', ')}${g.pages.length > 3 ? ', ...' : ''}`);
            }
            if (groups.length > 15)
                out.push(`    ... and ${groups.length - 15} more kinds (see the JSON report)`);
        }
        for (const note of r.notes ?? [])
            out.push(`  note: ${note}`);
        out.push('');
    }
    out.push(gate.passed ? 'PASSED: all scores meet their thresholds' : `FAILED: ${gateReasons(gate).join('; ')}`);
    return out.join('\n');
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
function parseDuration(input) {
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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
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
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, JSON.stringify(result, null, 2) + '\n');
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
function formatDelta(delta) {
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
    return delta ? `${base} → **${head}** (${formatDelta(delta)})` : `${head} (±0)`;
};
function renderDiffMarkdown(pairs) {
    const lines = [];
    const header = ['URL', ...pairs[0]?.diff.scores.map((s) => CATEGORY_LABELS[s.target]) ?? []];
    const rows = pairs.map((p) => [escapeCell(reportLabel(p.head)), ...p.diff.scores.map((s) => cell(s.base, s.head, s.delta))]);
    lines.push(markdownTable([header, ...rows]), '');
    for (const p of pairs) {
        if (!p.base)
            continue;
        const intro = groupIssues(p.diff.introduced);
        const fixed = groupIssues(p.diff.resolved);
        if (!intro.length && !fixed.length)
            continue;
        lines.push(`**${escapeCell(reportLabel(p.head))}**`, '');
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

;// CONCATENATED MODULE: ./src/cli/commands/audit.ts














const AUDIT_USAGE = `Usage: seo-audit audit <url...> [options]

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
  --max-pages N          engine: most pages per URL (default ${audit_options/* AUDIT_DEFAULTS */.v.maxPages})
  --concurrency N        engine: requests in flight (default ${audit_options/* AUDIT_DEFAULTS */.v.concurrency})
  --preview [BOOL]       engine: treat the URL as a deploy preview (default: auto-detect)
  --check-external       engine: also check external links

Exit codes: 0 passed, 1 a threshold failed, 2 usage or configuration error,
3 an audit or the service failed.`;
async function auditCommand(argv, io) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
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
    if (positionals.length === 0)
        throw new UsageError('give at least one URL to audit, e.g. seo-audit audit https://example.com/');
    const format = values.format;
    if (format !== 'text' && format !== 'json' && format !== 'markdown') {
        throw new UsageError(`--format must be text, json or markdown, got "${format}"`);
    }
    const urls = parseTargetUrls(positionals);
    const thresholds = parseThresholds(values.threshold ?? []);
    const timeoutMs = parseTimeout('--timeout', values.timeout);
    const apiUrl = values['api-url'];
    if (apiUrl)
        parseTargetUrl(apiUrl);
    const apiKey = values['api-key'] ?? io.env.SEO_AUDIT_API_KEY;
    const backend = apiUrl
        ? { kind: 'service', apiUrl, apiKey: apiKey || undefined }
        : {
            kind: 'engine',
            maxPages: parsePositiveInt('--max-pages', values['max-pages'], audit_options/* AUDIT_DEFAULTS */.v.maxPages, 100_000),
            concurrency: parsePositiveInt('--concurrency', values.concurrency, audit_options/* AUDIT_DEFAULTS */.v.concurrency, 64),
            preview: parsePreview(values.preview),
            checkExternal: parseBoolean('--check-external', String(values['check-external']), false),
        };
    const failOnNew = wrapConfig(() => parseFailOnNew(values['fail-on-new']));
    if (failOnNew !== 'none' && !values.baseline)
        throw new UsageError('--fail-on-new needs --baseline: new issues are found by comparing with an earlier result');
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
    const result = { reports, gate, thresholds, errors };
    if (values.output)
        await (0,promises_.writeFile)(values.output, JSON.stringify(result, null, 2) + '\n');
    if (format === 'json')
        io.stdout(JSON.stringify(result, null, 2) + '\n');
    else if (format === 'markdown') {
        io.stdout(renderMarkdownSummary(reports, gate, thresholds) + '\n');
        if (pairs)
            io.stdout('### Compared with the baseline\n\n' + renderDiffMarkdown(pairs) + '\n');
    }
    else if (reports.length) {
        if (pairs)
            io.stdout(renderDiffText(pairs) + '\n\n');
        io.stdout(renderText(reports, gate, thresholds) + '\n');
    }
    for (const e of errors)
        io.stderr(`error: ${e.message}\n`);
    if (errors.length)
        return EXIT.auditFailed;
    return gate.passed ? EXIT.passed : EXIT.thresholdFailed;
}

;// CONCATENATED MODULE: ./src/cli/commands/service.ts




const SERVICE_USAGE = `Usage: seo-audit service [options]

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
async function serviceCommand(argv, io) {
    const { values } = (0,external_node_util_.parseArgs)({
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
    if (!rate)
        throw new UsageError(`--rate-limit must look like 120/60s, got "${values['rate-limit']}"`);
    const rateLimit = { limit: parsePositiveInt('--rate-limit', rate[1], 120), windowMs: parseTimeout('--rate-limit', rate[2]) };
    if (values.auditor !== 'engine' && values.auditor !== 'canned') {
        throw new UsageError(`--auditor must be engine or canned, got "${values.auditor}"`);
    }
    const { startService, parseApiKeys, createCannedAuditor } = await __webpack_require__.e(/* import() */ 611).then(__webpack_require__.bind(__webpack_require__, 74611));
    const { createEngineAuditor } = await __webpack_require__.e(/* import() */ 234).then(__webpack_require__.bind(__webpack_require__, 93234));
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

;// CONCATENATED MODULE: ./src/cli/commands/receiver.ts




const RECEIVER_USAGE = `Usage: seo-audit receiver --repo OWNER/NAME --workflow FILE [options]

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
async function receiverCommand(argv, io) {
    const { values } = (0,external_node_util_.parseArgs)({
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
    if (!owner || !repo || extra !== undefined)
        throw new UsageError('--repo must be OWNER/NAME, e.g. --repo acme/website');
    if (!values.workflow)
        throw new UsageError('--workflow is required, e.g. --workflow seo.yml');
    if (values.mode !== 'dispatch' && values.mode !== 'rerun')
        throw new UsageError(`--mode must be dispatch or rerun, got "${values.mode}"`);
    const secrets = splitList(io.env.SEO_AUDIT_WEBHOOK_SECRET ?? '');
    if (!secrets.length)
        throw new UsageError('set SEO_AUDIT_WEBHOOK_SECRET to the whsec_... secret the service gave when the webhook was registered');
    if (secrets.some((s) => !/^whsec_[A-Za-z0-9+/=]+$/.test(s)))
        throw new UsageError('SEO_AUDIT_WEBHOOK_SECRET must hold whsec_ followed by base64, comma-separated');
    const token = io.env.GITHUB_TOKEN;
    if (!token)
        throw new UsageError('set GITHUB_TOKEN to a token that may run workflows in the repository (actions: write)');
    const { startReceiver, triggerWorkflow } = await Promise.all(/* import() */[__webpack_require__.e(51), __webpack_require__.e(533)]).then(__webpack_require__.bind(__webpack_require__, 50533));
    const mode = values.mode;
    const workflow = values.workflow;
    const receiver = await startReceiver({
        port: values.port === '0' ? 0 : parsePositiveInt('--port', values.port, 8788, 65535),
        host: values.host,
        path: values.path,
        secrets,
        policy: { events: splitList(values.events), domains: values.domain ? splitList(values.domain) : [] },
        trigger: (facts) => triggerWorkflow({ token, apiUrl: io.env.GITHUB_API_URL || 'https://api.github.com', owner, repo, workflow, ref: values.ref, mode, withInputs: values['with-inputs'] }, facts),
        log: (line) => io.stderr(line + '\n'),
    });
    io.stderr(`seo-audit receiver listening on ${receiver.url}${values.path} -> ${owner}/${repo} ${workflow} (${mode} on ${values.ref})\n`);
    await untilStopped(io);
    await receiver.close();
    return EXIT.passed;
}

// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
;// CONCATENATED MODULE: ./src/cli/main.ts








const USAGE = `seo-audit ${package_0/* version */.rE}: audit websites for SEO and gate CI on the scores

Usage:
  seo-audit audit <url...> [options]   audit sites (embedded engine, or --api-url service)
  seo-audit service [options]          run the reference audit service
  seo-audit receiver [options]         re-run a GitHub workflow on the service's webhooks
  seo-audit --version

Run "seo-audit <command> --help" for a command's options.`;
const COMMANDS = {
    audit: auditCommand,
    service: serviceCommand,
    receiver: receiverCommand,
};
function isUsageError(e) {
    if (e instanceof UsageError || e instanceof ConfigError || e instanceof ThresholdError)
        return true;
    const code = e?.code;
    // node:util parseArgs reports unknown flags and missing values with these codes.
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
        return true;
    return e?.name === 'DurationError';
}
/** Runs one CLI invocation and returns its exit code; never throws. */
async function main(argv, io = processIo) {
    const [command, ...rest] = argv;
    if (!command || command === 'help' || command === '--help' || command === '-h') {
        io.stdout(USAGE + '\n');
        return command ? EXIT.passed : EXIT.usage;
    }
    if (command === '--version' || command === 'version') {
        io.stdout(package_0/* version */.rE + '\n');
        return EXIT.passed;
    }
    const handler = COMMANDS[command];
    if (!handler) {
        io.stderr(`seo-audit: unknown command "${command}"\n\n${USAGE}\n`);
        return EXIT.usage;
    }
    try {
        return await handler(rest, io);
    }
    catch (e) {
        const err = e;
        if (isUsageError(e)) {
            io.stderr(`seo-audit ${command}: ${err.message}\nRun "seo-audit ${command} --help" for usage.\n`);
            return EXIT.usage;
        }
        io.stderr(`seo-audit ${command}: ${err.message}\n`);
        if (io.env.SEO_AUDIT_DEBUG)
            io.stderr(`${err.stack}\n`);
        return EXIT.auditFailed;
    }
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
