import { describe, expect, it } from 'vitest';
import { isPreviewUrl } from '../../src/engine/preview.js';

describe('isPreviewUrl', () => {
  it.each([
    'https://my-app-git-feature-x-acme.vercel.app/',
    'https://my-app-k3j2h1g0f-acme.vercel.app/',
    'https://deploy-preview-42--my-site.netlify.app/',
    'https://feature-branch--my-site.netlify.app/',
    'https://3f2a1b9c.my-project.pages.dev/',
    'https://pr-17.d1a2b3c4d5.amplifyapp.com/',
    'https://my-site--pr12-abcdef.web.app/',
    'https://api-pr-123.onrender.com/',
    'https://shop-pr-9.fly.dev/',
  ])('%s is a preview', (url) => expect(isPreviewUrl(url)).toBe(true));

  it.each([
    'https://my-app.vercel.app/',
    'https://my-site.netlify.app/',
    'https://my-project.pages.dev/',
    'https://main.d1a2b3c4d5.amplifyapp.com/',
    'https://my-site.web.app/',
    'https://api.onrender.com/',
    'https://user.github.io/repo/',
    'https://example.com/',
    'not a url',
  ])('%s is not a preview', (url) => expect(isPreviewUrl(url)).toBe(false));
});
