/**
 * Deploy-preview URLs carried by the triggering event. Vercel, Netlify and
 * others report previews as GitHub deployments; their `deployment_status`
 * event holds the preview's address once the deployment succeeds.
 */
export type EventUrls =
  | { kind: 'urls'; urls: string[] }
  | { kind: 'skip'; reason: string }
  | { kind: 'none' };

interface DeploymentStatusPayload {
  deployment_status?: { state?: string; environment_url?: string | null; target_url?: string | null; environment?: string };
  deployment?: { environment?: string; payload?: unknown };
}

export function urlsFromEvent(eventName: string, payload: unknown): EventUrls {
  if (eventName !== 'deployment_status') return { kind: 'none' };
  const p = (payload ?? {}) as DeploymentStatusPayload;
  const status = p.deployment_status;
  const state = status?.state ?? 'unknown';
  const env = status?.environment ?? p.deployment?.environment ?? 'unknown';
  if (state !== 'success') {
    return { kind: 'skip', reason: `deployment to ${env} is "${state}", not "success"; nothing to audit yet` };
  }
  // target_url often points at build logs rather than the site, so prefer environment_url.
  const url = status?.environment_url || status?.target_url;
  if (!url) return { kind: 'skip', reason: `deployment_status for ${env} carries no environment_url; set the "url" input` };
  return { kind: 'urls', urls: [url] };
}
