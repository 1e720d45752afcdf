import type { Delivery } from './delivery.js';

export interface ReceiverPolicy {
  /** Event types that trigger a run (default: score.changed). */
  events: readonly string[];
  /** Only act for these domains; empty means every domain. */
  domains: readonly string[];
}

export type Decision = { act: true; reason: string } | { act: false; reason: string };

/** Whether a verified delivery should re-run the workflow (pure). */
export function decide(delivery: Delivery, policy: ReceiverPolicy): Decision {
  const { type, data } = delivery;
  if (!policy.events.includes(type)) return { act: false, reason: `event ${type} is not one of ${policy.events.join(', ')}` };
  if (policy.domains.length && !policy.domains.includes(data.domain)) {
    return { act: false, reason: `domain ${data.domain} is not watched` };
  }
  const before = data.previous?.overall;
  const change = typeof before === 'number' && typeof data.overall === 'number' ? ` (overall ${before} -> ${data.overall})` : typeof data.overall === 'number' ? ` (overall ${data.overall})` : '';
  return { act: true, reason: `${type} for ${data.domain}, audit ${data.auditId}${change}` };
}
