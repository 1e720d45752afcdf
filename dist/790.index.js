export const id = 790;
export const ids = [790];
export const modules = {

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


/***/ })

};
