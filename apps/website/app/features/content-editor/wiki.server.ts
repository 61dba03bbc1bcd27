// The wiki as a collection of the editor (decision 022): its API, permissions, words and fields.
import {
  PERMISSIONS,
  type WikiArticleListItem,
  type WikiCategoryInfo,
} from '@frischkontor/contract';
import { forgetWikiVersion, renderWikiBody } from '~/features/wiki/index.server';
import type { EditCollection } from './collection.server';
import { editAction, editLoader } from './edit.server';
import { historyAction, historyLoader } from './history.server';

const WIKI_EDITING: EditCollection = {
  base: '/intern/wiki',
  api: '/wiki/articles',
  images: '/wiki/images',
  write: PERMISSIONS.wikiWrite,
  publish: PERMISSIONS.wikiPublish,
  words: {
    newTitle: 'Neuer Artikel',
    description: 'Einen Artikel des Wikis schreiben.',
    unavailable:
      'Das Wiki ist gerade nicht erreichbar. Dein Text ist nicht verloren: Er steht weiter im Editor. Bitte versuche es gleich noch einmal.',
    gone: 'Diesen Artikel gibt es nicht mehr, oder du darfst ihn nicht mehr bearbeiten. Dein Text steht weiter im Editor.',
  },
  fieldNames: ['title', 'description', 'category', 'tags'],
  errorFields: {
    title: 'title',
    description: 'description',
    category: 'category',
    tags: 'tags',
    slug: 'title',
  },
  fieldLabels: { tags: 'Schlagwörter', visibility: 'Sichtbar für', pinned: 'Angeheftet' },
  editable: (a) => ({
    slug: a.slug,
    title: a.title,
    status: a.status,
    version: a.version,
    updated_at: a.updated_at,
    updated_by: a.updated_by,
    submitted: a.submitted ?? null,
    fields: {
      title: a.title,
      description: a.description,
      category: a.category,
      tags: a.tags.join(', '),
      body: a.body,
    },
  }),
  saveBody: (f) => ({
    title: f.title.trim(),
    description: (f.description ?? '').trim(),
    category: f.category,
    tags: (f.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    body: f.body,
  }),
  preview: async (body) => (await renderWikiBody(body)).html,
  async page(_api, read) {
    // Only the categories this writer may read (decision 035).
    const categories = (await read<WikiCategoryInfo[]>('/wiki/categories')).map((c) => c.name);
    const articles = await read<WikiArticleListItem[]>('/wiki/articles');
    return {
      blank: { title: '', description: '', category: categories[0] ?? '', tags: '', body: '' },
      links: articles.map((a) => ({ title: a.title, href: `/intern/wiki/${a.slug}` })),
      choices: { category: categories },
    };
  },
  forget: forgetWikiVersion,
};

export const wikiEditLoader = editLoader(WIKI_EDITING);
export const wikiEditAction = editAction(WIKI_EDITING);
export const wikiHistoryLoader = historyLoader(WIKI_EDITING);
export const wikiHistoryAction = historyAction(WIKI_EDITING);
