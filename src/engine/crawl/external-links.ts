import { fetchRaw, type RequestSettings } from './http-client.js';
import { normalizeUrl } from './normalize-url.js';

const MAX_EXTERNAL_REDIRECTS = 5;

/** HEAD answers that mean "ask again with GET" rather than "broken". */
function headInconclusive(status: number): boolean {
  return status === 0 || status === 405 || status === 501 || status >= 400;
}

async function statusFollowingRedirects(url: string, method: 'HEAD' | 'GET', settings: RequestSettings): Promise<number> {
  let current = url;
  for (let hop = 0; ; hop++) {
    // A GET body is never needed: the status is all a link check records.
    const response = await fetchRaw(current, settings, { method, readBody: false });
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location && hop < MAX_EXTERNAL_REDIRECTS) {
      const next = normalizeUrl(location, current);
      if (next !== undefined && next !== current) {
        current = next;
        continue;
      }
    }
    return response.status;
  }
}

/**
 * Checks links to other sites with a few requests at a time: HEAD first, GET
 * when HEAD is refused or fails (many servers mishandle HEAD). Targets are never
 * parsed or crawled.
 */
export class ExternalLinkChecker {
  readonly status = new Map<string, number>();
  private readonly pending: string[] = [];
  private running = 0;
  private idleWaiters: Array<() => void> = [];
  private readonly settings: RequestSettings;
  private readonly concurrency: number;
  private readonly maxUrls: number;
  private accepted = 0;

  constructor(settings: RequestSettings, concurrency: number, maxUrls: number) {
    this.settings = settings;
    this.concurrency = concurrency;
    this.maxUrls = maxUrls;
  }

  add(url: string): void {
    if (this.status.has(url) || this.accepted >= this.maxUrls) return;
    this.accepted++;
    this.status.set(url, -1); // placeholder: queued, keeps duplicates out
    this.pending.push(url);
    this.pump();
  }

  private pump(): void {
    while (this.running < this.concurrency && this.pending.length > 0) {
      const url = this.pending.shift()!;
      this.running++;
      void this.check(url).finally(() => {
        this.running--;
        this.pump();
        if (this.running === 0 && this.pending.length === 0) {
          for (const wake of this.idleWaiters.splice(0)) wake();
        }
      });
    }
  }

  private async check(url: string): Promise<void> {
    try {
      let status = await statusFollowingRedirects(url, 'HEAD', this.settings);
      if (headInconclusive(status)) status = await statusFollowingRedirects(url, 'GET', this.settings);
      this.status.set(url, status);
    } catch {
      // Only a crawl abort throws here; the crawl itself reports it.
      this.status.delete(url);
    }
  }

  /** Resolves once every queued check has finished. */
  async idle(): Promise<void> {
    if (this.running === 0 && this.pending.length === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }
}
