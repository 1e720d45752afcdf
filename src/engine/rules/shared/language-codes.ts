/**
 * ISO 639 language codes (the 2-letter 639-1 codes and the 3-letter 639-2/639-3
 * codes), as the set axe-core 4.x accepts in html-lang-valid / valid-lang.
 *
 * Why a bitset: the 3-letter set has ~8,000 entries; as a string list it would be
 * ~40 KB of source loaded at start-up, while one bit per possible code
 * (26² two-letter + 26³ three-letter slots) is ~2.3 KB. Bit i is set when code i
 * is valid: two-letter codes take slots 0..675 (a*26+b), three-letter codes the
 * slots 676.. (676 + a*676 + b*26 + c), letters numbered a=0..z=25.
 *
 * Keeping verdicts equal to axe's (and so Lighthouse's) matters more than any
 * newer registry: test/engine/rules/accessibility/language-codes.test.ts checks
 * this table against axe-core's own list, so an axe upgrade that changes it fails
 * there and the bits can be regenerated from `axe.utils.validLangs()`.
 */
const BITS_BASE64 =
  'MzQmR8cZEAlkUwQAiBBoHIQMCZSAAkNEkMZZZVwEBIAR9GfXUBgOwG0ObaGJRCBhQEACAwAAEADAQdHd90d0m1NABAJCBAEQAAQAIAAAAEEABAJA8N/f7//+/7u9/++vf//Bc/V2OYf///8P9zvw//9cUCiX/t//9///f/f///////8/nv7//9/Eq6Dn+///7/9///////+9Qh8P33X+SXEA8t3++ZMcgv/r/v////////f/////1////3//9///////f/77//////7/////+//////9/z//v//3///v//+///9////f//////f9///v/////f//vf//7///////f//321/d+gf0zxk8xIJQEgQARQQAuPsv/0krVGS9SYN4v3d+cVXV58Bx8zf//vnfhVOGAADB+//7////d+NzfPz9HxAIAFsACAACADAABAAgGQL93/fv7e9FACBA1pgR/L0nAgAA8N3mbVKePe//3//8SRHEYAgQDQB/fPZlnel12/4+ACAAAAAAfKd9JdkW4GK9R///9wcAABDAYDUAAABLcRJloQAQAAAAEZEEAAAGAQAAAAEAQEQAAAFYgAEAUAAAiEIAAABV3QJBVkMyVV/9K948AAAIAAQAAAAAQHCRE9B9lRmCeYoAEAAkCAAAQAAAACAQAARABAAA67+aAyAAAABAAAAAAAAAAgBEAAAAIAAAAAAxiFoAAAAAQABCYIpAAIAQCAUAgBBjCAQAAAAABDBQPwCBQAAAAAC+MzsBAAgQAQAAAAAAAAAAAAAA8P///////TwoCvz/ffL+UT4AASJbbFpUsjnwnf89QI0EGeAQOD5JtY0z//fflv///0eAABAQIsHz1f9Q+EQEBEDw3/9vjb5BfzPaAAAAspcncEAIAP//5w+AQRAIAAAACEHJEQAAAAAAAAEEQIBA61/KAAQAEElCwAYABv+//2fPUfD57TYAEAEAAABUUGsriEIAQBAl/t//U5CAUAAEAAAAAAEAwAAAAAAQKsB2jkSBCAJ8BHgAAADADAVEUnhECAQCAQAiAIUYAZDN7g510xGR5pC1PoMAAFIABAEAAABFZJlk3XU6eHS5DwABgAAACABUBBAgABAABAhghIC/fp9D3GkBAMBAEAAC0i0aAAAAIEEEAEAAAd9ZOUEACBAAbQEEAAEPKcYkLRCgBGBEAIAgAAACDABoAIAAAAAAAI/9XiGAAAAQAAAAAAARAAABAADwfz3e////////9//v//////////////2///+/3f///+//////////////3////c/9/////////++//////////+//3////////////v///////////7/X3/39z4tZwPJ/AP///weAADDc92FgLgf/z/dHJALzuefR/38l///zL+9Ref//fwQYIAAAAlT1qfid7xZxGAW9/38HNFAQjcUFAAQAQSAAAKIAuHfb7+///////////v////f//////////3/////99///9/////7f+/+///////3X/3///3////+////+///////3/f/7fv//////////7/////f/////z//f//f//+n77///d/8nIEjw////f/3+/3//L+55/n//b9Xf/P///////t//3/dwGmVAfAnd9Wr63/8/1rX1////A0IBcBUlXFbfJP7//y1UWFxAIAJAlwaBUBAEEGAAAAAAABAFVkAQAABgEAECgBEgGd9/tmZQaXDVvt/UuTdIIAYEUCEEAABANZj/BeGYbPR9PxEDAAIAAAAJAAAAAKAAARAABAD/3f/b5/v8/ytEQRgG+9+lRyAAkNRCcfLfHv/7/gMAIHAM7sG/+9+/f99////PX99+RP8HERBA/Pd/353/VWD4Xn/X2wMAADAUJwQABAAQMJRBggAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPDee37lPtGVEAwUon8RAAgAAAAA7///CzACAAIAgAAAAFM7DgEAABBBYgEQIAAzOBoABRAwGIEEAAAA//3/L6EK8YctBQAIAgAAAABEISDQAwQhBBH2xRkDAAAQwCUAAgAQACAUAAIA8Pv9//////Pt/dz7//r//7cEBBHf/95///+///3/F78X//f/9+9+//77v/3//d/v93v1/xZo98l93////7/v//919fX+BYUh5v//WfFZ8dBn3BcqWX/v9//////f3/3/32//9f8DhCnwP/4/b+///f/9B+1Tscf77/v/f///f//3/+//fX/d//4C+Fv8//////n////f//v9Z/Rx94+/3fXcZ5GrvgfqAQIAI0BAgkQAAABEbUAAAEAAQAAAk2AABYAAAABAAkAAAMGNdd30QPUUb0FWraQAJAAABIAAAADA/b/+gYUURAJKAAAjASQCAAEAAAAAABAAAAAACAHx+zYJEAAAAAAAAAAADNgCAAAAAACgAAAAAGwoLAAQABDwjyEAIAH/n/cDUAIAAKAAAAAAAAAABAAxAJACAgAQAAAwCAAAABAAAAAAAAAAAAAAAADw////7OcbAQEAIBlg1BzvBRAAAENBUAURQGD/o1dAAAALCFJVd9n3HceMVz1Uf3VGEQAAAAAAwHK//UEFNohWALGIoxsAAAADQEIEAAAxECMQAAAAX/9/fc0LZ42nVwFVQEqYHgQAALCWI0UHhA4DqSYJACDw//7/VzhF//7/L999zFQvxP///wEACGzFbPG5f9P3/t9L+hpAhBHQ5aSEAIUCAw4IAUIC8P///+YfYICoAmQREFCx4hMAAAABmVYkIBAQ/vs7AAAAwX0aTeVJ9N3/6DZbBUI9jA3TAwgAAMBEH1FM+AYFIAL197t9AAACQShbBGFABAAgIRABAP/f/1cgYJEIAACAAADBMAAAAAAwCCOAQggwAzxCAgAAsEyuY4RMFf///2cREEAIdcD///8QAAAEgRMQwCEBFG5ngTAAAQAAEAAAAAAAIEKiAAQIAAA=';

let bits: Uint8Array | undefined;

function slot(code: string): number {
  const a = code.charCodeAt(0) - 97;
  const b = code.charCodeAt(1) - 97;
  if (code.length === 2) return a * 26 + b;
  return 676 + a * 676 + b * 26 + (code.charCodeAt(2) - 97);
}

/** True when `code` (already lower-case or not) is an ISO 639 code axe accepts. */
export function isLanguageCode(code: string): boolean {
  const c = code.toLowerCase();
  if (!/^[a-z]{2,3}$/.test(c)) return false;
  bits ??= Uint8Array.from(Buffer.from(BITS_BASE64, 'base64'));
  const i = slot(c);
  return (bits[i >> 3] & (1 << (i & 7))) !== 0;
}

/**
 * The primary language subtag of a BCP 47 tag the way axe reads it: trimmed,
 * everything before the first hyphen, lower-cased. `en_US` therefore stays
 * `en_us` and is invalid, as in axe and in browsers.
 */
export function primaryLanguage(tag: string): string {
  return tag.trim().split('-')[0].toLowerCase();
}

/** Every valid code, for tests and tooling (built on demand). */
export function allLanguageCodes(): string[] {
  const out: string[] = [];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const a of letters) for (const b of letters) if (isLanguageCode(a + b)) out.push(a + b);
  for (const a of letters) for (const b of letters) for (const c of letters) if (isLanguageCode(a + b + c)) out.push(a + b + c);
  return out.sort();
}
