// A short-lived cache of public catalogue responses, already serialised, with an ETag and, once asked for, their
// compressed forms. The catalogue is read on
// every storefront screen and changes rarely; orders never read prices from here (they read the database in
// their transaction), so a few seconds of staleness changes what a visitor sees, never what anyone pays.
import { createHash } from 'node:crypto';
import { compress, type Encoding } from '../../plugins/compression';

export type CachedResponse = {
  body: string;
  /** The body's UTF-8 size, counted once (a per-request count scanned the whole list every time). */
  bytes: number;
  etag: string;
  /** For a page of a list (a ListPage loaded): how many items the whole list holds. */
  total?: number;
  /** The body compressed for `encoding`, made on first use and kept with the entry. */
  encoded(encoding: Encoding): Promise<Buffer>;
};
type Entry = CachedResponse & { expiresAt: number };

/** What a loader returns for one page of a list: the page is the body, the total is kept beside it (0512). */
export class ListPage {
  constructor(
    readonly items: unknown[],
    readonly total: number,
  ) {}
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedResponse>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The cached response for `key`, or `load()` serialised (concurrent misses share one load). */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedResponse> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.clock()) {
      // Refresh its place: the map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load()
      .then((loaded) => {
        const page = loaded instanceof ListPage ? loaded : null;
        const body = JSON.stringify(page ? page.items : loaded);
        const compressed = new Map<Encoding, Promise<Buffer>>();
        const entry: Entry = {
          body,
          bytes: Buffer.byteLength(body),
          etag: etagOf(page ? `${page.total}:${body}` : body),
          total: page?.total,
          expiresAt: this.clock() + this.ttlMs,
          encoded(encoding) {
            let made = compressed.get(encoding);
            if (!made) {
              made = compress(body, encoding, 'stored');
              compressed.set(encoding, made);
              made.catch(() => compressed.delete(encoding));
            }
            return made;
          },
        };
        if (this.ttlMs > 0) {
          this.entries.delete(key);
          this.entries.set(key, entry);
          while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        }
        return entry;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}
