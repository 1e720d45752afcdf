import { describe, expect, it } from 'vitest';
import { buildPageIndex } from '../../../../src/engine/dom/page-index.js';
import { isHiddenByMarkup, isHiddenFromScreenReaders, isInTemplate } from '../../../../src/engine/rules/shared/hidden-elements.js';
import { attributeIndex } from '../../../../src/engine/rules/shared/attribute-index.js';

describe('hidden elements', () => {
  const dom = buildPageIndex(
    '<body><p id=a>shown</p><div hidden><span id=b>x</span></div><div aria-hidden="TRUE"><span id=c>x</span></div>' +
      '<div style="color:red; display: none !important"><span id=d>x</span></div><div style="visibility:hidden"><i id=e></i></div>' +
      '<template><span id=f>x</span></template><noscript><img id=g></noscript><div style="display:block"><b id=h></b></div></body>',
  );
  const el = (id: string) => dom.elements.find((e) => e.attribs.id === id)!;
  it('tells hidden-for-everyone from hidden-from-screen-readers', () => {
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => isHiddenByMarkup(dom, el(id)))).toEqual([false, true, false, true, true, true, true, false]);
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => isHiddenFromScreenReaders(dom, el(id)))).toEqual([false, true, true, true, true, true, true, false]);
  });
  it('knows template content', () => {
    expect(isInTemplate(dom, el('f'))).toBe(true);
    expect(isInTemplate(dom, el('g'))).toBe(false);
  });
});

describe('attributeIndex', () => {
  it('collects ids, langs, id references and heading candidates in document order', () => {
    const dom = buildPageIndex('<html lang="en"><body><h2 id="t">T</h2><div role="heading">R</div><p lang="fr" xml:lang="fr">B</p><input aria-labelledby="t x" aria-label="n"><span id="">e</span><h7>no</h7></body></html>');
    const idx = attributeIndex(dom);
    expect(idx.withId.map((e) => e.attribs.id)).toEqual(['t']);
    expect(idx.withLang.map((e) => e.name)).toEqual(['html', 'p']);
    expect(idx.idRefs).toEqual([{ el: dom.byTag('input')[0], attr: 'aria-labelledby', value: 't x' }]);
    expect(idx.headingCandidates.map((e) => e.name)).toEqual(['h2', 'div']);
    expect(attributeIndex(dom)).toBe(idx);
  });
});
