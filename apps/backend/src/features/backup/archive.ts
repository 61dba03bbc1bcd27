// The backup archive (decision 050): a gzipped tar with `manifest.json` (what it holds, with a
// SHA-256 of every part), `db/<table>.jsonl` (one row per line) and `media/files|thumbs/<key>`.
// It is written beside its target and renamed when whole; it is read into a folder and every part
// checked against the manifest before anything uses it.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import * as tar from 'tar';

export const FORMAT = 'frischkontor-backup';
export const FORMAT_VERSION = 1;

export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  created_at: string;
  /** The database it was taken from, and the last migration it had run. */
  source: { dialect: string; migration: string };
  tables: Record<string, { rows: number; sha256: string }>;
  media: { path: string; size: number; sha256: string }[];
}

/** A backup that cannot be used: its message says why, for people. */
export class BackupError extends Error {}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Packs a staged folder (manifest, db, media) into `file`, which appears only when complete. */
export async function pack(staging: string, file: string): Promise<number> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  const parts = ['manifest.json', 'db', 'media'].filter((p) => existsSync(join(staging, p)));
  try {
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, parts);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return (await stat(file)).size;
}

const FOREIGN = (file: string) =>
  `${file} ist beschädigt oder keine Sicherung dieser Anwendung (erwartet: ein Archiv von „npm run backup“). Es wurde nichts verändert.`;

/**
 * Unpacks `file` into `into` and checks it whole: the manifest is ours, and every table and file
 * it names is there with its checksum. Throws a BackupError naming the first problem.
 */
export async function unpack(file: string, into: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`Die Datei ${file} gibt es nicht.`);
  try {
    // Read whole once before a byte is written: a cut-off or foreign file stops here.
    await tar.list({ file, strict: true });
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      // Only what an archive of ours holds; nothing outside the folder, no links.
      filter: (path, entry) =>
        /^(manifest\.json|db\/[a-z0-9_]+\.jsonl|media\/(files|thumbs)\/[a-f0-9]{32}(\.[a-z0-9]{1,10})?|db|media|media\/files|media\/thumbs)\/?$/.test(
          normalize(path),
        ) && ('type' in entry ? ['File', 'Directory'].includes(entry.type) : true),
    });
  } catch {
    throw new BackupError(FOREIGN(file));
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(into, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(FOREIGN(file));
  }
  if (manifest?.format !== FORMAT || !manifest.tables || !Array.isArray(manifest.media))
    throw new BackupError(FOREIGN(file));
  if (manifest.version !== FORMAT_VERSION)
    throw new BackupError(
      `Die Sicherung hat das Format ${String(manifest.version)}; diese Version liest Format ${FORMAT_VERSION}.`,
    );
  const damaged = (part: string) =>
    new BackupError(
      `Die Sicherung ist beschädigt: ${part} fehlt oder stimmt nicht mit der Prüfsumme überein. Es wurde nichts verändert.`,
    );
  for (const [table, { sha256: expected }] of Object.entries(manifest.tables)) {
    const path = join(into, 'db', `${table}.jsonl`);
    if (!existsSync(path) || (await fileSha256(path)) !== expected) throw damaged(`db/${table}`);
  }
  for (const { path, sha256: expected } of manifest.media) {
    const local = join(into, 'media', path);
    if (!existsSync(local) || (await fileSha256(local)) !== expected) throw damaged(path);
  }
  return manifest;
}

/** Rows as JSON lines, and back. */
export const toLines = (rows: object[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');

export const fromLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

export async function writePart(staging: string, path: string, data: string | Buffer) {
  const target = join(staging, path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, data);
}
