// What every collection's router answers of an entry: the entry as the API shows it, body and
// workflow included, and the 409 of a save that came second (the stored entry and what was sent).
import type { WikiArticleRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { CollectionMessages } from './collection';
import type { StaleVersion } from './state';
import type { ContentStore } from './store';

export function entryAnswers(store: ContentStore, stale: CollectionMessages['stale']) {
  async function one(row: WikiArticleRow) {
    const [view] = await store.views([row], true);
    return view;
  }

  async function conflict(error: StaleVersion, yours: Record<string, unknown>) {
    const [current] = await store.views([error.current], true);
    return new HttpError(
      409,
      stale(current?.updated_by?.name ?? 'jemand anderem', error.current.version, error.expected),
      { reason: 'stale_version', current, yours },
    );
  }

  return { one, conflict };
}
