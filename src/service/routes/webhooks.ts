import { z } from 'zod';
import { readJson, type Reply } from '../http.js';
import { WEBHOOK_EVENTS, newWebhookSecret } from '../webhooks.js';
import type { RequestContext, Route } from './context.js';

// Service-only payload (not part of the shared report schema): a webhook registration.
const RegisterWebhookSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).optional(),
  threshold: z.number().min(0).max(100).optional(),
});

function registerWebhook(ctx: RequestContext): Promise<Reply> {
  return readJson(ctx.req, RegisterWebhookSchema).then((body) => {
    const hook = ctx.deps.store.createWebhook({
      account: ctx.account,
      url: body.url,
      events: body.events ?? [...WEBHOOK_EVENTS],
      threshold: body.threshold ?? null,
      secret: newWebhookSecret(),
    });
    return {
      status: 201,
      body: { id: hook.id, url: hook.url, events: hook.events, threshold: hook.threshold, secret: hook.secret },
    };
  });
}

export const webhookRoutes: Route[] = [{ method: 'POST', path: '/webhooks', handler: registerWebhook }];
