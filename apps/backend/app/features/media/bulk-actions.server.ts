// The chosen entries of a folder's list (issue 33, item 3), moved, copied or deleted together.
import type { MediaMove } from '@frischkontor/contract';
import { ApiError, type Backend } from '../api/index.server';
import { formText } from '../api/form-data';
import type { ActionResult } from '../api/results';
import { cleanMediaPath } from './paths';

/** What the chosen entries of the list answer: which were done, which refused and why. */
export interface BulkResult extends ActionResult {
  /** „Löschen“ asks first: the chosen entries, to confirm. */
  confirm?: string[];
}

const entryCount = (n: number) => (n === 1 ? '1 Eintrag' : `${n} Einträge`);
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The chosen entries of a folder's list (issue 33, item 3): moved into one folder, or deleted
 * after a confirmation; each through the API, which checks every entry and target again.
 */
export async function bulkAction(
  backend: Backend,
  intent: string,
  form: FormData,
): Promise<BulkResult> {
  const paths = [
    ...new Set(
      form
        .getAll('paths')
        .map((p) => cleanMediaPath(typeof p === 'string' ? p : null))
        .filter((p): p is string => !!p),
    ),
  ].slice(0, 100);
  if (!paths.length)
    return { ok: false, intent, message: 'Bitte wählen Sie zuerst Einträge in der Liste aus.' };
  if (intent === 'bulk-delete') return { ok: true, intent, confirm: paths };
  const into = intent === 'bulk-move' || intent === 'bulk-copy';
  let target: string | null = null;
  if (into) {
    const chosen = formText(form, 'target');
    // The top level is '/', which cleans to ''.
    target = cleanMediaPath(chosen);
    if (!chosen || target === null)
      return {
        ok: false,
        intent,
        fieldErrors: {
          target: `Bitte wählen Sie den Ordner, in den ${intent === 'bulk-copy' ? 'kopiert' : 'verschoben'} wird.`,
        },
      };
  }
  const refused: string[] = [];
  let done = 0;
  for (const path of paths) {
    try {
      if (into)
        await backend.send(
          'POST',
          intent === 'bulk-copy' ? '/admin/media/copy' : '/admin/media/move',
          {
            body: { path, target: target ?? '' } satisfies MediaMove,
          },
        );
      else await backend.send('DELETE', '/admin/media', { body: { path } });
      done += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      refused.push(`„${nameOf(path)}“: ${error.message}`);
    }
  }
  const verb = { 'bulk-move': 'verschoben', 'bulk-copy': 'kopiert' }[intent] ?? 'gelöscht';
  const message = [
    done ? `${entryCount(done)} ${verb}.` : '',
    refused.length ? `Nicht ${verb}: ${refused.join('; ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { ok: refused.length === 0, intent, message };
}
