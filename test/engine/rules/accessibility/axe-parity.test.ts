import { describe, expect, it } from 'vitest';
import { JSDOM, VirtualConsole } from 'jsdom';
import axe from 'axe-core';
import type { PageRule } from '../../../../src/engine/types.js';
import missingLang from '../../../../src/engine/rules/accessibility/missing-lang.js';
import invalidLang from '../../../../src/engine/rules/accessibility/invalid-lang.js';
import imageMissingAlt from '../../../../src/engine/rules/accessibility/image-missing-alt.js';
import missingFormLabel from '../../../../src/engine/rules/accessibility/missing-form-label.js';
import emptyButton from '../../../../src/engine/rules/accessibility/empty-button.js';
import emptyLink from '../../../../src/engine/rules/accessibility/empty-link.js';
import duplicateId from '../../../../src/engine/rules/accessibility/duplicate-id.js';
import headingOrderSkip from '../../../../src/engine/rules/accessibility/heading-order-skip.js';
import viewportPreventsZoom from '../../../../src/engine/rules/accessibility/viewport-prevents-zoom.js';
import { pageContext } from '../../page-context.js';

/**
 * The cheap rules stand in for axe rules the sampler disables, so on the same
 * markup they must reach axe's verdict. Each case runs real axe-core (in jsdom)
 * with only the mirrored rules and compares pass/fail.
 */
async function axeFails(html: string, ruleIds: string[]): Promise<boolean> {
  const dom = new JSDOM(html, { url: 'https://example.com/', runScripts: 'outside-only', virtualConsole: new VirtualConsole() });
  try {
    dom.window.eval(axe.source);
    const w = dom.window as unknown as { axe: typeof axe };
    const r = await w.axe.run(dom.window.document, { runOnly: { type: 'rule', values: ruleIds }, resultTypes: ['violations'], preload: false });
    // axe files duplicate-id-aria under "needs review"; Lighthouse shows those as failures.
    return r.violations.length > 0 || r.incomplete.some((i) => i.id === 'duplicate-id-aria');
  } finally {
    dom.window.close();
  }
}

const doc = (body: string, head = '', lang = ' lang="en"') => `<!doctype html><html${lang}><head><title>t</title>${head}</head><body><main>${body}</main></body></html>`;

const cases: Array<[string, PageRule, string[], string]> = [
  ['lang present', missingLang, ['html-has-lang'], doc('')],
  ['lang missing', missingLang, ['html-has-lang'], doc('', '', '')],
  ['lang blank', missingLang, ['html-has-lang'], doc('', '', ' lang=" "')],
  ['xml:lang only', missingLang, ['html-has-lang'], doc('', '', ' xml:lang="en"')],
  ['lang en-GB', invalidLang, ['html-lang-valid', 'valid-lang'], doc('', '', ' lang="en-GB"')],
  ['lang en_US', invalidLang, ['html-lang-valid', 'valid-lang'], doc('', '', ' lang="en_US"')],
  ['lang english', invalidLang, ['html-lang-valid', 'valid-lang'], doc('', '', ' lang="english"')],
  ['lang fil', invalidLang, ['html-lang-valid', 'valid-lang'], doc('', '', ' lang="fil"')],
  ['p lang xx with text', invalidLang, ['html-lang-valid', 'valid-lang'], doc('<p lang="xx">Bonjour</p>')],
  ['p lang xx empty', invalidLang, ['html-lang-valid', 'valid-lang'], doc('<p lang="xx"></p>')],
  ['img alt', imageMissingAlt, ['image-alt'], doc('<img src="a.png" alt="A cat">')],
  ['img empty alt', imageMissingAlt, ['image-alt'], doc('<img src="a.png" alt="">')],
  ['img no alt', imageMissingAlt, ['image-alt'], doc('<img src="a.png">')],
  ['img space alt + title', imageMissingAlt, ['image-alt'], doc('<img src="a.png" alt=" " title="x">')],
  ['img title', imageMissingAlt, ['image-alt'], doc('<img src="a.png" title="Cat">')],
  ['img role none', imageMissingAlt, ['image-alt'], doc('<img src="a.png" role="none">')],
  ['img aria-hidden', imageMissingAlt, ['image-alt'], doc('<div aria-hidden="true"><img src="a.png"></div>')],
  ['input labelled for', missingFormLabel, ['label', 'select-name'], doc('<label for="a">Name</label><input id="a">')],
  ['input wrapped', missingFormLabel, ['label', 'select-name'], doc('<label>Name <input></label>')],
  ['input placeholder', missingFormLabel, ['label', 'select-name'], doc('<input placeholder="Search">')],
  ['input bare', missingFormLabel, ['label', 'select-name'], doc('<input name="q">')],
  ['select bare', missingFormLabel, ['label', 'select-name'], doc('<select><option>One</option></select>')],
  ['textarea with text', missingFormLabel, ['label', 'select-name'], doc('<textarea>draft</textarea>')],
  ['input empty label', missingFormLabel, ['label', 'select-name'], doc('<label for="a"></label><input id="a">')],
  ['button text', emptyButton, ['button-name'], doc('<button>Save</button>')],
  ['button icon', emptyButton, ['button-name'], doc('<button><svg aria-hidden="true"></svg></button>')],
  ['button img alt', emptyButton, ['button-name'], doc('<button><img src="x.png" alt="Close"></button>')],
  ['button title', emptyButton, ['button-name'], doc('<button title="Help"></button>')],
  ['link text', emptyLink, ['link-name'], doc('<a href="/a">About</a>')],
  ['link decorative image', emptyLink, ['link-name'], doc('<a href="/a"><img src="l.png" alt=""></a>')],
  ['link aria-label', emptyLink, ['link-name'], doc('<a href="/a" aria-label="Home"></a>')],
  ['link empty', emptyLink, ['link-name'], doc('<a href="/a"></a>')],
  ['dup referenced', duplicateId, ['duplicate-id-aria'], doc('<label for="e">E</label><input id="e"><div id="e"></div>')],
  ['dup unreferenced', duplicateId, ['duplicate-id-aria'], doc('<div id="d"></div><div id="d"></div><span aria-labelledby="o"></span><b id="o">x</b>')],
  ['headings ok', headingOrderSkip, ['heading-order'], doc('<h2>a</h2><h3>b</h3><h2>c</h2><h1>d</h1>')],
  ['headings skip', headingOrderSkip, ['heading-order'], doc('<h1>a</h1><h3>b</h3>')],
  ['heading role aria-level', headingOrderSkip, ['heading-order'], doc('<h1>a</h1><div role="heading" aria-level="4">b</div>')],
  ['viewport ok', viewportPreventsZoom, ['meta-viewport'], doc('', '<meta name="viewport" content="width=device-width, initial-scale=1">')],
  ['viewport no zoom', viewportPreventsZoom, ['meta-viewport'], doc('', '<meta name="viewport" content="width=device-width, user-scalable=no">')],
  ['viewport max 1.5', viewportPreventsZoom, ['meta-viewport'], doc('', '<meta name="viewport" content="maximum-scale=1.5">')],
  ['viewport max 2', viewportPreventsZoom, ['meta-viewport'], doc('', '<meta name="viewport" content="maximum-scale=2">')],
  // Edge cases: roles, focusability, hidden text, nested lang, meta outside head.
  ['svg title link', emptyLink, ['link-name'], doc('<a href="/a"><svg><title>Home</title></svg></a>')],
  ['svg aria-label link', emptyLink, ['link-name'], doc('<a href="/a"><svg aria-label="Home"></svg></a>')],
  ['svg role img title link', emptyLink, ['link-name'], doc('<a href="/a"><svg role="img"><title>Home</title></svg></a>')],
  ['link labelledby missing + text', emptyLink, ['link-name'], doc('<a href="/a" aria-labelledby="nope">Text</a>')],
  ['link hidden text only', emptyLink, ['link-name'], doc('<a href="/a"><span aria-hidden="true">x</span></a>')],
  ['link display none span', emptyLink, ['link-name'], doc('<a href="/a"><span style="display:none">x</span></a>')],
  ['link with input value', emptyLink, ['link-name'], doc('<a href="/a"><img src="a" title="T"></a>')],
  ['link role button empty', emptyLink, ['link-name'], doc('<a href="/a" role="button"></a>')],
  ['link tabindex -1 empty', emptyLink, ['link-name'], doc('<a href="/a" tabindex="-1"></a>')],
  ['button role presentation', emptyButton, ['button-name'], doc('<button role="presentation"></button>')],
  ['button hidden text', emptyButton, ['button-name'], doc('<button><span hidden>x</span></button>')],
  ['button wrapped in label', emptyButton, ['button-name'], doc('<label>Go <button></button></label>')],
  ['img role img no alt', imageMissingAlt, ['image-alt'], doc('<img src="a" role="img">')],
  ['img role button no alt', imageMissingAlt, ['image-alt'], doc('<img src="a" role="button">')],
  ['img role list no alt', imageMissingAlt, ['image-alt'], doc('<img src="a" role="list">')],
  ['img role presentation tabindex', imageMissingAlt, ['image-alt'], doc('<img src="a" role="presentation" tabindex="0">')],
  ['img aria-label blank', imageMissingAlt, ['image-alt'], doc('<img src="a" aria-label="  ">')],
  ['img alt nbsp', imageMissingAlt, ['image-alt'], doc('<img src="a" alt="&nbsp;">')],
  ['input hidden type w/o label', missingFormLabel, ['label', 'select-name'], doc('<input type="HIDDEN">')],
  ['input wrapped label empty text', missingFormLabel, ['label', 'select-name'], doc('<label><input></label>')],
  ['select wrapped label', missingFormLabel, ['label', 'select-name'], doc('<label>Size <select><option>S</option></select></label>')],
  ['input aria-hidden', missingFormLabel, ['label', 'select-name'], doc('<input aria-hidden="true">')],
  ['input disabled', missingFormLabel, ['label', 'select-name'], doc('<input disabled>')],
  ['input placeholder blank', missingFormLabel, ['label', 'select-name'], doc('<input placeholder=" ">')],
  ['input label for hidden label', missingFormLabel, ['label', 'select-name'], doc('<label for="a" style="display:none">Name</label><input id="a">')],
  ['textarea title', missingFormLabel, ['label', 'select-name'], doc('<textarea title="Msg"></textarea>')],
  ['input role combobox', missingFormLabel, ['label', 'select-name'], doc('<input role="combobox">')],
  ['heading first h3 then h5', headingOrderSkip, ['heading-order'], doc('<h3>a</h3><h5>b</h5>')],
  ['heading aria-level 0', headingOrderSkip, ['heading-order'], doc('<h1>a</h1><h4 aria-level="0">b</h4>')],
  ['heading hidden in between', headingOrderSkip, ['heading-order'], doc('<h1>a</h1><h2 hidden>x</h2><h3>b</h3>')],
  ['heading aria-hidden', headingOrderSkip, ['heading-order'], doc('<h1>a</h1><h3 aria-hidden="true">b</h3>')],
  ['lang html xml:lang invalid', invalidLang, ['html-lang-valid', 'valid-lang'], doc('', '', ' lang="en" xml:lang="zz"')],
  ['lang span text nested', invalidLang, ['html-lang-valid', 'valid-lang'], doc('<div lang="zz"><p>Hello</p></div>')],
  ['lang span whitespace', invalidLang, ['html-lang-valid', 'valid-lang'], doc('<p lang=" ">Hello</p>')],
  ['viewport user-scalable=0.5', viewportPreventsZoom, ['meta-viewport'], doc('', '<meta name="viewport" content="user-scalable=0.5">')],
  ['viewport user-scalable=1', viewportPreventsZoom, ['meta-viewport'], doc('', '<meta name="viewport" content="user-scalable=1">')],
  ['viewport maximum-scale=device-width', viewportPreventsZoom, ['meta-viewport'], doc('', '<meta name="viewport" content="maximum-scale=device-width">')],
  ['viewport in body', viewportPreventsZoom, ['meta-viewport'], doc('<meta name="viewport" content="user-scalable=no">')],
  ['dup aria-describedby', duplicateId, ['duplicate-id-aria'], doc('<p id="d">a</p><p id="d">b</p><input aria-describedby="d" aria-label="x">')],
  ['dup in template', duplicateId, ['duplicate-id-aria'], doc('<p id="d">a</p><template><p id="d">b</p></template><input aria-describedby="d" aria-label="x">')],
  ['missing lang xhtml', missingLang, ['html-has-lang'], '<html xmlns="http://www.w3.org/1999/xhtml"><body></body></html>'],
  ['input role presentation', missingFormLabel, ['label', 'select-name'], doc('<input role="presentation">')],
  ['input disabled role none', missingFormLabel, ['label', 'select-name'], doc('<input role="none" disabled>')],
  ['label wraps prefilled input only', missingFormLabel, ['label', 'select-name'], doc('<label><input value="Prefilled"></label>')],
  ['label for with nested img alt', missingFormLabel, ['label', 'select-name'], doc('<label for="q"><img src="s.png" alt="Search"></label><input id="q">')],
  ['img presentational with space alt', imageMissingAlt, ['image-alt'], doc('<img src="a" alt=" " role="none">')],
];

describe('cheap accessibility rules agree with axe-core', () => {
  it.each(cases)('%s', async (_name, rule, axeIds, html) => {
    const ours = rule.check(pageContext(html)).findings.length > 0;
    expect(ours).toBe(await axeFails(html, axeIds));
  });
});
