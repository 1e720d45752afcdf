/**
 * Which rendering mode a doctype puts a browser in, per the HTML parsing spec
 * ("the initial insertion mode"). Lighthouse's doctype audit passes exactly the
 * no-quirks pages, so this decides the verdict; it is pure so the quirky table
 * can be tested on its own.
 */
export type CompatMode = 'no-quirks' | 'limited-quirks' | 'quirks';

export interface ParsedDoctype {
  name: string;
  publicId?: string;
  systemId?: string;
  /** The token was malformed; the parser sets its force-quirks flag. */
  malformed: boolean;
}

const QUOTED = String.raw`(?:"([^"]*)"|'([^']*)')`;
const DOCTYPE = new RegExp(
  String.raw`^!doctype(?:\s+([^\s>]+))?(?:\s+(public|system)\s*${QUOTED}(?:\s*${QUOTED})?)?\s*$`,
  'i',
);

/** Parses htmlparser2's directive text, e.g. `!DOCTYPE html PUBLIC "-//W3C//DTD..." "http://..."`. */
export function parseDoctype(raw: string): ParsedDoctype {
  const m = DOCTYPE.exec(raw.trim());
  if (!m) {
    const name = /^!doctype\s+([^\s>]+)/i.exec(raw.trim())?.[1] ?? '';
    return { name: name.toLowerCase(), malformed: true };
  }
  const [, name = '', keyword, q1, q1s, q2, q2s] = m;
  const first = q1 ?? q1s;
  const second = q2 ?? q2s;
  if (!keyword) return { name: name.toLowerCase(), malformed: false };
  if (keyword.toLowerCase() === 'public') return { name: name.toLowerCase(), publicId: first, systemId: second, malformed: false };
  // SYSTEM takes one identifier; a second quoted string is a parse error (ignored by browsers).
  return { name: name.toLowerCase(), systemId: first, malformed: false };
}

// Public identifiers of pre-standards DTDs that trigger quirks mode, written as
// shared prefixes of the spec's list (every entry of the spec's list starts
// with one of these, and no standards-mode doctype does).
const QUIRKS_PREFIXES = [
  '+//silmaril//dtd html pro v0r11 19970101//',
  '-//as//dtd html 3.0 aswedit + extensions//',
  '-//advasoft ltd//dtd html 3.0 aswedit + extensions//',
  '-//ietf//dtd html',
  '-//metrius//dtd metrius presentational//',
  '-//microsoft//dtd internet explorer 2.0 ',
  '-//microsoft//dtd internet explorer 3.0 ',
  '-//netscape comm. corp.//dtd ',
  "-//o'reilly and associates//dtd html ",
  '-//sq//dtd html 2.0 hotmetal + extensions//',
  '-//softquad software//dtd hotmetal pro 6.0::19990601::extensions to html 4.0//',
  '-//softquad//dtd hotmetal pro 4.0::19971010::extensions to html 4.0//',
  '-//spyglass//dtd html 2.0 extended//',
  '-//sun microsystems corp.//dtd hotjava ',
  '-//w3c//dtd html 3',
  '-//w3c//dtd html 4.0 frameset//',
  '-//w3c//dtd html 4.0 transitional//',
  '-//w3c//dtd html experimental ',
  '-//w3c//dtd w3 html//',
  '-//w3o//dtd w3 html 3.0//',
  '-//webtechs//dtd mozilla html',
];
const QUIRKS_EXACT = ['-//w3o//dtd w3 html strict 3.0//en//', '-/w3c/dtd html 4.0 transitional/en', 'html'];
const HTML401_LOOSE = ['-//w3c//dtd html 4.01 frameset//', '-//w3c//dtd html 4.01 transitional//'];
const XHTML10_LOOSE = ['-//w3c//dtd xhtml 1.0 frameset//', '-//w3c//dtd xhtml 1.0 transitional//'];

export function compatMode(d: ParsedDoctype | undefined): CompatMode {
  if (!d || d.malformed || d.name !== 'html') return 'quirks';
  const pub = d.publicId?.toLowerCase();
  const sys = d.systemId?.toLowerCase();
  if (sys === 'http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd') return 'quirks';
  if (pub !== undefined) {
    if (QUIRKS_EXACT.includes(pub) || QUIRKS_PREFIXES.some((p) => pub.startsWith(p))) return 'quirks';
    if (HTML401_LOOSE.some((p) => pub.startsWith(p))) return sys === undefined ? 'quirks' : 'limited-quirks';
    if (XHTML10_LOOSE.some((p) => pub.startsWith(p))) return 'limited-quirks';
  }
  return 'no-quirks';
}
