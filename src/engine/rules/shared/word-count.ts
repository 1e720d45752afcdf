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
export function countWords(text: string, limit: number = Infinity): number {
  if (UNSPACED.test(text)) return Math.min(limit, countMixed(text));
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
    if (counted) continue;
    const word = (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || (c > 127 && WORD_CHAR.test(text[i]));
    if (word) {
      if (++words >= limit) return words;
      counted = true;
    }
  }
  return words;
}

/** The slow path for text containing unspaced scripts (rare on most sites). */
function countMixed(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) {
    if (!token || !WORD_CHAR.test(token)) continue;
    if (!UNSPACED.test(token)) {
      words++;
      continue;
    }
    const unspaced = token.match(UNSPACED_ALL)!.length;
    words += Math.ceil(unspaced / 2) + (WORD_CHAR.test(token.replace(UNSPACED_ALL, '')) ? 1 : 0);
  }
  return words;
}
