import { z } from 'zod';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { ScoresSchema } from '../report/schema.js';

/** The service's webhook body (docs/service-contract.md); loose, as every payload we read. */
export const DeliverySchema = z.looseObject({
  type: z.string(),
  timestamp: z.string().optional(),
  data: z.looseObject({
    auditId: z.string(),
    domain: z.string(),
    url: z.string().optional(),
    overall: z.number().nullable().optional(),
    scores: ScoresSchema.nullable().optional(),
    previous: z.looseObject({ auditId: z.string(), overall: z.number().nullable() }).optional(),
  }),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export type Verified =
  | { ok: true; id: string; delivery: Delivery }
  | { ok: false; status: 400 | 401; reason: string };

/**
 * Checks a delivery per the Standard Webhooks spec with the reference library:
 * HMAC over id.timestamp.body compared in constant time, timestamps outside a
 * five-minute window refused (replays), several `v1,` signatures accepted. Each
 * of `secrets` is tried so a secret can be rotated without dropping deliveries.
 */
export function verifyDelivery(rawBody: string, headers: Record<string, string | undefined>, secrets: readonly string[]): Verified {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signature = headers['webhook-signature'];
  if (!id || !timestamp || !signature) {
    return { ok: false, status: 400, reason: 'missing webhook-id, webhook-timestamp or webhook-signature header' };
  }
  let lastReason = 'no secret configured';
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(rawBody, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature });
    } catch (e) {
      lastReason = e instanceof WebhookVerificationError ? e.message : `bad secret: ${(e as Error).message}`;
      // A stale timestamp is the same for every secret.
      if (/timestamp/i.test(lastReason)) break;
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return { ok: false, status: 400, reason: 'body is not JSON' };
    }
    const parsed = DeliverySchema.safeParse(json);
    if (!parsed.success) return { ok: false, status: 400, reason: `unexpected body: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}` };
    return { ok: true, id, delivery: parsed.data };
  }
  return { ok: false, status: 401, reason: lastReason };
}
