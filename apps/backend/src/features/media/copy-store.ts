// Copies a store's files and thumbnails into another (the disk into an S3 bucket, decision 049):
// every key that the target lacks or holds with another size; the rest is skipped, so a second
// run after an interruption copies only what is still missing.
import { STORE_KINDS, type Storage } from './storage';

export interface CopyCounts {
  copied: number;
  skipped: number;
  bytes: number;
}

export async function copyStore(
  from: Storage,
  to: Storage,
  report: (line: string) => void,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, bytes: 0 };
  for (const kind of STORE_KINDS) {
    for await (const key of from.list(kind)) {
      const source = await from.head(kind, key);
      // Removed since the listing: nothing to copy.
      if (!source) continue;
      const there = await to.head(kind, key);
      if (there?.size === source.size) {
        counts.skipped++;
        continue;
      }
      await to.write(kind, key, await from.read(kind, key));
      counts.copied++;
      counts.bytes += source.size;
      report(`kopiert: ${kind}/${key} (${source.size} Bytes)`);
    }
  }
  return counts;
}
