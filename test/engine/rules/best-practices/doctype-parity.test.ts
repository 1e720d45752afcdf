import { describe, expect, it } from 'vitest';
// parse5 is the HTML parser inside jsdom; it implements the spec's quirks-mode
// table, so it is the reference here (test-only use of jsdom's dependency).
import { parse } from 'parse5';
import { compatMode, parseDoctype } from '../../../../src/engine/rules/best-practices/doctype-mode.js';
import { buildPageIndex } from '../../../../src/engine/dom/page-index.js';

// The public identifiers the HTML spec lists as quirks-mode prefixes, plus the
// doctypes seen in the wild.
const SPEC_QUIRKS_PREFIXES = [
  '+//Silmaril//dtd html Pro v0r11 19970101//', '-//AS//DTD HTML 3.0 asWedit + extensions//', '-//AdvaSoft Ltd//DTD HTML 3.0 asWedit + extensions//',
  '-//IETF//DTD HTML 2.0 Level 1//', '-//IETF//DTD HTML 2.0 Level 2//', '-//IETF//DTD HTML 2.0 Strict Level 1//', '-//IETF//DTD HTML 2.0 Strict Level 2//',
  '-//IETF//DTD HTML 2.0 Strict//', '-//IETF//DTD HTML 2.0//', '-//IETF//DTD HTML 2.1E//', '-//IETF//DTD HTML 3.0//', '-//IETF//DTD HTML 3.2 Final//',
  '-//IETF//DTD HTML 3.2//', '-//IETF//DTD HTML 3//', '-//IETF//DTD HTML Level 0//', '-//IETF//DTD HTML Level 1//', '-//IETF//DTD HTML Level 2//',
  '-//IETF//DTD HTML Level 3//', '-//IETF//DTD HTML Strict Level 0//', '-//IETF//DTD HTML Strict Level 1//', '-//IETF//DTD HTML Strict Level 2//',
  '-//IETF//DTD HTML Strict Level 3//', '-//IETF//DTD HTML Strict//', '-//IETF//DTD HTML//', '-//Metrius//DTD Metrius Presentational//',
  '-//Microsoft//DTD Internet Explorer 2.0 HTML Strict//', '-//Microsoft//DTD Internet Explorer 2.0 HTML//', '-//Microsoft//DTD Internet Explorer 2.0 Tables//',
  '-//Microsoft//DTD Internet Explorer 3.0 HTML Strict//', '-//Microsoft//DTD Internet Explorer 3.0 HTML//', '-//Microsoft//DTD Internet Explorer 3.0 Tables//',
  '-//Netscape Comm. Corp.//DTD HTML//', '-//Netscape Comm. Corp.//DTD Strict HTML//', "-//O'Reilly and Associates//DTD HTML 2.0//",
  "-//O'Reilly and Associates//DTD HTML Extended 1.0//", "-//O'Reilly and Associates//DTD HTML Extended Relaxed 1.0//",
  '-//SQ//DTD HTML 2.0 HoTMetaL + extensions//', '-//SoftQuad Software//DTD HoTMetaL PRO 6.0::19990601::extensions to HTML 4.0//',
  '-//SoftQuad//DTD HoTMetaL PRO 4.0::19971010::extensions to HTML 4.0//', '-//Spyglass//DTD HTML 2.0 Extended//', '-//Sun Microsystems Corp.//DTD HotJava HTML//',
  '-//Sun Microsystems Corp.//DTD HotJava Strict HTML//', '-//W3C//DTD HTML 3 1995-03-24//', '-//W3C//DTD HTML 3.2 Draft//', '-//W3C//DTD HTML 3.2 Final//',
  '-//W3C//DTD HTML 3.2//', '-//W3C//DTD HTML 3.2S Draft//', '-//W3C//DTD HTML 4.0 Frameset//', '-//W3C//DTD HTML 4.0 Transitional//',
  '-//W3C//DTD HTML Experimental 19960712//', '-//W3C//DTD HTML Experimental 970421//', '-//W3C//DTD W3 HTML//', '-//W3O//DTD W3 HTML 3.0//',
  '-//WebTechs//DTD Mozilla HTML 2.0//', '-//WebTechs//DTD Mozilla HTML//',
];

const DOCTYPES = [
  '<!DOCTYPE html>',
  '<!doctype HTML>',
  '<!DOCTYPE html SYSTEM "about:legacy-compat">',
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Frameset//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-frameset.dtd">',
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">',
  '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">',
  '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
  '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">',
  '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN" "http://www.w3.org/TR/html4/frameset.dtd">',
  '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">',
  '<!DOCTYPE html PUBLIC "HTML">',
  '<!DOCTYPE html PUBLIC "-/W3C/DTD HTML 4.0 Transitional/EN">',
  '<!DOCTYPE html PUBLIC "-//W3O//DTD W3 HTML Strict 3.0//EN//">',
  '<!DOCTYPE html SYSTEM "http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd">',
  '<!DOCTYPE svg>',
  '<!DOCTYPE>',
  '<!DOCTYPE html PUBLIC>',
  '<!DOCTYPE html PUBLIC \'-//W3C//DTD HTML 3.2 Final//EN\'>',
  ...SPEC_QUIRKS_PREFIXES.map((p) => `<!DOCTYPE html PUBLIC "${p}EN">`),
  ...SPEC_QUIRKS_PREFIXES.slice(0, 5).map((p) => `<!DOCTYPE html PUBLIC "${p.toUpperCase()}">`),
];

describe('doctype compat mode agrees with the HTML parser (parse5)', () => {
  it.each(DOCTYPES)('%s', (doctype) => {
    const expected = (parse(`${doctype}<html><body></body></html>`) as unknown as { mode: string }).mode;
    const raw = buildPageIndex(`${doctype}<html><body></body></html>`).doctype;
    expect(compatMode(raw === undefined ? undefined : parseDoctype(raw))).toBe(expected);
  });
});
