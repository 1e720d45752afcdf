/** Scripts written without spaces between words, where one word is about two characters. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const UNSPACED_ALL = new RegExp(UNSPACED.source, 'gu');
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Approximate word count of visible text: whitespace-separated tokens that hold
 * a letter or digit (so "—" and "|" are not words), with text in scripts that do
 * not separate words (Chinese, Japanese, Thai...) counted as two characters per
 * word, so a Japanese article is not judged thin for lacking spaces.
 * Cheap on purpose: no Intl.Segmenter, and a fast path for space-separated text.
 */
export function countWords(text: string): number {
  const tokens = text.split(/\s+/);
  const unspacedText = UNSPACED.test(text);
  let words = 0;
  for (const token of tokens) {
    if (!token || !HAS_WORD_CHAR.test(token)) continue;
    if (!unspacedText || !UNSPACED.test(token)) {
      words++;
      continue;
    }
    const unspaced = token.match(UNSPACED_ALL)!.length;
    const rest = token.replace(UNSPACED_ALL, '');
    words += Math.ceil(unspaced / 2) + (HAS_WORD_CHAR.test(rest) ? 1 : 0);
  }
  return words;
}
