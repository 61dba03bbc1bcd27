// A small shared cache in front of React Router, with HTTP semantics: a response is kept
// only when its route marks it `public` with an `s-maxage` and it sets no cookie. Public
// pages are the same for every visitor, so this is what "prerendered" means here: rendered
// once per process (warmed at start-up), served from memory, fresh nonce per response.

import type { SplicedHtml } from './spliced-html.server';

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  /** An HTML page, cut where each response's nonce goes, or any other body as it is. */
  body: SplicedHtml | Buffer;
  expiresAt: number;
}

/** Bytes an entry holds (its body parts, plain and compressed). */
export function entrySize(entry: CachedResponse): number {
  const body = entry.body;
  if (Buffer.isBuffer(body)) return body.length + 512;
  const parts = [...body.parts, ...(body.deflated ?? [])];
  return parts.reduce((n, b) => n + b.length, 512);
}

export interface PageCacheLimits {
  maxEntries?: number;
  /** Bytes over all entries that are not pinned. */
  maxBytes?: number;
}

/**
 * Kept responses, least recently used first out, bounded by count and by bytes. Pinned keys
 * (the pages pre-rendered at start) are never pushed out by what visitors ask for (decision 012).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedResponse & { size: number }>();
  private readonly pinned = new Set<string>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(limits: PageCacheLimits = {}) {
    this.maxEntries = limits.maxEntries ?? 1000;
    this.maxBytes = limits.maxBytes ?? 64 * 1024 * 1024;
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.remove(key);
      return undefined;
    }
    if (!this.pinned.has(key)) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps an entry; `pin` marks its key as pre-rendered, kept whatever visitors ask for. */
  set(key: string, entry: CachedResponse, options: { pin?: boolean } = {}): void {
    if (options.pin) this.pinned.add(key);
    this.remove(key);
    const size = entrySize(entry);
    const pinned = this.pinned.has(key);
    if (!pinned && size > this.maxBytes) return;
    this.entries.set(key, { ...entry, size });
    if (!pinned) this.bytes += size;
    this.evict();
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    if (!this.pinned.has(key)) this.bytes -= old.size;
  }

  private evict(): void {
    const unpinned = () =>
      this.entries.size - [...this.pinned].filter((k) => this.entries.has(k)).length;
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes && unpinned() <= this.maxEntries) return;
      if (this.pinned.has(key)) continue;
      this.remove(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held by entries that are not pinned. */
  get unpinnedBytes(): number {
    return this.bytes;
  }
}

/**
 * The key a page is kept under: its path and only the query parameters that change it
 * (`pageParameters`, e.g. the job filter); `utm_*`, click ids and anything made up are not
 * part of it. Data requests keep React Router's own `_routes`.
 */
export function pageKey(url: URL, pageParameters: (path: string) => readonly string[]): string {
  const path = url.pathname.replace(/\.data$/, '') || '/';
  const allowed = new Set([...pageParameters(path), '_routes', 'index']);
  const kept = [...url.searchParams]
    .filter(([k]) => allowed.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
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
