// The wiki's editor (decision 031): its workflow, fields and words.
import type { EditorKind, Move, Writer } from './types';
import type { WikiStatus } from '@frischkontor/contract';
import { WikiFields } from './fields';

/** The wiki's workflow: draft, review, published, archived (decision 022). */
function wikiMoves(s: WikiStatus, writer: Writer): Move[] {
  const moves: Move[] = [];
  if (s === 'draft')
    moves.push({ to: 'review', label: 'Zur Prüfung einreichen', primary: !writer.publish });
  if (s === 'review' && !writer.publish) moves.push({ to: 'draft', label: 'Zurückziehen' });
  if (writer.publish) {
    if (s === 'draft' || s === 'review' || s === 'archived')
      moves.push({
        to: 'published',
        label: s === 'archived' ? 'Wieder veröffentlichen' : 'Veröffentlichen',
        primary: true,
      });
    if (s === 'review') moves.push({ to: 'draft', label: 'Zurückgeben', returns: true });
    if (s === 'published') moves.push({ to: 'draft', label: 'Zurück in den Entwurf' });
    if (s === 'published') moves.push({ to: 'archived', label: 'Archivieren' });
  }
  return moves;
}

export const WIKI_EDITOR: EditorKind = {
  base: '/intern/wiki',
  section: 'Wiki',
  key: 'wiki',
  words: {
    newTitle: 'Neuer Artikel',
    created: 'Der Artikel ist angelegt. Er ist ein Entwurf, bis er veröffentlicht wird.',
    theItem: 'den Artikel',
    preview: 'Vorschau: so sehen Lesende den Artikel.',
    noMoves: 'Den Status dieses Artikels kannst du nicht ändern.',
  },
  itemLink: (a) => `/intern/wiki/${a.slug}`,
  viewLink: (a) =>
    a.status === 'published' ? { label: 'Artikel ansehen', to: `/intern/wiki/${a.slug}` } : null,
  moves: wikiMoves,
  Fields: WikiFields,
};
