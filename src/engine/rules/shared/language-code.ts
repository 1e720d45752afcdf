import { isLanguageCode, primaryLanguage } from './language-codes.js';

/**
 * hreflang validation on top of the shared ISO 639 table (language-codes.ts,
 * checked there against axe-core's list, which is also what Lighthouse's
 * hreflang audit uses), so a code we accept is one Lighthouse accepts without
 * loading axe-core at run time.
 */

/**
 * True when the primary subtag of a BCP 47 tag (`de-CH`, `zh-Hant-TW`) is a valid
 * language; like Lighthouse, the script and region subtags are not checked.
 */
export function hasValidPrimaryLanguage(tag: string): boolean {
  return isLanguageCode(primaryLanguage(tag));
}
