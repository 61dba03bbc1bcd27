// What the website shows of a collection the backend publishes (the blog, decision 033; the
// job ads, decision 036): the backend's public answer (asked without any cookie, so nothing
// unpublished can come back), kept in memory and as a snapshot on disk. Public pages never
// wait for the backend:
// - at start the snapshot is read from disk, then the backend asked once (server.ts);
// - `version()` asks `GET {api}/version` in the background when the last answer is older than
//   FOLLOW_MS (one request at a time), as the wiki follows its version (follow-version.server.ts);
//   a new version fetches the entries, builds them, saves the snapshot and only then counts up
//   the number public pages' cache keys carry, so a published edit shows within seconds;
// - with the backend down the last published version keeps being served, after a restart too.
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from '~/config/env.server';
import { backendFetch } from '~/platform/api/backend-fetch.server';
import { followVersion } from './follow-version.server';

export interface Snapshot {
  version: string;
}

export interface PublishedSource<S extends Snapshot, T> {
  /** The API's path below the backend prefix, `/blog`. */
  api: string;
  /** The snapshot's folder. */
  dir: () => string;
  /** The backend's entries at `version`, with whatever else belongs in the snapshot. */
  fetch: (version: string, get: <R>(path: string) => Promise<R>) => Promise<S>;
  /** What pages read, built from a snapshot. */
  build: (snapshot: S) => Promise<T>;
}

/** The backend's address of a published collection's API. */
export function publishedApi(api: string): string {
  const e = env();
  return `${e.BACKEND_URL.replace(/\/+$/, '')}${e.BACKEND_PREFIX}${api}`;
}

/**
 * Writes `file` whole or not at all: into a temporary name of this process and write (pid and
 * random), then renamed over it. Several processes may share a snapshot folder; with one fixed
 * temporary name, one could rename another's half-written file into place (decision 048).
 */
export async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

export function followPublished<S extends Snapshot, T>(source: PublishedSource<S, T>) {
  let state: { version: string; built: T } | null = null;
  let generation = 0;
  // Each check answers the version served: it never fails, so a failed one waits FOLLOW_MS too.
  const followed = followVersion<string | null>();
  let diskRead = false;

  const file = () => join(source.dir(), 'posts.json');

  async function get<R>(path: string): Promise<R> {
    const response = await backendFetch(`${publishedApi(source.api)}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(env().BACKEND_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`API ${source.api}${path}: ${response.status}`);
    return ((await response.json()) as { data: R }).data;
  }

  async function readSnapshot(): Promise<void> {
    if (diskRead) return;
    diskRead = true;
    if (state || !existsSync(file())) return;
    try {
      const snapshot = JSON.parse(await readFile(file(), 'utf8')) as S;
      const built = await source.build(snapshot);
      state ??= { version: snapshot.version, built };
      generation++;
    } catch {
      // A damaged snapshot is replaced by the next answer of the backend.
    }
  }

  /** Fetches the entries, writes the snapshot, then swaps it in. */
  async function refresh(version: string): Promise<void> {
    const snapshot = await source.fetch(version, get);
    const built = await source.build(snapshot);
    await mkdir(source.dir(), { recursive: true });
    await writeAtomically(file(), JSON.stringify(snapshot));
    state = { version, built };
    generation++;
  }

  const check = () =>
    followed.current(async () => {
      try {
        await readSnapshot();
        const { version } = await get<{ version: string }>('/version');
        if (version !== state?.version) await refresh(version);
      } catch {
        // Backend down or slow: keep serving the last published version.
      }
      return state?.version ?? null;
    });

  /** Counts up whenever what the website shows changes. Never waits for the backend. */
  function version(): number {
    void check();
    return generation;
  }

  /** At start (and in tests): the snapshot from disk, then one answer of the backend. */
  async function load(): Promise<void> {
    await readSnapshot();
    followed.forget();
    await check();
  }

  return {
    version,
    load,
    /** What pages read: loaded on first use, then followed. */
    async current(): Promise<T | null> {
      if (!state) await load();
      else version();
      return state?.built ?? null;
    },
    /** What is known now, without asking anyone. */
    peek: (): T | null => state?.built ?? null,
    /** Tests: forget everything known in this process. */
    reset(): void {
      state = null;
      generation = 0;
      followed.reset();
      diskRead = false;
    },
  };
}
