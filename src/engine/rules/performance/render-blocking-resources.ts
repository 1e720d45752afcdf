import type { PageRule } from '../../types.js';
import { renderBlockingResources } from './render-blocking.js';

/**
 * Lighthouse render-blocking-resources (now the render-blocking insight): any
 * script or stylesheet in <head> that the browser must fetch before it paints.
 * Lighthouse only fails when the blocking costs measurable time; without a
 * browser we cannot measure that, so any blocking request is reported and the
 * finding says it is an estimate. Which requests block: see render-blocking.ts.
 */
const rule: PageRule = {
  scope: 'page',
  meta: {
    key: 'renderBlockingResources',
    category: 'performance',
    severity: 'low',
    tier: 'manual',
    weight: 3,
    title: 'Render-blocking scripts or stylesheets in <head>',
    help: 'Add defer (or async) to scripts in <head>, inline the CSS needed for the first screen and load the rest without blocking (e.g. media="print" swapped on load).',
    lighthouse: 'render-blocking-resources',
  },
  check({ dom }) {
    const blocking = renderBlockingResources(dom!);
    const findings = blocking.map((el) => {
      const url = dom!.attr(el, el.name === 'script' ? 'src' : 'href')!;
      return {
        // One finding per request; the engine groups them per page and counts the rest.
        message: `${el.name === 'script' ? 'Script' : 'Stylesheet'} ${url} in <head> blocks first paint (estimated from markup).`,
        selector: dom!.selector(el),
        target: url,
      };
    });
    return { applicable: true, findings };
  },
};

export default rule;
