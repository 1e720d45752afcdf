import type { Rule } from '../../types.js';
import invalidDoctype from './invalid-doctype.js';
import missingCharset from './missing-charset.js';
import missingSecurityHeaders from './missing-security-headers.js';
import mixedContent from './mixed-content.js';
import notHttps from './not-https.js';

export const bestPracticesRules: Rule[] = [notHttps, mixedContent, invalidDoctype, missingCharset, missingSecurityHeaders];
