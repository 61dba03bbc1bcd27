import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * Job ads' addresses without „(m/w/d)“ (issue 28): an ad whose address ends in it moves to the
 * address without, unless that one is taken; applications name the ad by its new address. The
 * website sends the old address to the new one (301).
 */
export function jobAdAddresses(): Migration {
  return {
    async up(db: AnyDb) {
      const rows: { id: number; slug: string; collection: string }[] = await db
        .selectFrom('wiki_articles')
        .select(['id', 'slug', 'collection'])
        .orderBy('id')
        .execute();
      const taken = new Set(rows.map((r) => r.slug));
      for (const row of rows) {
        const clean = withoutGenderTail(row.slug);
        if (row.collection !== 'jobs' || clean === row.slug || taken.has(clean)) continue;
        await db
          .updateTable('wiki_articles')
          .set({ slug: clean })
          .where('id', '=', row.id)
          .execute();
        await db
          .updateTable('applications')
          .set({ job_slug: clean })
          .where('job_slug', '=', row.slug)
          .execute();
        taken.delete(row.slug);
        taken.add(clean);
      }
    },
  };
}

// Frozen copy of the contract's withoutGenderTail as of 2026_11_018_job_ad_addresses.
const GENDER_TAIL = /(?:-[mwdfx]){2,3}$/;

export function withoutGenderTail(slug: string): string {
  const tail = GENDER_TAIL.exec(slug);
  if (!tail || tail.index === 0) return slug;
  const letters = tail[0].slice(1).split('-');
  // m with w or f, each letter once: the marker, not single letters that mean something else.
  const marker =
    letters.includes('m') &&
    (letters.includes('w') || letters.includes('f')) &&
    new Set(letters).size === letters.length;
  return marker ? slug.slice(0, tail.index) : slug;
}
