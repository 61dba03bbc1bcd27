// A small shared cache in front of React Router, with HTTP semantics: a response is kept
// only when its route marks it `public` with an `s-maxage` and it sets no cookie. Public
// pages are the same for every visitor, so this is what "prerendered" means here: rendered
// once per process (warmed at start-up), served from memory, fresh nonce per response.

import type { SplicedHtml } from './spliced-html';

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  /** An HTML page, cut where each response's nonce goes, or any other body as it is. */
  body: SplicedHtml | Buffer;
  expiresAt: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedResponse>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Seconds a shared cache may keep this response, or null when it must not. */
export function sharedMaxAge(response: { status: number; headers: Headers }): number | null {
  if (response.status !== 200 || response.headers.has('set-cookie')) return null;
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (!/\bpublic\b/i.test(cacheControl) || /\b(private|no-store)\b/i.test(cacheControl))
    return null;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/**
 * Addresses asked for recently. A shared page is kept from its second request on, so a page
 * asked for once (a search typed once) is rendered and sent, not also compressed for keeping.
 */
export class RecentKeys {
  private readonly seenAt = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /** Whether the key was asked for within the last `ttlMs`; notes this request either way. */
  seenBefore(key: string, now = Date.now()): boolean {
    const at = this.seenAt.get(key);
    this.seenAt.delete(key);
    if (this.seenAt.size >= this.maxEntries) {
      const oldest = this.seenAt.keys().next().value;
      if (oldest !== undefined) this.seenAt.delete(oldest);
    }
    this.seenAt.set(key, now);
    return at !== undefined && now - at < this.ttlMs;
  }
}
