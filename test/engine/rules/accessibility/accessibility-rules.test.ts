import { describe, expect, it } from 'vitest';
import type { PageRule } from '../../../../src/engine/types.js';
import { accessibilityRules } from '../../../../src/engine/rules/accessibility/index.js';
import missingLang from '../../../../src/engine/rules/accessibility/missing-lang.js';
import invalidLang from '../../../../src/engine/rules/accessibility/invalid-lang.js';
import imageMissingAlt from '../../../../src/engine/rules/accessibility/image-missing-alt.js';
import missingFormLabel from '../../../../src/engine/rules/accessibility/missing-form-label.js';
import emptyButton from '../../../../src/engine/rules/accessibility/empty-button.js';
import emptyLink from '../../../../src/engine/rules/accessibility/empty-link.js';
import duplicateId from '../../../../src/engine/rules/accessibility/duplicate-id.js';
import headingOrderSkip from '../../../../src/engine/rules/accessibility/heading-order-skip.js';
import missingViewport from '../../../../src/engine/rules/accessibility/missing-viewport.js';
import viewportPreventsZoom from '../../../../src/engine/rules/accessibility/viewport-prevents-zoom.js';
import { pageContext } from '../../page-context.js';

const run = (rule: PageRule, html: string) => rule.check(pageContext(html));
const page = (body: string, head = '') => `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const fails = (rule: PageRule, html: string) => run(rule, html).findings.length;

describe('accessibilityRules', () => {
  it('lists every rule once, all in the accessibility category', () => {
    expect(accessibilityRules).toHaveLength(10);
    expect(new Set(accessibilityRules.map((r) => r.meta.key)).size).toBe(10);
    for (const r of accessibilityRules) expect(r.meta.category).toBe('accessibility');
  });
});

describe('missingLang', () => {
  it('passes with a lang', () => expect(fails(missingLang, page(''))).toBe(0));
  it('fails without lang, with a blank one, or with only xml:lang', () => {
    expect(fails(missingLang, '<html><body></body></html>')).toBe(1);
    expect(fails(missingLang, '<html lang="  "><body></body></html>')).toBe(1);
    expect(run(missingLang, '<html xml:lang="en"><body></body></html>').findings[0].message).toMatch(/xml:lang/);
    expect(fails(missingLang, '<p>no html tag</p>')).toBe(1);
  });
});

describe('invalidLang', () => {
  it('passes valid tags, including region and 3-letter codes', () => {
    for (const l of ['en', 'en-GB', 'pt-BR', 'fil', 'zh-Hant-TW', 'EN-us']) expect(fails(invalidLang, `<html lang="${l}"><body></body></html>`)).toBe(0);
  });
  it('fails made-up codes and underscores', () => {
    for (const l of ['english', 'en_US', 'xx', 'us']) expect(fails(invalidLang, `<html lang="${l}"><body></body></html>`)).toBe(1);
  });
  it('is not applicable without any lang attribute, and an empty html lang is left to missingLang', () => {
    expect(run(invalidLang, '<html><body><p>x</p></body></html>').applicable).toBe(false);
    expect(run(invalidLang, '<html lang=""><body></body></html>').applicable).toBe(false);
    expect(fails(invalidLang, '<html lang=" "><body></body></html>')).toBe(1);
  });
  it('checks lang on other elements only when they hold text (valid-lang)', () => {
    expect(fails(invalidLang, page('<p lang="xx">Bonjour</p>'))).toBe(1);
    expect(fails(invalidLang, page('<p lang="xx"><img alt=""></p>'))).toBe(0);
    expect(fails(invalidLang, page('<p lang="fr">Bonjour</p><span lang="">x</span>'))).toBe(0);
  });
});

describe('imageMissingAlt', () => {
  it('is not applicable without images', () => expect(run(imageMissingAlt, page('<p>hi</p>')).applicable).toBe(false));
  it('passes alt (even empty), aria-label, labelledby, title and presentational roles', () => {
    const ok = page(
      '<img src=a alt="A cat"><img src=b alt=""><img src=c aria-label="Dog"><span id=l>Fish</span><img src=d aria-labelledby="l"><img src=e title="Bird"><img src=f role="presentation"><img src=g role=none>',
    );
    expect(fails(imageMissingAlt, ok)).toBe(0);
  });
  it('fails no alt, whitespace-only alt even with another name, and empty labelledby targets', () => {
    expect(fails(imageMissingAlt, page('<img src="/a.png">'))).toBe(1);
    expect(fails(imageMissingAlt, page('<img src="/a.png" alt=" " title="x">'))).toBe(1);
    expect(fails(imageMissingAlt, page('<span id=e></span><img src=x aria-labelledby=e>'))).toBe(1);
    expect(run(imageMissingAlt, page('<img src="/a.png">')).findings[0].message).toContain('/a.png');
  });
  it('skips images hidden from assistive technology', () => {
    const r = run(imageMissingAlt, page('<div aria-hidden="true"><img src=a></div><img src=b hidden><template><img src=c></template>'));
    expect(r).toEqual({ applicable: false, findings: [] });
  });
});

describe('missingFormLabel', () => {
  it('is not applicable without fields, and ignores button-like and hidden inputs', () => {
    expect(run(missingFormLabel, page('<input type=hidden name=t><input type=submit><input type=image src=x><button>Go</button>')).applicable).toBe(false);
  });
  it('passes every way axe accepts a label', () => {
    const ok = page(
      '<label for=a>Name</label><input id=a>' +
        '<label>Email <input type=email></label>' +
        '<input aria-label="Search">' +
        '<span id=t>Phone</span><input aria-labelledby="t">' +
        '<input title="Zip">' +
        '<input placeholder="Your city">' +
        '<textarea placeholder="Message"></textarea>' +
        '<label for=s>Size</label><select id=s><option>S</option></select>' +
        '<input role=presentation disabled>',
    );
    expect(fails(missingFormLabel, ok)).toBe(0);
  });
  it('fails unlabeled fields; a select is not named by its options nor by placeholder', () => {
    expect(fails(missingFormLabel, page('<input name=q>'))).toBe(1);
    expect(fails(missingFormLabel, page('<input type=weird>'))).toBe(1);
    expect(fails(missingFormLabel, page('<select placeholder="x"><option>One</option></select>'))).toBe(1);
    expect(fails(missingFormLabel, page('<textarea>draft</textarea>'))).toBe(1);
    expect(fails(missingFormLabel, page('<label for=a></label><input id=a>'))).toBe(1);
    expect(fails(missingFormLabel, page('<input role=presentation>'))).toBe(1);
    expect(fails(missingFormLabel, page('<label><input value="prefilled"></label>'))).toBe(1);
    expect(run(missingFormLabel, page('<input name=q>')).findings[0].message).toBe('<input type="text" name="q"> has no label, aria-label or title (or placeholder).');
  });
});

describe('emptyButton', () => {
  it('passes text, image alt, aria-label, title and labels', () => {
    expect(fails(emptyButton, page('<button>Save</button><button><img src=x alt="Close"></button><button aria-label="Menu"><svg aria-hidden="true"></svg></button><button title="Help"></button><label for=b>Go</label><button id=b></button>'))).toBe(0);
  });
  it('fails icon-only buttons without a name', () => {
    expect(fails(emptyButton, page('<button><svg aria-hidden="true"><path d=""/></svg></button>'))).toBe(1);
    expect(fails(emptyButton, page('<button><img src=x alt=""></button>'))).toBe(1);
  });
  it('is not applicable without buttons', () => expect(run(emptyButton, page('<p>x</p>')).applicable).toBe(false));
});

describe('emptyLink', () => {
  it('passes named links and ignores anchors without href', () => {
    expect(fails(emptyLink, page('<a href="/a">About</a><a href="/b"><img src=x alt="Home"></a><a href="/c" aria-label="Next"></a><a href="/d"><span class="sr-only">Cart</span></a><a name=top></a>'))).toBe(0);
  });
  it('fails a link around a decorative image', () => {
    const r = run(emptyLink, page('<a href="/home"><img src="logo.png" alt=""></a>'));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0].target).toBe('/home');
  });
  it('is not applicable without links', () => expect(run(emptyLink, page('<a name="x">x</a>')).applicable).toBe(false));
});

describe('duplicateId', () => {
  it('fails a duplicated id that a label or aria attribute references', () => {
    const r = run(duplicateId, page('<label for=email>Email</label><input id=email><div id=email></div>'));
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0].message).toMatch(/"email" is used by 2 elements/);
    expect(fails(duplicateId, page('<span id=h>Hi</span><span id=h>Ho</span><div aria-describedby="x h"></div>'))).toBe(1);
  });
  it('passes unreferenced duplicates, like Lighthouse', () => {
    expect(fails(duplicateId, page('<span id=d></span><span id=d></span><div aria-labelledby="other"></div><span id=other>x</span>'))).toBe(0);
  });
  it('is not applicable when nothing references ids', () => {
    expect(run(duplicateId, page('<span id=d></span><span id=d></span>')).applicable).toBe(false);
  });
});

describe('headingOrderSkip', () => {
  it('passes a first heading at any level and going back up', () => {
    expect(fails(headingOrderSkip, page('<h2>a</h2><h3>b</h3><h4>c</h4><h2>d</h2><h3>e</h3><h1>f</h1>'))).toBe(0);
  });
  it('fails skipping a level, counting role=heading and aria-level', () => {
    expect(fails(headingOrderSkip, page('<h1>Title</h1><h3>Sub</h3>'))).toBe(1);
    expect(fails(headingOrderSkip, page('<h1>a</h1><div role=heading aria-level=4>b</div>'))).toBe(1);
    expect(fails(headingOrderSkip, page('<h1>a</h1><h4 aria-level=2>b</h4>'))).toBe(0);
    expect(fails(headingOrderSkip, page('<h1>a</h1><div role=heading>b</div>'))).toBe(0);
  });
  it('ignores hidden headings and h* with another role', () => {
    expect(fails(headingOrderSkip, page('<h1>a</h1><h4 hidden>x</h4><h4 role=presentation>y</h4><h2>b</h2>'))).toBe(0);
  });
  it('is not applicable without headings', () => expect(run(headingOrderSkip, page('<p>x</p>')).applicable).toBe(false));
});

describe('missingViewport', () => {
  it('passes width or initial-scale', () => {
    expect(fails(missingViewport, page('', '<meta name="viewport" content="width=device-width, initial-scale=1">'))).toBe(0);
    expect(fails(missingViewport, page('', '<meta name="Viewport" content="initial-scale=1.0">'))).toBe(0);
    expect(fails(missingViewport, page('', '<meta name="viewport" content="width = 320">'))).toBe(0);
  });
  it('fails when missing or without width/initial-scale', () => {
    expect(run(missingViewport, page('')).findings[0].message).toMatch(/no <meta name="viewport">/);
    expect(fails(missingViewport, page('', '<meta name="viewport" content="user-scalable=yes">'))).toBe(1);
    expect(fails(missingViewport, page('', '<meta name="viewport" content="initial-scale=0">'))).toBe(1);
    expect(run(missingViewport, page('', '<meta name="viewport" content="width=device-width, initial-scale=0.5">')).findings[0].message).toMatch(/zoomed out/);
  });
});

describe('viewportPreventsZoom', () => {
  const vp = (content: string) => page('', `<meta name="viewport" content="${content}">`);
  it('passes normal viewports and is not applicable without one', () => {
    expect(fails(viewportPreventsZoom, vp('width=device-width, initial-scale=1'))).toBe(0);
    expect(fails(viewportPreventsZoom, vp('width=device-width, maximum-scale=2, user-scalable=yes'))).toBe(0);
    expect(fails(viewportPreventsZoom, vp('maximum-scale=-1'))).toBe(0);
    expect(run(viewportPreventsZoom, page('')).applicable).toBe(false);
  });
  it('fails axe thresholds: user-scalable=no/0, maximum-scale < 2', () => {
    expect(run(viewportPreventsZoom, vp('width=device-width, user-scalable=no')).findings[0].message).toMatch(/user-scalable=no/);
    expect(fails(viewportPreventsZoom, vp('user-scalable=0'))).toBe(1);
    expect(fails(viewportPreventsZoom, vp('maximum-scale=1.5'))).toBe(1);
    expect(fails(viewportPreventsZoom, vp('maximum-scale=1; width=device-width'))).toBe(1);
    expect(fails(viewportPreventsZoom, vp('maximum-scale=yes'))).toBe(1);
  });
});
