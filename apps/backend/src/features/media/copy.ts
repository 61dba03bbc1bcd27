// Copies of media entries (issue 33, item 3): a file with its bytes, thumbnail, details and
// words; a folder with everything below it. A copy takes the access rules of where it lands
// (it inherits them), not those of its original. A name already taken there gets „(Kopie)“.
import { HttpError } from '../../http/errors';
import type { MediaRow } from '../../db/schema';
import { detailsOf } from './details';
import type { Library } from './library';
import { readAll, type Storage } from './storage';

/** What one copy may take: entries of a folder, and bytes in all. */
export const COPY_LIMITS = { entries: 200, bytes: 200 * 1024 * 1024 };

/** „Preisliste.pdf“ → „Preisliste (Kopie).pdf“, „Preisliste (Kopie 2).pdf“, … while taken. */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 1; ; n++) {
    const candidate = `${stem} (Kopie${n === 1 ? '' : ` ${n}`})${extension}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** Whether a copy of these entries stays within the limits; the German refusal otherwise. */
export function copyProblem(entries: readonly MediaRow[]): string | null {
  if (entries.length > COPY_LIMITS.entries)
    return `Höchstens ${COPY_LIMITS.entries} Einträge auf einmal: bitte in Teilen kopieren.`;
  const bytes = entries.reduce((sum, e) => sum + (e.size ?? 0), 0);
  if (bytes > COPY_LIMITS.bytes)
    return `Höchstens ${COPY_LIMITS.bytes / 1024 / 1024} MB auf einmal: bitte in Teilen kopieren.`;
  return null;
}

/**
 * Copies `item` (and, for a folder, everything below it, which the caller checked it may read)
 * into `target` (null: the top level); answers the copy and how many entries were made.
 */
export async function copyEntry(
  library: Library,
  storage: Storage,
  item: MediaRow,
  target: MediaRow | null,
): Promise<{ copy: MediaRow; count: number }> {
  if (target && (target.path === item.path || target.path.startsWith(`${item.path}/`)))
    throw new HttpError(422, 'Ein Ordner lässt sich nicht in sich selbst kopieren.');
  let count = 0;
  const copyInto = async (source: MediaRow, folder: MediaRow | null): Promise<MediaRow> => {
    const siblings = await library.children(folder);
    const name = copyName(source.name, new Set(siblings.map((s) => s.name.toLowerCase())));
    count += 1;
    if (source.is_dir) {
      const made = await library.createFolder(folder, name);
      for (const child of await library.children(source)) await copyInto(child, made);
      return made;
    }
    if (!folder) throw new HttpError(422, 'Dateien liegen immer in einem Ordner.');
    const texts = await library.textsOf([source.id]);
    return library.addFile(folder, {
      name,
      data: await readAll(storage, 'files', source.storage_key!),
      mimeType: source.mime_type ?? undefined,
      thumbnail: source.thumbnail_key
        ? await readAll(storage, 'thumbs', source.thumbnail_key)
        : null,
      text: texts.get(source.id) ?? null,
      details: detailsOf(source),
    });
  };
  const copy = await copyInto(item, target);
  return { copy, count };
}
