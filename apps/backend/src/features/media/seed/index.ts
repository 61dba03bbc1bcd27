// Seeds the media library: folders with their access rules and the sample files, each PDF with
// a WebP thumbnail drawn from the same layout. Idempotent: what exists is left alone.
import { EMPTY_DETAILS, type MediaAccessRule } from '@frischkontor/contract';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Library } from '../library';
import { nameKnownFolders } from '../store';
import { thumbnailFrom } from '../thumbnails';
import { FOLDERS, logoSvg, seedFiles, type FileSeed } from './catalogue';
import { renderSheet, sheetText } from './sheet';

/** A seeded file's words: what its sheet says, or its own text (a CSV). */
function textOfSeed(file: FileSeed): string | null {
  if (file.sheet) return sheetText(file.sheet);
  return file.raw?.text ?? null;
}

async function contentOf(
  file: FileSeed,
): Promise<{ data: Buffer; mime: string; thumbnail: Buffer | null }> {
  if (file.sheet) {
    const { pdf, svg } = await renderSheet(file.sheet);
    return { data: pdf, mime: 'application/pdf', thumbnail: await thumbnailFrom(Buffer.from(svg)) };
  }
  const raw = file.raw;
  if (raw?.kind === 'logo-svg') {
    const data = Buffer.from(logoSvg());
    return { data, mime: raw.mime, thumbnail: await thumbnailFrom(data) };
  }
  if (raw?.kind === 'logo-png') {
    const data = await sharp(Buffer.from(logoSvg()), { density: 192 }).png().toBuffer();
    return { data, mime: raw.mime, thumbnail: await thumbnailFrom(data) };
  }
  return { data: Buffer.from(raw?.text ?? ''), mime: raw?.mime ?? 'text/plain', thumbnail: null };
}

/** The folders of the contract with their rules; an admin's later changes are kept. */
export async function seedMediaFolders(db: Kysely<DB>, library: Library): Promise<void> {
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute();
  const roleId = (name: string) => roles.find((r) => r.name === name)?.id ?? null;

  for (const folder of FOLDERS) {
    const existed = await library.find(folder.path);
    const row = await library.ensureFolder(folder.path);
    if (existed || !folder.read) continue;
    const rules: MediaAccessRule[] = folder.read.flatMap((who): MediaAccessRule[] => {
      if (who === 'public') return [{ subject: 'public', subject_id: null, level: 'read' }];
      const id = roleId(who);
      return id ? [{ subject: 'role', subject_id: id, level: 'read' }] : [];
    });
    await library.setRules(row, true, rules);
  }
  await nameKnownFolders(db);
}

export async function seedMediaLibrary(db: Kysely<DB>, library: Library): Promise<number> {
  await seedMediaFolders(db, library);
  const missing: FileSeed[] = [];
  for (const file of seedFiles()) {
    const existing = await library.find(`${file.folder}/${file.name}`);
    if (!existing) {
      missing.push(file);
      continue;
    }
    // A library seeded before files had details gets them; what an admin wrote is kept.
    if (file.details && existing.title === null)
      await library.setDetails(existing, { ...EMPTY_DETAILS, ...file.details });
    // Likewise the words the search reads (migration 033).
    const text = textOfSeed(file);
    if (text && !(await library.textsOf([existing.id])).has(existing.id))
      await library.setText(existing, text);
  }
  // Rendering (PDF, SVG, WebP) dominates; sharp works on its own threads, so a few at a time.
  const rendered = new Array<Awaited<ReturnType<typeof contentOf>>>(missing.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < missing.length) {
        const index = next++;
        rendered[index] = await contentOf(missing[index] as FileSeed);
      }
    }),
  );
  for (const [index, file] of missing.entries()) {
    const folder = await library.ensureFolder(file.folder);
    const { data, mime, thumbnail } = rendered[index] as Awaited<ReturnType<typeof contentOf>>;
    await library.addFile(folder, {
      name: file.name,
      data,
      mimeType: mime,
      thumbnail,
      text: textOfSeed(file),
      ...(file.details ? { details: { ...EMPTY_DETAILS, ...file.details } } : {}),
    });
  }
  return missing.length;
}
