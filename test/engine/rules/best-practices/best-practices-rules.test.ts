import { describe, expect, it } from 'vitest';
import { bestPracticesRules } from '../../../../src/engine/rules/best-practices/index.js';
import notHttps from '../../../../src/engine/rules/best-practices/not-https.js';
import mixedContent from '../../../../src/engine/rules/best-practices/mixed-content.js';
import invalidDoctype from '../../../../src/engine/rules/best-practices/invalid-doctype.js';
import missingCharset from '../../../../src/engine/rules/best-practices/missing-charset.js';
import missingSecurityHeaders from '../../../../src/engine/rules/best-practices/missing-security-headers.js';
import { compatMode, parseDoctype } from '../../../../src/engine/rules/best-practices/doctype-mode.js';
import { pageContext } from '../../page-context.js';

const html = (body = '', head = '') => `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('bestPracticesRules', () => {
  it('has the five rules in the bestPractices category', () => {
    expect(bestPracticesRules.map((r) => r.meta.key)).toEqual(['notHttps', 'mixedContent', 'invalidDoctype', 'missingCharset', 'missingSecurityHeaders']);
    for (const r of bestPracticesRules) expect(r.meta.category).toBe('bestPractices');
  });
});

describe('notHttps', () => {
  it('passes https and local http, fails public http', () => {
    expect(notHttps.check(pageContext(html(), { page: { url: 'https://example.com/' } })).findings).toHaveLength(0);
    expect(notHttps.check(pageContext(html(), { page: { url: 'http://127.0.0.1:8080/' } })).findings).toHaveLength(0);
    expect(notHttps.check(pageContext(html(), { page: { url: 'http://app.localhost/' } })).findings).toHaveLength(0);
    const r = notHttps.check(pageContext(html(), { page: { url: 'http://example.com/a' } }));
    expect(r.findings[0].target).toBe('http://example.com/a');
  });
});

describe('mixedContent', () => {
  const on = (body: string, head = '', headers: Record<string, string> = {}) =>
    mixedContent.check(pageContext(html(body, head), { page: { url: 'https://example.com/', headers: { 'content-type': 'text/html', ...headers } } }));
  it('is not applicable on http pages', () => {
    expect(mixedContent.check(pageContext(html('<img src="http://x.com/a.png">'), { page: { url: 'http://example.com/' } })).applicable).toBe(false);
  });
  it('passes https, relative and protocol-relative resources, and plain http links', () => {
    expect(on('<img src="/a.png"><img src="//cdn.com/b.png"><script src="https://x.com/a.js"></script><a href="http://other.com/">x</a>').findings).toHaveLength(0);
  });
  it('fails http subresources, including srcset and stylesheets, once per URL', () => {
    const r = on(
      '<img src="http://cdn.com/a.png"><img src="http://cdn.com/a.png"><picture><source srcset="https://x/1.png 1x, http://cdn.com/2.png 2x"></picture><iframe src="http://video.com/e"></iframe>',
      '<link rel="stylesheet" href="http://cdn.com/s.css"><script src="HTTP://cdn.com/a.js"></script>',
    );
    expect(r.findings.map((f) => f.target).sort()).toEqual(['HTTP://cdn.com/a.js', 'http://cdn.com/2.png', 'http://cdn.com/a.png', 'http://cdn.com/s.css', 'http://video.com/e'].sort());
  });
  it('ignores local hosts, template/noscript content, and pages that upgrade insecure requests', () => {
    expect(on('<img src="http://localhost:3000/a.png"><template><img src="http://x.com/a"></template><noscript><img src="http://x.com/b"></noscript>').findings).toHaveLength(0);
    expect(on('<img src="http://x.com/a.png">', '', { 'content-security-policy': "default-src 'self'; upgrade-insecure-requests" }).findings).toHaveLength(0);
    expect(on('<img src="http://x.com/a.png">', '<meta http-equiv="Content-Security-Policy" content="upgrade-insecure-requests">').findings).toHaveLength(0);
  });
});

describe('invalidDoctype', () => {
  const check = (doc: string) => invalidDoctype.check(pageContext(doc)).findings;
  it('passes the HTML5 doctype in any case, after comments and an XML declaration', () => {
    expect(check('<!DOCTYPE html><html></html>')).toHaveLength(0);
    expect(check('<!doctype HTML>\n<html></html>')).toHaveLength(0);
    expect(check('<!-- hi -->\n<!DOCTYPE html><html></html>')).toHaveLength(0);
    expect(check('<?xml version="1.0"?><!DOCTYPE html><html></html>')).toHaveLength(0);
  });
  it('passes strict legacy doctypes, which render in standards mode as in Lighthouse', () => {
    expect(check('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html></html>')).toHaveLength(0);
    expect(check('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd"><html></html>')).toHaveLength(0);
    expect(check('<!DOCTYPE html SYSTEM "about:legacy-compat"><html></html>')).toHaveLength(0);
  });
  it('fails a missing, misplaced or wrong-name doctype', () => {
    expect(check('<html><body></body></html>')[0].message).toMatch(/no doctype/);
    expect(check('<p>x</p><!DOCTYPE html><html></html>')).toHaveLength(1);
    expect(check('<!DOCTYPE svg><html></html>')[0].message).toMatch(/name must be "html"/);
  });
  it('fails quirks and limited-quirks doctypes', () => {
    expect(check('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html></html>')[0].message).toMatch(/ quirks mode/);
    expect(check('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html></html>')[0].message).toMatch(/limited-quirks/);
    expect(check('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html></html>')).toHaveLength(1);
  });
  it('computes compat modes per the HTML spec', () => {
    expect(compatMode(parseDoctype('!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN" "http://www.w3.org/TR/html4/frameset.dtd"'))).toBe('limited-quirks');
    expect(compatMode(parseDoctype('!DOCTYPE html PUBLIC "HTML"'))).toBe('quirks');
    expect(compatMode(parseDoctype('!DOCTYPE html PUBLIC'))).toBe('quirks');
    expect(compatMode(undefined)).toBe('quirks');
  });
});

describe('missingCharset', () => {
  const check = (doc: string, contentType = 'text/html') => missingCharset.check(pageContext(doc, { page: { headers: { 'content-type': contentType } } })).findings;
  it('passes a charset in the header', () => expect(check(html(), 'text/html; charset=utf-8')).toHaveLength(0));
  it('passes an early meta charset or http-equiv', () => {
    expect(check(html('', '<meta charset="utf-8">'))).toHaveLength(0);
    expect(check(html('', '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'))).toHaveLength(0);
  });
  it('fails with no declaration, or one after the first 1024 characters', () => {
    expect(check(html())[0].message).toMatch(/Neither/);
    expect(check(html('', `<title>${'x'.repeat(1100)}</title><meta charset="utf-8">`))[0].message).toMatch(/1024/);
    expect(check(html('', '<meta charset="u">'))).toHaveLength(1);
  });
  it('passes a page whose byte-order mark declares the encoding, as Lighthouse does', () => {
    expect(missingCharset.check(pageContext(html(), { page: { headers: { 'content-type': 'text/html' }, bom: true } })).findings).toHaveLength(0);
  });
});

describe('missingSecurityHeaders', () => {
  const check = (headers: Record<string, string>, url = 'https://example.com/') =>
    missingSecurityHeaders.check(pageContext(html(), { page: { url, headers: { 'content-type': 'text/html', ...headers } } }));
  it('is not applicable over http', () => expect(check({}, 'http://example.com/').applicable).toBe(false));
  it('passes with HSTS, nosniff and framing protection', () => {
    expect(check({ 'strict-transport-security': 'max-age=63072000; includeSubDomains', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' }).findings).toHaveLength(0);
    expect(check({ 'strict-transport-security': 'max-age=1', 'x-content-type-options': 'nosniff', 'content-security-policy': "frame-ancestors 'self'" }).findings).toHaveLength(0);
  });
  it('lists each missing header by name', () => {
    expect(check({}).findings.map((f) => f.target)).toEqual(['strict-transport-security', 'x-content-type-options', 'x-frame-options']);
    expect(check({ 'strict-transport-security': 'max-age=0', 'x-content-type-options': 'nosniff', 'x-frame-options': 'sameorigin' }).findings[0].message).toMatch(/no positive max-age/);
  });
});
