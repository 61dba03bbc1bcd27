// Where the islands entry of this build is: its own Vite build (vite.islands.config.ts)
// writes a manifest next to the client assets. Without one (tests, `npm run dev`), public
// pages hydrate with the router as the intranet does.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';
export const ISLANDS_INPUT = 'app/wiring/islands.client.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface IslandsEntry {
  /** The entry's URL. */
  src: string;
  /** The chunks it imports statically, to preload. */
  preload: string[];
}

/** The islands entry described by a Vite manifest, or null when it lists none. */
export function islandsEntryOf(manifest: Record<string, ManifestChunk>): IslandsEntry | null {
  const entry = manifest[ISLANDS_INPUT];
  if (!entry) return null;
  const preload = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preload.has(`/${chunk.file}`)) return;
    preload.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return { src: `/${entry.file}`, preload: [...preload] };
}

let cached: IslandsEntry | null | undefined;

/** The built islands entry next to the server build (build/server → build/client). */
export function islandsEntry(): IslandsEntry | null {
  if (cached !== undefined) return cached;
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'client', ISLANDS_MANIFEST);
  cached = existsSync(file)
    ? islandsEntryOf(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : null;
  return cached;
}
