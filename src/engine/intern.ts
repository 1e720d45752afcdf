/**
 * Deep copies of what outlives a page, with every string interned.
 *
 * Two reasons. Strings a rule takes from the DOM (titles, hrefs, attribute
 * values) are V8 slices of the page's HTML and keep all of it alive: measured
 * ~50 KB retained per page before this existed. And the facts site rules keep
 * repeat the same strings on every page (navigation and footer links): one
 * copy per distinct string instead of one per page is what keeps 10,000 pages
 * within the memory budget.
 */
/** A copy of `s` that shares no memory with the string it came from (a slice of a page's HTML). */
export function detach(s: string): string {
  // A round trip through JSON yields a flat string that shares nothing with the HTML.
  return JSON.parse(JSON.stringify(s)) as string;
}

export function createInterner(): <T>(value: T) => T {
  const table = new Map<string, string>();
  const str = (s: string): string => {
    let v = table.get(s);
    if (v === undefined) {
      v = detach(s);
      table.set(v, v);
    }
    return v;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return str(value);
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(walk);
    if (value instanceof Map) return new Map([...value].map(([k, v]) => [walk(k), walk(v)]));
    if (value instanceof Set) return new Set([...value].map(walk));
    const proto = Object.getPrototypeOf(value);
    // Anything but plain data (a DOM node, a class instance) is kept as it is.
    if (proto !== Object.prototype && proto !== null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = walk(v);
    return out;
  };
  return walk as <T>(value: T) => T;
}
