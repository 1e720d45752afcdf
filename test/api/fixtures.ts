/** Service payloads as the contract shows them, plus what a differing service may add. */

export const API_KEY = 'sk_test_8f3a9c1e2b7d4f60a5e1';

export const doneReport = {
  auditId: 'aud_1',
  domain: 'example.com',
  status: 'done',
  overall: 87,
  scores: { performance: 90, seo: 85, accessibility: 88, bestPractices: 84 },
  issues: [{ key: 'missingMetaDescription', severity: 'medium', tier: 'auto', evidence: '/blog' }],
};

export const running = { auditId: 'aud_1', domain: 'example.com', status: 'running' };
export const queued = { auditId: 'aud_1', domain: 'example.com', status: 'queued' };
