export const id = 234;
export const ids = [234];
export const modules = {

/***/ 93234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createEngineAuditor: () => (/* binding */ createEngineAuditor)
/* harmony export */ });
/**
 * The embedded engine behind the service's Auditor interface: the reference
 * service reports exactly what the action and CLI would find on their own.
 * The engine is loaded on first use so a service with the canned auditor
 * never pays for it.
 */
function createEngineAuditor(opts = {}) {
    return {
        async audit(req, signal) {
            const { isPreviewUrl } = await __webpack_require__.e(/* import() */ 790).then(__webpack_require__.bind(__webpack_require__, 37790));
            const { auditSiteIsolated } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 94641));
            // Each audit on its own worker: bounded memory, and a runaway site cannot stall the service.
            const report = await auditSiteIsolated({
                url: req.url,
                maxPages: opts.maxPages,
                concurrency: opts.concurrency,
                preview: isPreviewUrl(req.url),
                signal,
            });
            if (report.status !== 'done' || report.overall === undefined || report.scores === undefined) {
                throw new Error(report.error?.message ?? `the engine could not audit ${req.url}`);
            }
            // The service owns the id, status and domain of its audits.
            const { auditId: _id, status: _status, domain: _domain, error: _error, ...body } = report;
            return { ...body, overall: report.overall, scores: report.scores, issues: report.issues };
        },
    };
}


/***/ })

};
