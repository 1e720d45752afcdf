/**
 * Message ids already handled, kept long enough to cover the signature's replay
 * window: a retried delivery within it is acknowledged without acting twice.
 * Bounded, so a flood of distinct ids cannot grow memory without limit.
 */
export class SeenIds {
  private readonly ids = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;

  constructor(opts: { ttlMs?: number; max?: number; now?: () => number } = {}) {
    this.ttlMs = opts.ttlMs ?? 10 * 60_000;
    this.max = opts.max ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  has(id: string): boolean {
    const at = this.ids.get(id);
    if (at === undefined) return false;
    if (this.now() - at > this.ttlMs) {
      this.ids.delete(id);
      return false;
    }
    return true;
  }

  add(id: string): void {
    this.ids.delete(id);
    this.ids.set(id, this.now());
    // Maps iterate in insertion order, so the first key is the oldest.
    while (this.ids.size > this.max) this.ids.delete(this.ids.keys().next().value!);
  }
}
