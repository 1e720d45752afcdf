import axe from 'axe-core';

/**
 * Language-code validation with axe-core's list of IANA language subtags, the
 * same list Lighthouse's hreflang audit and axe's html-lang-valid/valid-lang use,
 * so a code we accept is one they accept.
 */

let validLangs: ReadonlySet<string> | undefined;

/** True when `subtag` (e.g. `en`, `gsw`) is a registered, non-deprecated language subtag. */
export function isValidLanguageSubtag(subtag: string): boolean {
  // validLangs() is public in axe-core but missing from its type definitions.
  validLangs ??= new Set((axe.utils as unknown as { validLangs(): string[] }).validLangs());
  return validLangs.has(subtag.toLowerCase());
}

/**
 * True when the primary subtag of a BCP 47 tag (`de-CH`, `zh-Hant-TW`) is a valid
 * language; like Lighthouse, the script and region subtags are not checked.
 */
export function hasValidPrimaryLanguage(tag: string): boolean {
  const primary = tag.trim().split('-')[0];
  return primary.length > 0 && isValidLanguageSubtag(primary);
}
