import type { Rule } from '../../types.js';
import duplicateId from './duplicate-id.js';
import emptyButton from './empty-button.js';
import emptyLink from './empty-link.js';
import headingOrderSkip from './heading-order-skip.js';
import imageMissingAlt from './image-missing-alt.js';
import invalidLang from './invalid-lang.js';
import missingFormLabel from './missing-form-label.js';
import missingLang from './missing-lang.js';
import missingViewport from './missing-viewport.js';
import viewportPreventsZoom from './viewport-prevents-zoom.js';

/**
 * The cheap accessibility rules, run on every page from the PageIndex. The axe
 * rules they mirror are disabled in the axe sampler (src/engine/axe/) so no
 * problem is reported twice.
 */
export const accessibilityRules: Rule[] = [
  missingLang,
  invalidLang,
  imageMissingAlt,
  missingFormLabel,
  emptyButton,
  emptyLink,
  duplicateId,
  headingOrderSkip,
  missingViewport,
  viewportPreventsZoom,
];
