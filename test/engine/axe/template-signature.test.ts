import { describe, expect, it } from 'vitest';
import { buildPageIndex } from '../../../src/engine/dom/page-index.js';
import { templateSignature } from '../../../src/engine/axe/index.js';

const sig = (html: string) => templateSignature(buildPageIndex(html));
const layout = (main: string, bodyClass = '') =>
  `<html><body class="${bodyClass}"><header class="site-header"><nav><ul><li><a href="/">Home</a></li><li><a href="/b">Blog</a></li></ul></nav></header>` +
  `<main class="content">${main}</main><footer class="site-footer"><div class="cols"><div class="col">A</div><div class="col">B</div></div></footer></body></html>`;

describe('templateSignature', () => {
  it('is the same for two posts of one template, whatever their text and content', () => {
    const a = layout('<article class="post post-12"><h1>First</h1><p>Hello</p><p>More</p><img src=a.png></article>', 'single postid-12 category-news');
    const b = layout('<article class="post post-99"><h1>Second post, longer</h1><p>Only one paragraph</p></article>', 'single postid-99 category-sport');
    expect(sig(a)).toBe(sig(b));
    expect(sig(a)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('ignores how many times a sibling shape repeats', () => {
    const card = '<div class="card"><div class="card-body">x</div></div>';
    expect(sig(layout(`<section class="grid">${card.repeat(3)}</section>`))).toBe(sig(layout(`<section class="grid">${card.repeat(20)}</section>`)));
  });

  it('differs between templates', () => {
    const post = layout('<article class="post"><p>x</p></article>');
    const listing = layout('<section class="grid"><div class="card">x</div></section>');
    const form = layout('<form class="contact"><div class="field"><input></div></form>');
    expect(new Set([sig(post), sig(listing), sig(form)]).size).toBe(3);
  });

  it('handles pages without a body element', () => {
    expect(sig('<p>fragment</p>')).toMatch(/^[0-9a-f]{16}$/);
  });
});
