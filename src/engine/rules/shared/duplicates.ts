import type { Finding } from '../../types.js';

/** How many other paths a duplicate finding names before summarising the rest. */
const NAMED_PATHS = 3;

/**
 * Groups pages by a value (title, description) compared case-insensitively with
 * whitespace collapsed, and returns one finding per page whose value another
 * page shares, naming up to three of those pages.
 */
export function duplicateFindings(
  entries: Iterable<{ path: string; value: string }>,
  describe: (value: string, others: string) => string,
): Array<Finding & { path: string }> {
  const groups = new Map<string, { value: string; paths: string[] }>();
  for (const { path, value } of entries) {
    const key = value.replace(/\s+/g, ' ').trim().toLowerCase();
    if (!key) continue;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { value, paths: [] }));
    if (!g.paths.includes(path)) g.paths.push(path);
  }
  const findings: Array<Finding & { path: string }> = [];
  for (const { value, paths } of groups.values()) {
    if (paths.length < 2) continue;
    for (const path of paths) {
      const others = paths.filter((p) => p !== path);
      const named = others.slice(0, NAMED_PATHS).join(', ');
      const more = others.length > NAMED_PATHS ? ` and ${others.length - NAMED_PATHS} more` : '';
      findings.push({ path, message: describe(value, named + more) });
    }
  }
  return findings;
}
