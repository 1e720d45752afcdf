import { describe, expect, it } from 'vitest';
import { urlsFromEvent } from '../../src/action/event-urls.js';

describe('urlsFromEvent', () => {
  it('takes the environment URL of a successful deployment', () => {
    const payload = {
      deployment_status: { state: 'success', environment_url: 'https://pr-12.preview.example.com/', target_url: 'https://ci.example.com/logs/1' },
      deployment: { environment: 'Preview' },
    };
    expect(urlsFromEvent('deployment_status', payload)).toEqual({ kind: 'urls', urls: ['https://pr-12.preview.example.com/'] });
  });

  it('falls back to target_url when there is no environment_url', () => {
    expect(urlsFromEvent('deployment_status', { deployment_status: { state: 'success', target_url: 'https://x.vercel.app' } })).toEqual({
      kind: 'urls',
      urls: ['https://x.vercel.app'],
    });
  });

  it('skips deployments that are not a success, saying why', () => {
    const found = urlsFromEvent('deployment_status', { deployment_status: { state: 'pending', environment: 'Preview' } });
    expect(found).toEqual({ kind: 'skip', reason: 'deployment to Preview is "pending", not "success"; nothing to audit yet' });
  });

  it('has nothing for other events', () => {
    expect(urlsFromEvent('pull_request', { pull_request: {} })).toEqual({ kind: 'none' });
  });
});
