// Lets Node 24 run the TypeScript sources directly (benchmarks, dev scripts):
// Node strips types itself, but our sources import siblings as `./x.js` (what
// NodeNext and the bundler expect), so map a missing `.js` to its `.ts`.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (err) {
    if (err?.code === 'ERR_MODULE_NOT_FOUND' && /^\\.{1,2}\\/.*\\.js$/.test(specifier)) {
      return next(specifier.slice(0, -3) + '.ts', context);
    }
    throw err;
  }
}`),
  import.meta.url,
);
